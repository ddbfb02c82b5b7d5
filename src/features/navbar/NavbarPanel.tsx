// The header's popups and the reviewer's avatar, loaded on demand in one chunk (issue 3 budget:
// the first paint of the header stays small). The header asks for a popup by name.
import { useAtom, useAtomValue } from "../../state/jotai";
import { profileSaveErrorAtom, reviewerAtom } from "../../state/reviewer";
import { AlertDialog } from "../../ui/AlertDialog";
import { Avatar } from "../../ui/Avatar";
import { AccountMenu } from "./AccountMenu";
import { AppsMenu } from "./AppsMenu";
import type { PopupProps } from "./popup-props";
import { SideMenu } from "./SideMenu";

export type PanelName = "account" | "apps" | "side" | "save-error";

export default function NavbarPanel({ name, ...props }: PopupProps & { name: PanelName }) {
  if (name === "account") return <AccountMenu {...props} />;
  if (name === "apps") return <AppsMenu {...props} />;
  if (name === "side") return <SideMenu onClose={() => props.onClose(false)} />;
  return <SaveErrorAlert />;
}

/** The 'Error' alert when a currency or country could not be saved to the profile. */
function SaveErrorAlert() {
  const [message, setMessage] = useAtom(profileSaveErrorAtom);
  return <AlertDialog kind="error" message={message} onClose={() => setMessage(null)} />;
}

/** The signed-in reviewer's avatar for the header's account button. */
export function AccountAvatar() {
  const reviewer = useAtomValue(reviewerAtom);
  return (
    <Avatar
      name={reviewer?.name ?? ""}
      image={reviewer?.avatar_image_url}
      verified={reviewer?.verified_buyer}
    />
  );
}
