// The wouter location hook of both roots: browser history paths, with the redesign flag
// kept on every in-app navigation and link.
import { navigate, useBrowserLocation } from "wouter/use-browser-location";
import { keepRedesign } from "../lib/redesign-flag";

type NavigateOptions = { replace?: boolean; state?: unknown };

export const appNavigate = (to: string, options?: NavigateOptions) =>
  navigate(keepRedesign(to, location.search), options);

export function useAppLocation(options?: { ssrPath?: string }): [string, typeof appNavigate] {
  const [path] = useBrowserLocation(options);
  return [path, appNavigate];
}

/** What links render as href, so a new tab keeps the flag too (on the server, the address rendered). */
export const appHrefs = (href: string, router?: { ssrSearch?: string }) =>
  keepRedesign(href, router?.ssrSearch ?? location.search);
