// Every GET of the contract as the checker asks it, in an order where each answer gives the ids
// the next addresses need (facts.ts): the address, and who asks it. A GET whose address needs
// something the host never named is reported as not reached, with what was missing.
import { pathOf, type RouteKey, type Who } from "../api/contract/contract-route";
import type { Facts } from "./facts";
import { UNKNOWN_PRODUCT_ID } from "./ratings-checks";

export interface Read {
  key: RouteKey;
  /** Who asks: the route's reader, or another one when the answer differs by reader (me.json). */
  as: Who | "guest";
  /** The address, or what the host never named that it needs. */
  address: (facts: Facts) => string | { missing: string };
}

const page = (path: string | undefined, missing: string) =>
  path === undefined ? { missing } : `${path}?format=json`;

const owner = (f: Facts) =>
  f.platform && f.shopDomain && f.apiToken
    ? `platform=${encodeURIComponent(f.platform)}&shop_domain=${encodeURIComponent(f.shopDomain)}&api_token=${encodeURIComponent(f.apiToken)}&json_request=true`
    : undefined;

const withOwner = (path: string, f: Facts, more = "") => {
  const store = owner(f);
  return store
    ? `${path}?${store}${more}`
    : { missing: "a store's platform, domain and api token (a product page's shop_data)" };
};

/** The page size the checker asks of a reviews widget. */
const WIDGET_PAGE = 4;

/** A read whose address is its route's path, with `query`. */
const fixed = (key: RouteKey, as: Read["as"], query = ""): Read => ({
  key,
  as,
  address: () => `${pathOf(key)}${query}`,
});

/** The GETs of the contract, in the order they are asked. */
export const READS: Read[] = [
  fixed("GET /reviews/me.json", "guest", "?exchange_rates=true"),
  fixed("GET /reviews.json", "anyone"),
  fixed("GET /reviews/how-it-works.json", "anyone"),
  fixed("GET /shipping_countries.json", "anyone"),
  ...["product", "category", "collection", "featured_review"].map((kind) =>
    fixed("GET /reviews/carousels.json", "anyone", `?q=${kind}`),
  ),
  fixed("GET /reviews/all_categories", "anyone"),
  fixed("GET /reviews/categories.json", "anyone", "?level=1"),
  {
    key: "GET /reviews/categories/:handle.json",
    as: "anyone",
    address: (f) =>
      f.categoryHandle
        ? `/reviews/categories/${encodeURIComponent(f.categoryHandle)}.json`
        : { missing: "a category" },
  },
  fixed("GET /reviews/search.json", "anyone", "?min_transparency=0"),
  fixed("GET /reviews/store_search.json", "anyone", "?min_transparency=0"),
  {
    key: "GET /reviews/instant_search",
    as: "anyone",
    address: (f) =>
      f.productTitle
        ? `/reviews/instant_search?q=${encodeURIComponent(f.productTitle.split(/\s+/)[0]?.slice(0, 3) ?? "")}`
        : { missing: "a product's title (search.json)" },
  },
  {
    key: "GET /reviews/stores/:shop_slug/products/:product_handle",
    as: "anyone",
    address: (f) => page(f.productPath, "a product (search.json)"),
  },
  {
    key: "GET /reviews/stores/:shop_slug",
    as: "anyone",
    address: (f) => page(f.shopPath, "a store (search.json)"),
  },
  {
    key: "GET /api/v1/widgets/product_review",
    as: "anyone",
    address: (f) =>
      f.externalId
        ? withOwner(
            "/api/v1/widgets/product_review",
            f,
            // A page smaller than the host's own, so that one taken whole is seen.
            `&external_id=${encodeURIComponent(f.externalId)}&per_page=${WIDGET_PAGE}`,
          )
        : { missing: "a product's external id (its page data)" },
  },
  {
    key: "GET /api/v1/widgets/product_ratings",
    as: "anyone",
    address: (f) =>
      f.externalId
        ? withOwner(
            "/api/v1/widgets/product_ratings",
            f,
            // A grid's badges: the store's product, and an id no store has.
            `&external_ids=${encodeURIComponent(`${f.externalId},${UNKNOWN_PRODUCT_ID}`)}`,
          )
        : { missing: "a product's external id (its page data)" },
  },
  {
    key: "GET /api/v1/widgets/all_reviews_page",
    as: "anyone",
    address: (f) => withOwner("/api/v1/widgets/all_reviews_page", f),
  },
  {
    key: "GET /api/questions/questions_for_widget",
    as: "anyone",
    address: (f) =>
      f.externalId
        ? withOwner(
            "/api/questions/questions_for_widget",
            f,
            `&product_id=${encodeURIComponent(f.externalId)}`,
          )
        : { missing: "a product's external id (its page data)" },
  },
  {
    key: "GET /products/:id/reviews_with_media",
    as: "anyone",
    address: (f) =>
      f.productEncodedId
        ? `/products/${encodeURIComponent(f.productEncodedId)}/reviews_with_media`
        : { missing: "a product's encoded id" },
  },
  {
    key: "GET /shops/:id/reviews_with_media",
    as: "anyone",
    address: (f) =>
      f.shopEncodedId
        ? `/shops/${encodeURIComponent(f.shopEncodedId)}/reviews_with_media`
        : { missing: "a store's encoded id" },
  },
  fixed("GET /reviews/feed_events.json", "anyone"),
  fixed("GET /reviews/people.json", "anyone"),
  // The pages of anyone whose address names nothing.
  ...(
    [
      "GET /reviews",
      "GET /reviews/feed",
      "GET /reviews/how-it-works",
      "GET /reviews/medals",
      "GET /reviews/trust",
      "GET /reviews/search",
      "GET /reviews/store_search",
      "GET /reviews/categories",
      "GET /reviews/people",
      "GET /login",
    ] as const
  ).map((key) => fixed(key, "anyone", "?format=json")),
  {
    key: "GET /reviews/categories/:category_slug",
    as: "anyone",
    address: (f) => page(f.categoryPath, "a category"),
  },
  {
    key: "GET /reviews/profile/:slug",
    as: "anyone",
    address: (f) => page(f.profilePath, "a reviewer (a review or people.json)"),
  },
  // The signed-in reviewer's.
  fixed("GET /reviews/me.json", "reviewer"),
  fixed("GET /reviews/following.json", "reviewer"),
  fixed("GET /reviews/profile/follows", "reviewer", "?by=Shop"),
  fixed("GET /reviews/profile/questions/to_answer", "reviewer"),
  fixed("GET /reviews/write-review", "reviewer", "?format=json&resource=orders"),
  {
    key: "GET /reviews/write-review/new",
    as: "reviewer",
    address: (f) =>
      f.lineItemId
        ? `${pathOf("GET /reviews/write-review/new")}?format=json&line_item_public_id=${encodeURIComponent(f.lineItemId)}`
        : { missing: "an order still to review (write-review's line items)" },
  },
  fixed("GET /reviews/following", "reviewer", "?format=json"),
  fixed("GET /reviews/profile/edit", "reviewer", "?format=json"),
  fixed("GET /profile", "reviewer"),
  fixed("GET /logout", "reviewer"),
  {
    key: "GET /reviews/users/:slug",
    as: "reviewer",
    address: (f) =>
      f.ownSlug
        ? `/reviews/users/${encodeURIComponent(f.ownSlug)}?format=json&tab=disputes`
        : { missing: "the reviewer's slug (me.json)" },
  },
  {
    key: "GET /reviews/profile/disputes/:disputeId",
    as: "reviewer",
    address: (f) => page(f.ownDisputePath, "a dispute of the reviewer's"),
  },
  {
    key: "GET /reviews/stores/:shop_slug/disputes/new",
    as: "reviewer",
    address: (f) => page(f.shopPath && `${f.shopPath}/disputes/new`, "a store"),
  },
  {
    key: "GET /reviews/stores/:shop_slug/products/:product_handle/disputes/new",
    as: "reviewer",
    address: (f) => page(f.productPath && `${f.productPath}/disputes/new`, "a product"),
  },
  {
    key: "GET /reviews/profile/review-photos/:id",
    as: "reviewer",
    address: () => ({
      missing: "a photo the reviewer uploaded before its review (the checker uploads none)",
    }),
  },
  // The arbitrator's.
  fixed("GET /reviews/arbitrator", "arbitrator", "?format=json"),
  {
    key: "GET /reviews/arbitrator/:disputeId",
    as: "arbitrator",
    address: (f) => page(f.arbitratorDisputePath, "a dispute (the arbitrator's list)"),
  },
  fixed("GET /reviews/arbitrator/reports", "arbitrator", "?format=json"),
  {
    key: "GET /reviews/arbitrator/reports/:publicId",
    as: "arbitrator",
    address: (f) => page(f.reportPath, "a report (the arbitrator's list of reports)"),
  },
];
