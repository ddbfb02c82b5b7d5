// The import() calls that run at mount on some routes (or screen widths), which build.mjs cannot
// see in the module graph: it evaluates this table at build time. A part without `media` counts
// for the routes named here and is preloaded by the host page; a part with `media` loads only where
// the query matches: the budget (measured on a phone) leaves out a desktop-only part, and the
// manifest lists it apart (`media`). Everything else a page shows without interaction is imported
// statically, and every other import() waits for an interaction. The browser tests and
// `npm run bench` check the build's figures against Chromium's.
import { bannerShown } from "../features/navbar/visibility";
import { DESKTOP_QUERY } from "../lib/media-queries";
import type { RouteName } from "../lib/routes";

export interface MountImport {
  /** The module the import() loads, from the repository's root. */
  module: string;
  /** The routes on which it runs at mount. */
  on: (route: RouteName) => boolean;
  /** Only where this media query matches; default everywhere. */
  media?: string;
}

export const MOUNT_IMPORTS: readonly MountImport[] = [
  // The header's category banner, on the pages that show it; phones never show it.
  {
    module: "src/features/navbar/CategoryBanner.tsx",
    on: (route) => bannerShown(route),
    media: DESKTOP_QUERY,
  },
  // The header's menus and 'For Businesses', on every page; phones never show them.
  {
    module: "src/features/navbar/DesktopActions.tsx",
    on: () => true,
    media: DESKTOP_QUERY,
  },
  // The search bar's category selector, on the search page; phones never show it.
  {
    module: "src/features/search/CategorySelect.tsx",
    on: (route) => route === "PageSearch",
    media: DESKTOP_QUERY,
  },
];
