import { t } from "../../lib/i18n/translate";
import { useAtomValue } from "../../state/jotai";
import { sessionAtom } from "../../state/session";
import type { NavItem } from "./nav-items";

interface Props {
  item: NavItem;
  /** Default none (a button in a list); 'menuitem' inside the avatar menu. */
  role?: "menuitem";
  tabIndex?: number;
}

/**
 * A menu item that posts a form to the host with the page's CSRF token (Sign out): one press,
 * and the browser follows the host's redirect, a full page load. It takes no click handler on
 * purpose: a menu closing on the click would take the form out of the page before the browser
 * submits it.
 */
export function PostItem({ item, role, tabIndex }: Props) {
  const { csrfToken } = useAtomValue(sessionAtom);
  return (
    <form method="post" action={item.href} role="none" className="rv-nav-post">
      <input type="hidden" name="authenticity_token" value={csrfToken} />
      <button type="submit" role={role} tabIndex={tabIndex}>
        {t(item.label)}
      </button>
    </form>
  );
}
