// The route table, shared by the bundle (which screen to show, where links go) and the reference
// host (which paths are pages). Framework-free: no React here. Matching a path is route-match.ts.

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
  | "arbitratorReports"
  | "arbitratorReport"
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
  /** Pages drawn on a white background. */
  white: boolean;
}

/** The path of every route, to link to the ones without parameters: PATHS.home is '/reviews'. */
export const PATHS = {} as Record<RouteName, string>;

const route = (name: RouteName, pattern: string, white = false): RouteDef => {
  PATHS[name] = pattern;
  return { name, pattern, white };
};

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
  route("arbitratorReports", "/reviews/arbitrator/reports"),
  route("arbitratorReport", "/reviews/arbitrator/reports/:publicId", true),
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

/** Fills a pattern's parameters: pathFor('shop', {shop_slug: 'a b'}) → '/reviews/stores/a%20b'. */
export function pathFor(name: RouteName, params: Record<string, string | number> = {}): string {
  // Every RouteName is in ROUTES: the compiler checks the name.
  return (ROUTES.find((r) => r.name === name) as RouteDef).pattern.replace(/:(\w+)/g, (_, key: string) => {
    if (params[key] === undefined) throw new Error(`route ${name} needs ${key}`);
    return encodeURIComponent(params[key]);
  });
}
