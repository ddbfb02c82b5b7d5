// The wouter location hook of both roots: browser history paths, with the redesign flag
// kept on every in-app navigation and link.
import { navigate, useBrowserLocation } from "wouter/use-browser-location";
import { keepRedesign } from "../lib/redesign-flag";

/** The address a server render shows (no browser location there), and that its markup is adopted at. */
export interface ServerAddress {
  pathname: string;
  /** The query, with or without its "?". */
  search: string;
}

type NavigateOptions = { replace?: boolean; state?: unknown };

/**
 * Every in-app navigation, made once React is done with what it is doing (a microtask), never from
 * inside its work: a new address is what every root reads through useSyncExternalStore, which React
 * renders at once. An effect's redirect (an old path, an empty search) made at once ran while React
 * completed another root's render whose commit it had held back (a part that came soon after its
 * loading state showed): that root was rendered again over the tree being committed, and React
 * threw its error #177 ("Cannot commit the same tree as before").
 */
export const appNavigate = (to: string, options?: NavigateOptions) =>
  queueMicrotask(() => navigate(keepRedesign(to, location.search), options));

export function useAppLocation(options?: { ssrPath?: string }): [string, typeof appNavigate] {
  const [path] = useBrowserLocation(options);
  return [path, appNavigate];
}

/** What links render as href, so a new tab keeps the flag too (on the server, the address rendered). */
export const appHrefs = (href: string, router?: { ssrSearch?: string }) =>
  keepRedesign(href, router?.ssrSearch ?? location.search);
