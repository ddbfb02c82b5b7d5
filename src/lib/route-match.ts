// Which route a path shows, and the redirects of old addresses. Apart from the table in
// routes.ts because only the shell needs it: lazily loaded screens link with routes.ts alone.
import { PATHS, ROUTES, type RouteDef } from "./routes";

export interface RouteMatch {
  route: RouteDef;
  params: Record<string, string>;
}

function segments(path: string): string[] {
  return path.split("/").filter(Boolean);
}

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null; // a malformed escape such as '%E0%A4' matches nothing
  }
}

function matchPattern(pattern: string, path: string[]): Record<string, string> | null {
  const parts = segments(pattern);
  if (parts.length !== path.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i] as string;
    const value = decodeSegment(path[i] as string);
    if (value === null) return null;
    if (part.startsWith(":")) params[part.slice(1)] = value;
    else if (part !== value) return null;
  }
  return params;
}

/** The route a pathname shows, or null. A trailing slash is ignored. */
export function matchRoute(pathname: string): RouteMatch | null {
  const path = segments(pathname);
  for (const route of ROUTES) {
    const params = matchPattern(route.pattern, path);
    if (params) return { route, params };
  }
  return null;
}

/**
 * Redirects: '/' → '/reviews', '/search' → '/reviews/search', and any other unmatched
 * '/reviews/...' path → the same path under '/reviews/stores' (old shop addresses). Returns the
 * target path, or null when the path needs no redirect. A path already under /reviews/stores is
 * never redirected again, so no redirect loops.
 */
export function redirectFor(pathname: string): string | null {
  const clean = `/${segments(pathname).join("/")}`;
  if (clean === "/") return PATHS.home;
  if (clean === "/search") return PATHS.PageSearch;
  if (matchRoute(clean)) return clean === pathname ? null : clean;
  if (clean === "/reviews/stores") return PATHS.storeSearch; // the list of stores
  if (clean.startsWith("/reviews/") && !clean.startsWith("/reviews/stores/")) {
    return clean.replace("/reviews/", "/reviews/stores/");
  }
  return null;
}
