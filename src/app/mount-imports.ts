// The import() calls that run at mount on some routes, which build.mjs cannot see in the module
// graph: it evaluates this table at build time and counts each module's chunks for the routes
// named here. Everything else a page shows without interaction is imported statically, and every
// other import() waits for an interaction. `npm run bench` checks the build's figures against
// Chromium's, so a missing entry here shows up there.
import { bannerShown } from "../features/navbar/visibility";
import type { RouteName } from "../lib/routes";

export interface MountImport {
  /** The module the import() loads, from the repository's root. */
  module: string;
  /** The routes on which it runs at mount. */
  on: (route: RouteName) => boolean;
}

export const MOUNT_IMPORTS: readonly MountImport[] = [
  // The header's category banner, on the pages that show it.
  { module: "src/features/navbar/CategoryBanner.tsx", on: (route) => bannerShown(route) },
];
