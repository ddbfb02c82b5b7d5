// The removable pills of a search's filters.
// Framework-free.
import { countryName } from "./country-names";
import { type FilterField, type NormalizedSearchParams, SEARCH_DEFAULTS } from "./search-params";

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

/** The removable pills of the filters that differ from their defaults. */
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
