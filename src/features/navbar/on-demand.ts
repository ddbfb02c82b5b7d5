// The header's parts that only an interaction needs (menus, side menu, mega-menu panels): fetched
// on the first hover, focus or press, never while the page loads.
import { lazy } from "react";

export const loadPanels = () => import("./NavbarPanel");

export const NavbarPanel = lazy(loadPanels);
