// The items of the header's menus: those the product spec lists, and the arbitration list for arbitrators.
import type { Role } from "../../api/contract/reviewer";
import { LOGOUT_PATH, type PROFILE_PATH } from "../../api/host-facts";
import { type Message, msg } from "../../lib/i18n/translate";
import { PATHS } from "../../lib/routes";

export interface NavItem {
  label: Message;
  href: string;
  /**
   * 'app': an in-app route; 'server': a full page load (/profile); 'post': a form posting to the
   * host with the CSRF token (/logout); 'external': another site.
   */
  kind: "app" | "server" | "post" | "external";
}

const item = (label: Message, href: string, kind: NavItem["kind"] = "app"): NavItem => ({
  label,
  href,
  kind,
});

/** Avatar menu: My Profile, Following, Feed, Sign out (the profile's path checked against PROFILE_PATH: the binding costs script bytes). */
export const USER_ITEMS: NavItem[] = [
  item(msg("My Profile"), "/profile" satisfies typeof PROFILE_PATH, "server"),
  item(msg("Following"), PATHS.following),
  item(msg("Feed"), PATHS.feed),
  item(msg("Sign out"), LOGOUT_PATH, "post"),
];

/** The avatar menu of this reviewer: an arbitrator also gets the arbitration list, before Sign out. */
export function userItems(role: Role | undefined): NavItem[] {
  if (role !== "arbitrator") return USER_ITEMS;
  return [...USER_ITEMS.slice(0, -1), item(msg("Arbitration"), PATHS.arbitrator), ...USER_ITEMS.slice(-1)];
}

export interface MainItemsContext {
  mobile: boolean;
  signedIn: boolean;
  redesign: boolean;
  businessUrl: string | undefined;
}

/** The main menu items; 'Write a review' and 'For Businesses' only in the mobile menu. */
export function mainItems({ mobile, signedIn, redesign, businessUrl }: MainItemsContext): NavItem[] {
  return [
    item(msg("Home"), PATHS.home),
    item(msg("Product categories"), PATHS.categoryIndex),
    item(msg("Find stores"), PATHS.storeSearch),
    item(msg("Find people"), PATHS.people),
    ...(mobile && signedIn && redesign ? [item(msg("Write a review"), PATHS.writeReview)] : []),
    item(msg("How it works"), PATHS.howItWorks),
    ...(mobile && businessUrl ? [item(msg("For Businesses"), businessUrl, "external")] : []),
  ];
}
