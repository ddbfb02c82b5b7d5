// The header's actions that only a desktop-wide screen shows (CSS hides them on phones): 'Write
// a review', 'For Businesses', the main menu and the account menu. Phones never show them, so
// they do not load them either: the header loads this part at mount on wide screens only
// (declared in src/app/mount-imports.ts).
import { Link } from "wouter";
import { t } from "../../lib/i18n/translate";
import { PATHS } from "../../lib/routes";
import { AccountAvatar } from "./AccountAvatar";
import { BusinessLink } from "./BusinessLink";
import { MenuButton } from "./MenuButton";

interface Props {
  signedIn: boolean;
  /** Whether 'Write a review' shows on this page (visibility.ts). */
  writeReview: boolean;
}

export default function DesktopActions({ signedIn, writeReview }: Props) {
  return (
    <>
      {writeReview && (
        <Link href={PATHS.writeReview} className="rv-navbar__desktop rv-navbar__write">
          {t("Write a review")}
        </Link>
      )}
      <BusinessLink className="rv-button rv-button--secondary rv-button--small rv-navbar__desktop" />
      <MenuButton name="apps" label={t("Main menu")} className="rv-navbar__dots">
        <span className="rv-navbar__dots-icon" aria-hidden="true" />
      </MenuButton>
      {signedIn && (
        <MenuButton name="account" label={t("Account menu")} className="rv-navbar__avatar" popup="menu">
          <AccountAvatar />
        </MenuButton>
      )}
    </>
  );
}
