// The header's popups, loaded on demand in one chunk (the first paint of the header stays
// small). The header asks for a popup by name.
import { t } from "../../lib/i18n/translate";
import { useAtom } from "../../state/jotai";
import { profileSaveErrorAtom } from "../../state/reviewer";
import { AlertDialog } from "../../ui/AlertDialog";
import { AccountMenu } from "./AccountMenu";
import { AppsMenu } from "./AppsMenu";
import type { PopupProps } from "./popup-props";
import { SideMenu } from "./SideMenu";

export type PanelName = "account" | "apps" | "side" | "save-error";

/** The menus take a popup's props; the side menu only how to close it (it is a dialog); the alert none. */
type Props =
  | (PopupProps & { name: "account" | "apps" })
  | { name: "side"; onClose: () => void }
  | { name: "save-error" };

export default function NavbarPanel(props: Props) {
  if (props.name === "side") return <SideMenu onClose={props.onClose} />;
  if (props.name === "save-error") return <SaveErrorAlert />;
  const { name, ...popup } = props;
  return name === "account" ? <AccountMenu {...popup} /> : <AppsMenu {...popup} />;
}

/** The 'Error' alert when a currency or country could not be saved to the profile. */
function SaveErrorAlert() {
  const [choice, setChoice] = useAtom(profileSaveErrorAtom);
  const message =
    choice === "currency"
      ? t("Your currency could not be saved to your profile. It is kept on this device for now.")
      : choice === "country"
        ? t("Your country could not be saved to your profile. It is kept on this device for now.")
        : null;
  return <AlertDialog kind="error" message={message} onClose={() => setChoice(null)} />;
}
