// The review widget's calls, named in one place for the bundle and the host's preload links
// (src/lib/first-requests.ts). Apart from request-urls.ts, which every page loads, so only the
// pages with a reviews widget pay for them.
import type { ApiPath } from "../api/api-path";

/** The review widget calls: one product's reviews, and a shop's all-reviews page. */
export const WIDGET_PATHS = {
  product: "/api/v1/widgets/product_review",
  shop: "/api/v1/widgets/all_reviews_page",
} as const satisfies Record<string, ApiPath<"GET">>;

/** The ratings of a grid of a shop's products, for their badges (a name of its own: the widget's pages never ask it). */
export const RATINGS_PATH = "/api/v1/widgets/product_ratings" satisfies ApiPath<"GET">;

/** The store a call names, as a shop's #reviews_shop gives it. */
export interface RatedStore {
  shop_domain: string;
  platform: string;
  api_token: string;
}

/** The ratings' address for `ids` of `store`'s products. */
export function ratingsUrl(store: RatedStore, ids: readonly string[]): string {
  const query = new URLSearchParams({
    platform: store.platform,
    shop_domain: store.shop_domain,
    api_token: store.api_token,
    external_ids: ids.join(","),
  });
  return `${RATINGS_PATH}?${query}`;
}
