import type { ShopData } from "../../api/contract/shop";
import { withQuery } from "../../lib/request-urls";
import { productWidgetParams, type ReviewQuery, shopWidgetParams } from "../../lib/review-query";
import { WIDGET_PATHS } from "../../lib/widget-paths";

/** Whose reviews the widget shows: one product's (product_review) or a shop's (all_reviews_page). */
export type ReviewsTarget =
  | { kind: "product"; shop: ShopData; externalId: string }
  | { kind: "shop"; shop: ShopData };

/**
 * The address of one page of the widget for these controls (every parameter, per_page 10): the
 * host page preloads the first one with the same builders (src/lib/first-requests.ts).
 */
export const widgetUrl = (target: ReviewsTarget, query: ReviewQuery) =>
  target.kind === "product"
    ? withQuery(WIDGET_PATHS.product, productWidgetParams(query, target.shop, target.externalId))
    : withQuery(WIDGET_PATHS.shop, shopWidgetParams(query, target.shop));
