// The header's parts that only an interaction needs (menus, side menu, mega-menu panels): fetched
// on the first hover, focus or press, never while the page loads.
import { lazy } from "react";

/**
 * The category banner, on the pages that show it (visibility.ts) on a desktop-wide screen: loaded
 * at mount there, so src/app/mount-imports.ts declares it.
 */
export const CategoryBanner = lazy(() => import("./CategoryBanner"));

export const loadPanels = () => import("./NavbarPanel");

export const NavbarPanel = lazy(loadPanels);
