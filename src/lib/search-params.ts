// The search parameters read from an address and written back. Framework-free: the
// bundle and the reference host both normalise with it, so they agree on every rule.
import { pageField } from "./query-codec";
import { searchedText, searchScope } from "./search-address";
import {
  clamp,
  countryValue,
  currencyValue,
  numeric,
  percentValue,
  priceValue,
  wholeNumber,
} from "./search-param-values";

export { MAX_PAGE } from "./query-codec";

/** The fixed order the parameters are written in. */
export const SEARCH_PARAM_ORDER = [
  "q",
  "page",
  "redesign",
  "sort_by",
  "shop_domain",
  "search_in_shop",
  "platform",
  "category_id",
  "country",
  "store_country",
  "min_rating",
  "min_transparency",
  "min_authenticity",
  "currency",
  "min_price",
  "max_price",
  "reviews_count",
  "category_search",
  "as_typed",
] as const satisfies readonly (keyof SearchParams)[];

/** The sorts a search accepts, in the order the filter bar lists them; null is 'Default' (relevance). */
export const SORT_VALUES = ["reviews_count", "newest", "best_selling", "price_asc", "price_desc"] as const;

export type SortBy = (typeof SORT_VALUES)[number];

/**
 * The search parameters as the bundle holds them, in the fixed order the address writes them: the
 * normaliser's reading of an address (the contract's SearchQuery takes each as text).
 */
export interface SearchParams {
  q: string;
  page: number;
  redesign?: string;
  sort_by?: SortBy | null;
  shop_domain?: string;
  search_in_shop?: string;
  platform?: string;
  category_id?: number | null;
  country: string;
  store_country: string;
  min_rating: number;
  min_transparency: number;
  min_authenticity: number;
  currency?: string;
  min_price: number | null;
  max_price: number | null;
  reviews_count: number;
  category_search?: string;
  /** 'true': the words exactly as typed, never corrected (the link under "Showing results for"). */
  as_typed?: string;
}

/** The fewest reviews a search can ask for, at most. */
export const REVIEWS_COUNT_MAX = 1_000_000;

/** The defaults. min_transparency is 80 for a fresh search. */
export const SEARCH_DEFAULTS = {
  q: "",
  page: 1,
  sort_by: null,
  category_id: null,
  country: "*",
  store_country: "*",
  min_rating: 0,
  min_transparency: 80,
  min_authenticity: 0,
  min_price: null,
  max_price: null,
  reviews_count: 0,
} as const satisfies Partial<SearchParams>;

/** The parameters the normaliser keeps as the address has them. */
const PASSED_THROUGH = ["redesign", "category_search", "as_typed"] as const;

/** Normalised parameters: every field present, optional ones only when set. */
export type NormalizedSearchParams = SearchParams & {
  sort_by: SortBy | null;
  category_id: number | null;
};

/** An address query: '?a=1&b=2' or URLSearchParams (a repeated key counts as its first value). */
export type QueryInput = string | URLSearchParams;

function reader(query: QueryInput): (name: string) => string | undefined {
  const params = typeof query === "string" ? new URLSearchParams(query) : query;
  return (name) => params.get(name) ?? undefined;
}

export interface NormalizeOptions {
  /** The exchange rates, when known: a currency not among them becomes '*'. */
  rates?: Readonly<Record<string, number>> | null;
}

/**
 * Every rule: the page by the one page rule (query-codec.ts); min_rating clamped 0..5; prices kept
 * only when numeric and above 0, swapped when min exceeds max; min_transparency and
 * min_authenticity integers (0 when not numeric, 0..100); category_id and reviews_count integers
 * (ignored when not numeric); country codes only from the country list; the shop triple only
 * when all three are present; q defaults to empty; redesign, sort_by, category_search and as_typed
 * pass through, sort_by only as one of the six sort options. Never throws.
 */
export function normalizeSearchParams(query: QueryInput, options: NormalizeOptions = {}) {
  const get = reader(query);
  const rating = numeric(get("min_rating"));
  const transparency = get("min_transparency");
  let minPrice = priceValue(get("min_price"));
  let maxPrice = priceValue(get("max_price"));
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice)
    [minPrice, maxPrice] = [maxPrice, minPrice];
  const categoryId = wholeNumber(get("category_id"));
  const reviewsCount = wholeNumber(get("reviews_count"));
  const sortBy = get("sort_by") as SortBy | undefined;

  const params: NormalizedSearchParams = {
    q: searchedText(query),
    page: pageField(get("page") ?? "") ?? SEARCH_DEFAULTS.page,
    sort_by: sortBy && SORT_VALUES.includes(sortBy) ? sortBy : null,
    category_id:
      categoryId !== null && categoryId > 0 && Number.isSafeInteger(categoryId) ? categoryId : null,
    country: countryValue(get("country")),
    store_country: countryValue(get("store_country")),
    min_rating: rating === null ? SEARCH_DEFAULTS.min_rating : clamp(rating, 0, 5),
    // Absent is a fresh search (80); present but not numeric is 0.
    min_transparency:
      transparency === undefined ? SEARCH_DEFAULTS.min_transparency : percentValue(transparency),
    min_authenticity: percentValue(get("min_authenticity")),
    min_price: minPrice,
    max_price: maxPrice,
    reviews_count: reviewsCount === null ? 0 : clamp(reviewsCount, 0, REVIEWS_COUNT_MAX),
  };
  for (const key of PASSED_THROUGH) {
    const value = get(key);
    if (value !== undefined) params[key] = value;
  }
  Object.assign(params, searchScope(query));
  const code = currencyValue(get("currency"), options.rates);
  if (code !== undefined) params.currency = code;
  return params;
}

type Writable = Partial<Record<keyof SearchParams, unknown>>;

function write(params: Writable, keep: (key: keyof SearchParams, value: unknown) => boolean): string {
  const out = new URLSearchParams();
  for (const key of SEARCH_PARAM_ORDER) {
    const value = params[key];
    if (value === null || value === undefined || !keep(key, value)) continue;
    out.append(key, String(value));
  }
  return out.toString();
}

/**
 * The shared form: the fixed order, without null values and without an empty
 * category_id or sort_by. Used for what the shopper sees and shares: the addresses of
 * search-href.ts.
 */
export function serializeSearchParams(params: Writable): string {
  return write(params, (key, value) => !((key === "category_id" || key === "sort_by") && value === ""));
}

/**
 * The request form: drops only null and undefined, so every value the shopper's filters hold
 * (defaults included, e.g. min_transparency=80) reaches the host. Used for the requests to
 * search.json and store_search.json: the host never has to guess a default.
 */
export function serializeSearchParamsKeepingEmpty(params: Writable): string {
  return write(params, () => true);
}

/** Filters count as changed when any of these differ; page is ignored. */
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

/** Any filter away from its default: 'Clear' shows only then. */
export function hasActiveFilters(params: Filters): boolean {
  return filtersChanged(params, SEARCH_DEFAULTS);
}

/** A search with empty q and no filters shows the category index instead. */
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
 * The query of a request's cache key (its address with every value stated), so two requests
 * that differ in any value never share an answer.
 */
export const searchRequestKey = (params: NormalizedSearchParams) => serializeSearchParamsKeepingEmpty(params);

/** The price filter's currency: the address's, else the shopper's. */
export const priceCurrency = (params: NormalizedSearchParams, chosenCurrency: string) =>
  params.currency ?? chosenCurrency;
