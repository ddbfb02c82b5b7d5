import { getAllReviewsPage, getProductReviews } from "../../api/catalog";
import type { WidgetData } from "../../api/types/review";
import type { ShopData } from "../../api/types/shop";
import { type ReviewQuery, widgetParams } from "../../lib/review-query";

/** Whose reviews the widget shows: one product's (product_review) or a shop's (all_reviews_page). */
export type ReviewsTarget =
  | { kind: "product"; shop: ShopData; productId: string; externalId: string }
  | { kind: "shop"; shop: ShopData };

export const targetKey = (target: ReviewsTarget) =>
  target.kind === "product" ? target.productId : target.shop.encoded_id;

/** One page of the widget for these controls (every parameter, per_page 10). */
export function loadWidget(
  target: ReviewsTarget,
  query: ReviewQuery,
  signal: AbortSignal,
): Promise<WidgetData> {
  const params = widgetParams(query, target.shop);
  if (target.kind === "product")
    return getProductReviews({ ...params, external_id: target.externalId }, signal);
  return getAllReviewsPage({ ...params, review_type: query.type }, signal);
}
