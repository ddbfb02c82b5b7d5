import { getAllReviewsPage, getProductReviews } from "../../api/catalog";
import type { WidgetData } from "../../api/types/review";
import type { ShopData } from "../../api/types/shop";
import { productWidgetParams, type ReviewQuery, shopWidgetParams } from "../../lib/review-query";

/** Whose reviews the widget shows: one product's (product_review) or a shop's (all_reviews_page). */
export type ReviewsTarget =
  | { kind: "product"; shop: ShopData; productId: string; externalId: string }
  | { kind: "shop"; shop: ShopData };

export const targetKey = (target: ReviewsTarget) =>
  target.kind === "product" ? target.productId : target.shop.encoded_id;

/**
 * One page of the widget for these controls (every parameter, per_page 10). The host page
 * preloads the first one with the same builders (fixtures/host/http/preloads.ts).
 */
export function loadWidget(
  target: ReviewsTarget,
  query: ReviewQuery,
  signal: AbortSignal,
): Promise<WidgetData> {
  if (target.kind === "product")
    return getProductReviews(productWidgetParams(query, target.shop, target.externalId), signal);
  return getAllReviewsPage(shopWidgetParams(query, target.shop), signal);
}
