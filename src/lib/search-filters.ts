// The filters of a search (§4): what counts as changed, clearing them, and what a request for
// them sends. Framework-free.
import {
  type NormalizedSearchParams,
  SEARCH_DEFAULTS,
  serializeSearchParamsKeepingEmpty,
} from "./search-params";

/** §4: filters count as changed when any of these differ; page is ignored. */
export const FILTER_FIELDS = [
  "reviews_count",
  "min_rating",
  "min_transparency",
  "min_authenticity",
  "store_country",
  "country",
  "min_price",
  "max_price",
  "category_id",
] as const;

export type FilterField = (typeof FILTER_FIELDS)[number];
type Filters = Pick<NormalizedSearchParams, FilterField>;

export function filtersChanged(a: Filters, b: Filters): boolean {
  return FILTER_FIELDS.some((field) => a[field] !== b[field]);
}

/** Any filter away from its §3 default: 'Clear' shows only then (§2). */
export function hasActiveFilters(params: Filters): boolean {
  return filtersChanged(params, SEARCH_DEFAULTS);
}

/** §2 'Clear': the default filters, keeping the search text, sort and shop; back to page 1. */
export function clearFilters<T extends NormalizedSearchParams>(params: T): T {
  return { ...params, ...pick(SEARCH_DEFAULTS, FILTER_FIELDS), page: 1 };
}

/** One filter back to its default, on page 1 (a pill's cancel icon). */
export function withoutFilter<T extends NormalizedSearchParams>(
  params: T,
  fields: readonly FilterField[],
): T {
  return { ...params, ...pick(SEARCH_DEFAULTS, fields), page: 1 };
}

function pick<K extends FilterField>(source: Filters, fields: readonly K[]): Pick<Filters, K> {
  return Object.fromEntries(fields.map((f) => [f, source[f]])) as Pick<Filters, K>;
}

/** §5: a search with empty q and no filters shows the category index instead. */
export function isEmptySearch(params: NormalizedSearchParams): boolean {
  return !params.q.trim() && !hasActiveFilters(params) && !params.shop_domain;
}

/**
 * The parameters search.json is asked with. min_price and max_price are in the address's
 * currency, else in the shopper's chosen one; without a price filter the currency changes
 * nothing, so it is left out and a cached page stays valid when the currency changes.
 */
export function searchRequestParams(
  params: NormalizedSearchParams,
  chosenCurrency: string,
): NormalizedSearchParams {
  const { currency, ...rest } = params;
  const priced = params.min_price !== null || params.max_price !== null;
  return priced ? { ...rest, currency: currency ?? chosenCurrency } : rest;
}

/**
 * The cache key of a request: §5 second variant, every value stated, so two requests that
 * differ in any value never share an answer.
 */
export const searchRequestKey = (params: NormalizedSearchParams) => serializeSearchParamsKeepingEmpty(params);

/** The price filter's currency: the address's, else the shopper's. */
export const priceCurrency = (params: NormalizedSearchParams, chosenCurrency: string) =>
  params.currency ?? chosenCurrency;
