// The route table of spec §2, shared by the bundle (which screen to show) and the reference host
// (which paths are pages). Framework-free: no React here.

export type RouteName =
  | "home"
  | "feed"
  | "howItWorks"
  | "medals"
  | "trust"
  | "PageSearch"
  | "storeSearch"
  | "categoryIndex"
  | "categoryShow"
  | "writeReview"
  | "new"
  | "following"
  | "people"
  | "arbitrator"
  | "arbitratorDispute"
  | "shop"
  | "shopDisputeNew"
  | "product"
  | "productDisputeNew"
  | "profileEdit"
  | "profileDispute"
  | "publicProfile"
  | "privateProfile"
  | "login";

export interface RouteDef {
  name: RouteName;
  /** Segments starting with ':' match one non-empty path segment. */
  pattern: string;
  /** §2: pages drawn on a white background. */
  white: boolean;
}

const route = (name: RouteName, pattern: string, white = false): RouteDef => ({
  name,
  pattern,
  white,
});

// Order matters only where two patterns could match one path: literal segments are listed
// before the parameter that would swallow them (profile/edit before profile/:slug).
export const ROUTES: readonly RouteDef[] = [
  route("home", "/reviews"),
  route("feed", "/reviews/feed", true),
  route("howItWorks", "/reviews/how-it-works"),
  route("medals", "/reviews/medals"),
  route("trust", "/reviews/trust"),
  route("PageSearch", "/reviews/search"),
  route("storeSearch", "/reviews/store_search"),
  route("categoryIndex", "/reviews/categories"),
  route("categoryShow", "/reviews/categories/:category_slug"),
  route("writeReview", "/reviews/write-review", true),
  route("new", "/reviews/write-review/new", true),
  route("following", "/reviews/following", true),
  route("people", "/reviews/people", true),
  route("arbitrator", "/reviews/arbitrator"),
  route("arbitratorDispute", "/reviews/arbitrator/:disputeId", true),
  route("shop", "/reviews/stores/:shop_slug", true),
  route("shopDisputeNew", "/reviews/stores/:shop_slug/disputes/new", true),
  route("product", "/reviews/stores/:shop_slug/products/:product_handle", true),
  route("productDisputeNew", "/reviews/stores/:shop_slug/products/:product_handle/disputes/new", true),
  route("profileEdit", "/reviews/profile/edit", true),
  route("profileDispute", "/reviews/profile/disputes/:disputeId", true),
  route("publicProfile", "/reviews/profile/:slug", true),
  route("privateProfile", "/reviews/users/:slug", true),
  route("login", "/login"),
];

/** Paths the host answers itself with a full page load (they set or clear the session). */
export const SERVER_PATHS = ["/logout", "/profile"] as const;

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
 * §2 redirects: '/' → '/reviews', '/search' → '/reviews/search', and any other unmatched
 * '/reviews/...' path → the same path under '/reviews/stores' (old shop addresses). Returns the
 * target path, or null when the path needs no redirect. A path already under /reviews/stores is
 * never redirected again, so no redirect loops.
 */
export function redirectFor(pathname: string): string | null {
  const clean = `/${segments(pathname).join("/")}`;
  if (clean === "/") return "/reviews";
  if (clean === "/search") return "/reviews/search";
  if (matchRoute(clean)) return clean === pathname ? null : clean;
  if (clean === "/reviews/stores") return "/reviews/store_search"; // the list of stores
  if (clean.startsWith("/reviews/") && !clean.startsWith("/reviews/stores/")) {
    return `/reviews/stores${clean.slice("/reviews".length)}`;
  }
  return null;
}

/** Fills a pattern's parameters: pathFor('shop', {shop_slug: 'a b'}) → '/reviews/stores/a%20b'. */
export function pathFor(name: RouteName, params: Record<string, string | number> = {}): string {
  const def = ROUTES.find((r) => r.name === name);
  if (!def) throw new Error(`unknown route ${name}`);
  return def.pattern.replace(/:([a-z_A-Z]+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`route ${name} needs ${key}`);
    return encodeURIComponent(String(value));
  });
}
