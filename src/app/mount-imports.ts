// The import() calls that run at mount on some routes (or screen widths): the build cannot tell
// them from those an interaction makes, so this table names them, with the loaders the features
// call (the build reads them as screens.ts, in build/app-tables.ts). A part without `media` counts
// for the routes named here and is preloaded by the host page; a part with `media` loads only where
// the query matches: the budget (measured on a phone) leaves out a desktop-only part, and the
// manifest lists it apart (`media`). Everything else a page shows without interaction is imported
// statically, and every other import() waits for an interaction. The browser tests and
// `npm run bench` check the build's figures against Chromium's.
import { loadCategoryBanner, loadDesktopActions } from "../features/navbar/mount-parts";
import { bannerShown } from "../features/navbar/visibility";
import { loadCategorySelect } from "../features/search/on-demand";
import { DESKTOP_QUERY } from "../lib/media-queries";
import type { RouteName } from "../lib/routes";

export interface MountImport {
  /** The import() that runs at mount, as the feature calls it. */
  load: () => Promise<unknown>;
  /** The routes on which it runs at mount. */
  on: (route: RouteName) => boolean;
  /** Only where this media query matches; default everywhere. */
  media?: string;
}

export const MOUNT_IMPORTS: readonly MountImport[] = [
  // The header's category banner, on the pages that show it; phones never show it.
  { load: loadCategoryBanner, on: (route) => bannerShown(route), media: DESKTOP_QUERY },
  // The header's menus and 'For Businesses', on every page; phones never show them.
  { load: loadDesktopActions, on: () => true, media: DESKTOP_QUERY },
  // The search bar's category selector, on the search page; phones never show it.
  { load: loadCategorySelect, on: (route) => route === "PageSearch", media: DESKTOP_QUERY },
];
