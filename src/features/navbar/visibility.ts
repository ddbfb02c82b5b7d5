// Which parts of the header show on which page.
import type { RouteName } from "../../lib/routes";

/** The search bar is hidden on home, and on the feed for guests. */
export function searchBarShown(route: RouteName | undefined, signedIn: boolean): boolean {
  return route !== "home" && !(route === "feed" && !signedIn);
}

const NO_BANNER: (RouteName | undefined)[] = ["PageSearch", "storeSearch", "categoryIndex", "categoryShow"];

/** The category banner is hidden on search and category pages. */
export function bannerShown(route: RouteName | undefined): boolean {
  return !NO_BANNER.includes(route);
}

/** 'Write a review' only with the redesign flag, on home, for a signed-in reviewer. */
export function writeReviewShown(
  route: RouteName | undefined,
  signedIn: boolean,
  redesign: boolean,
): boolean {
  return route === "home" && signedIn && redesign;
}
