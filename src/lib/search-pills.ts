// The removable pills of a search's filters (the search filter bar; pill text cut at 30
// characters). Framework-free.
import { countryName } from "./country-names";
import { activeFilterGroups } from "./search-filters";
import type { FilterField, NormalizedSearchParams } from "./search-params";

type Filters = Pick<NormalizedSearchParams, FilterField>;

/** Pill text is cut at 30 characters, then '...'. */
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

/** What a filter is called on its pill and on the empty page's way out of it. */
export function filterLabel(fields: readonly FilterField[], params: Filters, context: PillContext): string {
  const { min_price: min, max_price: max } = params;
  switch (fields[0]) {
    case "category_id":
      return `Category: ${context.categoryName ?? "chosen"}`;
    case "country":
      return `Ships to ${countryName(params.country)}`;
    case "store_country":
      return `Stores in ${countryName(params.store_country)}`;
    case "min_rating":
      return `${params.min_rating}+ stars`;
    case "min_transparency":
      return `Transparency ${params.min_transparency}%+`;
    case "min_authenticity":
      return `Authenticity ${params.min_authenticity}%+`;
    case "reviews_count":
      return `${params.reviews_count}+ reviews`;
    default:
      if (min !== null && max !== null) return `${context.formatPrice(min)} – ${context.formatPrice(max)}`;
      return min !== null ? `From ${context.formatPrice(min)}` : `Up to ${context.formatPrice(max ?? 0)}`;
  }
}

/**
 * The removable pills of the filters that narrow the search, the default transparency of 80
 * included: a filter the shopper cannot see would empty pages without a word.
 */
export function filterPills(params: Filters, context: PillContext): FilterPill[] {
  return activeFilterGroups(params).map((fields) => ({
    fields,
    label: filterLabel(fields, params, context),
  }));
}
