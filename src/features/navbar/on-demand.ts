// The header's parts that only an interaction needs (menus, side menu, mega-menu panels): fetched
// on the first hover, focus or press, never while the page loads.
import { lazy } from "react";

export const loadPanels = () => import("./NavbarPanel");
export const loadMegaMenu = () => import("./MegaMenu");

export const NavbarPanel = lazy(loadPanels);
export const MegaMenu = lazy(() => loadMegaMenu().then((m) => ({ default: m.MegaMenu })));

/** The reviewer's avatar (with its image handling); a plain circle stands in until it arrives. */
export const AccountAvatar = lazy(() => loadPanels().then((m) => ({ default: m.AccountAvatar })));
