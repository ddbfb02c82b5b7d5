// The review controls of the product and shop pages live in the address: rating filter,
// search within reviews, sort, source, verified only, with media only, review type and page.
// Parsing forgives junk (it falls back to the default); writing drops defaults, so the two are
// symmetric and a shared address stays short.
import type { ReviewSort, ReviewSource, ReviewType } from "../api/contract/review";
import type { ProductWidgetParams, WidgetParams } from "../api/contract/review-requests";
import { type Message, msg } from "./i18n/translate";
import { choiceField, defineQuery, flagField, pageField, ratingField, textField } from "./query-codec";

export type ShopReviewType = Extract<ReviewType, "all-reviews" | "shop-reviews" | "product-reviews">;

export interface ReviewQuery {
  /** 1..5, or null for every rating. */
  rating: number | null;
  search: string;
  sort: ReviewSort;
  source: ReviewSource;
  verifiedOnly: boolean;
  withMedia: boolean;
  /** Shop page only (its review types). */
  type: ShopReviewType;
  page: number;
  /** A linked review's public_id ('' for none): the widget shows the page that holds it. */
  review: string;
}

export const DEFAULT_REVIEW_QUERY: Readonly<ReviewQuery> = {
  rating: null,
  search: "",
  sort: "newest",
  source: "all_sources",
  verifiedOnly: false,
  withMedia: false,
  type: "all-reviews",
  page: 1,
  review: "",
};

/** Widgets show 10 reviews a page. */
export const REVIEWS_PER_PAGE = 10;
export const SEARCH_MAX_LENGTH = 100;

// The labels of these lists are messages: t(label) shows them.

export const REVIEW_SORTS: readonly { value: ReviewSort; label: Message }[] = [
  { value: "newest", label: msg("Most recent") },
  { value: "oldest", label: msg("Oldest") },
  { value: "highest", label: msg("Highest rating") },
  { value: "lowest", label: msg("Lowest rating") },
  { value: "pictures_first", label: msg("With pictures first") },
  { value: "most_helpful", label: msg("Most helpful") },
];

export const REVIEW_SOURCES: readonly { value: ReviewSource; label: Message }[] = [
  { value: "all_sources", label: msg("All sources") },
  { value: "organic", label: msg("Written on the store") },
  { value: "invite", label: msg("Invited by the store") },
  { value: "migrated", label: msg("Imported from another app") },
  { value: "aliexpress", label: msg("AliExpress") },
  { value: "verified_provider", label: msg("Verified review provider") },
  { value: "unverified_provider", label: msg("Unverified review provider") },
  { value: "unverified_source", label: msg("Unverified source") },
];

/** What a review source is called ('invite' → 'Invited by the store'), for t(); the value when unknown. */
export const sourceLabel = (source: string): Message =>
  REVIEW_SOURCES.find((s) => s.value === source)?.label ?? source;

export const SHOP_REVIEW_TYPES: readonly { value: ShopReviewType; label: Message }[] = [
  { value: "all-reviews", label: msg("All reviews") },
  { value: "shop-reviews", label: msg("Store reviews") },
  { value: "product-reviews", label: msg("Product reviews") },
];

/** The address: the widget call's own parameter names, so the address reads like the call. */
export const REVIEW_QUERY = defineQuery<ReviewQuery>(
  {
    rating: ["filter_rating", ratingField],
    search: ["search", textField(SEARCH_MAX_LENGTH)],
    sort: ["sort_by", choiceField(REVIEW_SORTS)],
    source: ["review_source", choiceField(REVIEW_SOURCES)],
    verifiedOnly: ["verified_only", flagField],
    withMedia: ["with_media", flagField],
    type: ["review_type", choiceField(SHOP_REVIEW_TYPES)],
    page: ["page", pageField],
    review: ["review", textField(64)],
  },
  DEFAULT_REVIEW_QUERY,
);

export const parseReviewQuery = REVIEW_QUERY.parse;

/**
 * The query string for `query` on top of `currentSearch`: parameters that are not review controls
 * (the redesign flag, say) are kept; review controls at their defaults are dropped.
 */
export const serializeReviewQuery = REVIEW_QUERY.serialize;

/** Any change other than the page itself starts again at page 1; any change leaves a linked review. */
export function changeReviewQuery(query: ReviewQuery, change: Partial<ReviewQuery>): ReviewQuery {
  const next = { ...query, review: "", ...change };
  if (change.page === undefined) next.page = 1;
  return next;
}

/** Any filter away from its default (sort, type, page and a linked review are not filters). */
export const hasActiveFilters = (query: ReviewQuery): boolean =>
  serializeReviewQuery({ ...query, sort: "newest", type: "all-reviews", page: 1, review: "" }) !== "";

/** What the widget calls send for these controls (per_page 10, header counts and metrics). */
export function widgetParams(
  query: ReviewQuery,
  shop: { platform: string; domain: string; public_token: string },
): WidgetParams {
  return {
    platform: shop.platform,
    shop_domain: shop.domain,
    api_token: shop.public_token,
    add_header_counts: true,
    product_metrics: true,
    json_request: true,
    per_page: REVIEWS_PER_PAGE,
    page: query.page,
    filter_rating: query.rating,
    sort_by: query.sort,
    search: query.search || undefined,
    review_source: query.source === "all_sources" ? undefined : query.source,
    verified_only: query.verifiedOnly || undefined,
    with_media: query.withMedia || undefined,
    review: query.review || undefined,
  };
}

type WidgetShop = { platform: string; domain: string; public_token: string };

/** The product widget's query: one product's reviews under these controls. */
export function productWidgetParams(
  query: ReviewQuery,
  shop: WidgetShop,
  externalId: string,
): ProductWidgetParams {
  return { ...widgetParams(query, shop), external_id: externalId };
}

/** The all-reviews widget's query: a shop's reviews of the chosen type under these controls. */
export function shopWidgetParams(query: ReviewQuery, shop: WidgetShop): WidgetParams {
  return { ...widgetParams(query, shop), review_type: query.type };
}
