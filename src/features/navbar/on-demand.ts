// The header's parts that its first paint does not need, fetched on first hover, focus or press,
// or once the browser is idle (issue 3: the navbar adds at most 1.5 KiB to the entry).
import { lazy } from "react";

export const loadPanels = () => import("./NavbarPanel");
const loadBanner = () => import("./CategoryBanner");

export const NavbarPanel = lazy(loadPanels);
export const CategoryBanner = lazy(loadBanner);

/** The reviewer's avatar (with its image handling); a plain circle stands in until it arrives. */
export const AccountAvatar = lazy(() => loadPanels().then((m) => ({ default: m.AccountAvatar })));
