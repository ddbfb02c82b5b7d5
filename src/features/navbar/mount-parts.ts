// The header's parts that load at mount on screens wide enough to show them, never on phones (CSS
// hides them there): src/app/mount-imports.ts names these loaders, so the build counts them.
import { lazy } from "react";

/** The category banner, on the pages that show it (visibility.ts). */
export const loadCategoryBanner = () => import("./CategoryBanner");
export const CategoryBanner = lazy(loadCategoryBanner);

/** The menu buttons and 'For Businesses'. */
export const loadDesktopActions = () => import("./DesktopActions");
export const DesktopActions = lazy(loadDesktopActions);
