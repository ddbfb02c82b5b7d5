// The filters of a search (§4, §9): what counts as changed, clearing them, their pills, the
// sort options. Framework-free.
import type { SortBy } from "../api/types/search";
import { countryName } from "./countries";
import { type NormalizedSearchParams, SEARCH_DEFAULTS } from "./search-params";

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

/** §9 sort options, value and label; null is 'Default'. */
export const SORT_OPTIONS: readonly { value: SortBy | null; label: string }[] = [
  { value: null, label: "Default" },
  { value: "reviews_count", label: "Most reviews first" },
  { value: "newest", label: "Newest" },
  { value: "best_selling", label: "Best Selling" },
  { value: "price_asc", label: "Low price first" },
  { value: "price_desc", label: "High price first" },
];

/** §9: pill text is cut at 30 characters, then '...'. */
export const PILL_MAX = 30;

export function pillText(text: string): string {
  const chars = [...text]; // by code point, so an emoji is never split in half
  return chars.length > PILL_MAX ? `${chars.slice(0, PILL_MAX).join("")}...` : text;
}

export interface FilterPill {
  /** The fields its cancel icon resets. */
  fields: FilterField[];
  /** The whole text, for the accessible name and a tooltip. */
  label: string;
}

export interface PillContext {
  /** The category's name, when known. */
  categoryName?: string | null;
  /** Formats a price of the filter in the search's currency. */
  formatPrice: (amount: number) => string;
}

/** The removable pills of the filters that differ from their defaults (§2 search filter bar). */
export function filterPills(params: Filters, context: PillContext): FilterPill[] {
  const pills: FilterPill[] = [];
  const add = (fields: FilterField[], label: string) => pills.push({ fields, label });
  if (params.category_id !== null) add(["category_id"], `Category: ${context.categoryName ?? "chosen"}`);
  if (params.country !== "*") add(["country"], `Ships to ${countryName(params.country)}`);
  if (params.store_country !== "*") add(["store_country"], `Stores in ${countryName(params.store_country)}`);
  if (params.min_rating > 0) add(["min_rating"], `${params.min_rating}+ stars`);
  if (params.min_transparency !== SEARCH_DEFAULTS.min_transparency) {
    add(["min_transparency"], `Transparency ${params.min_transparency}%+`);
  }
  if (params.min_authenticity > 0) add(["min_authenticity"], `Authenticity ${params.min_authenticity}%+`);
  const { min_price: min, max_price: max } = params;
  if (min !== null && max !== null)
    add(["min_price", "max_price"], `${context.formatPrice(min)} – ${context.formatPrice(max)}`);
  else if (min !== null) add(["min_price"], `From ${context.formatPrice(min)}`);
  else if (max !== null) add(["max_price"], `Up to ${context.formatPrice(max)}`);
  if (params.reviews_count > 0) add(["reviews_count"], `${params.reviews_count}+ reviews`);
  return pills;
}
