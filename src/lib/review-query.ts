// The review controls of the product and shop pages live in the address: rating filter,
// search within reviews, sort, source, verified only, with media only, review type and page.
// Parsing forgives junk (it falls back to the default); writing drops defaults, so the two are
// symmetric and a shared address stays short.
import type { ReviewSort, ReviewSource, ReviewType, WidgetParams } from "../api/types/review";

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
};

/** Widgets show 10 reviews a page. */
export const REVIEWS_PER_PAGE = 10;
export const SEARCH_MAX_LENGTH = 100;

export const REVIEW_SORTS: readonly { value: ReviewSort; label: string }[] = [
  { value: "newest", label: "Most recent" },
  { value: "oldest", label: "Oldest" },
  { value: "highest", label: "Highest rating" },
  { value: "lowest", label: "Lowest rating" },
  { value: "pictures_first", label: "With pictures first" },
];

export const REVIEW_SOURCES: readonly { value: ReviewSource; label: string }[] = [
  { value: "all_sources", label: "All sources" },
  { value: "organic", label: "Written on the store" },
  { value: "invite", label: "Invited by the store" },
  { value: "migrated", label: "Imported from another app" },
  { value: "aliexpress", label: "AliExpress" },
  { value: "verified_provider", label: "Verified review provider" },
  { value: "unverified_provider", label: "Unverified review provider" },
  { value: "unverified_source", label: "Unverified source" },
];

export const SHOP_REVIEW_TYPES: readonly { value: ShopReviewType; label: string }[] = [
  { value: "all-reviews", label: "All reviews" },
  { value: "shop-reviews", label: "Store reviews" },
  { value: "product-reviews", label: "Product reviews" },
];

/** Address parameter names: the widget call's own names, so the address reads like the call. */
const PARAM = {
  rating: "filter_rating",
  search: "search",
  sort: "sort_by",
  source: "review_source",
  verifiedOnly: "verified_only",
  withMedia: "with_media",
  type: "review_type",
  page: "page",
} as const satisfies Record<keyof ReviewQuery, string>;

// Values read from an address's query, forgiving junk: anything unknown is the default. The
// profiles' address reads its values by the same rules.

/** The raw value when it is one of `list`, else `fallback`. */
export const choiceOf = <T extends string>(
  list: readonly { value: T }[],
  raw: string | null,
  fallback: T,
): T => list.find((item) => item.value === raw)?.value ?? fallback;

/** A star rating 1..5, or null for every rating. */
export function ratingOf(raw: string | null): number | null {
  const rating = Number(raw);
  return Number.isInteger(rating) && rating >= 1 && rating <= 5 ? rating : null;
}

/** A page number 1..100000; 1 for anything else. */
export function pageOf(raw: string | null): number {
  const page = Number(raw);
  return Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1;
}

export function parseReviewQuery(search: string): ReviewQuery {
  const params = new URLSearchParams(search);
  return {
    rating: ratingOf(params.get(PARAM.rating)),
    search: normalizeSearch(params.get(PARAM.search) ?? ""),
    sort: choiceOf(REVIEW_SORTS, params.get(PARAM.sort), DEFAULT_REVIEW_QUERY.sort),
    source: choiceOf(REVIEW_SOURCES, params.get(PARAM.source), DEFAULT_REVIEW_QUERY.source),
    verifiedOnly: params.get(PARAM.verifiedOnly) === "true",
    withMedia: params.get(PARAM.withMedia) === "true",
    type: choiceOf(SHOP_REVIEW_TYPES, params.get(PARAM.type), DEFAULT_REVIEW_QUERY.type),
    page: pageOf(params.get(PARAM.page)),
  };
}

/** Spaces collapsed and trimmed, cut at 100 characters. */
export function normalizeSearch(text: string): string {
  return text.replace(/\s+/g, " ").trim().slice(0, SEARCH_MAX_LENGTH).trim();
}

/**
 * The query string for `query` on top of `currentSearch`: parameters that are not review controls
 * (the redesign flag, say) are kept; review controls at their defaults are dropped.
 */
export function serializeReviewQuery(query: ReviewQuery, currentSearch = ""): string {
  const params = new URLSearchParams(currentSearch);
  for (const name of Object.values(PARAM)) params.delete(name);
  const set = (key: keyof ReviewQuery, value: string) => {
    if (query[key] !== DEFAULT_REVIEW_QUERY[key]) params.set(PARAM[key], value);
  };
  set("rating", String(query.rating));
  set("search", normalizeSearch(query.search));
  set("sort", query.sort);
  set("source", query.source);
  set("verifiedOnly", "true");
  set("withMedia", "true");
  set("type", query.type);
  set("page", String(query.page));
  if (normalizeSearch(query.search) === "") params.delete(PARAM.search);
  return params.toString();
}

/** Any change other than the page itself starts again at page 1. */
export function changeReviewQuery(query: ReviewQuery, change: Partial<ReviewQuery>): ReviewQuery {
  const next = { ...query, ...change };
  if (change.page === undefined) next.page = 1;
  return next;
}

/** The address of the reviews section with `change` applied; '#reviews' keeps the reader there. */
export function reviewQueryHref(
  pathname: string,
  currentSearch: string,
  change: Partial<ReviewQuery>,
): string {
  const next = changeReviewQuery(parseReviewQuery(currentSearch), change);
  const search = serializeReviewQuery(next, currentSearch);
  return `${pathname}${search ? `?${search}` : ""}#reviews`;
}

export function hasActiveFilters(query: ReviewQuery): boolean {
  return (
    query.rating !== null ||
    query.search !== "" ||
    query.source !== "all_sources" ||
    query.verifiedOnly ||
    query.withMedia
  );
}

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
  };
}

type WidgetShop = { platform: string; domain: string; public_token: string };

/** The product widget's query: one product's reviews under these controls. */
export function productWidgetParams(query: ReviewQuery, shop: WidgetShop, externalId: string): WidgetParams {
  return { ...widgetParams(query, shop), external_id: externalId };
}

/** The all-reviews widget's query: a shop's reviews of the chosen type under these controls. */
export function shopWidgetParams(query: ReviewQuery, shop: WidgetShop): Omit<WidgetParams, "external_id"> {
  return { ...widgetParams(query, shop), review_type: query.type };
}
