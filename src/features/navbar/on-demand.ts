// The header's parts that only an interaction needs (menus, side menu, mega-menu panels): fetched
// on the first hover, focus or press, never while the page loads.
import { lazyPart } from "../../ui/lazy-part";

export const loadPanels = () => import("./NavbarPanel");

export const NavbarPanel = lazyPart("navbar-panel", loadPanels);
