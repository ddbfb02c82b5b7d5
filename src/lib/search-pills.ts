// The removable pills of a search's filters (the search filter bar; pill text cut at 30
// characters). Framework-free.
import { countryName } from "./country-names";
import { t } from "./i18n/translate";
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

/** What a filter is called on its pill and on the empty page's way out of it, in the active language. */
export function filterLabel(fields: readonly FilterField[], params: Filters, context: PillContext): string {
  const { min_price: min, max_price: max } = params;
  switch (fields[0]) {
    case "category_id":
      return context.categoryName
        ? t("Category: {category}", { category: context.categoryName })
        : t("Category: chosen");
    case "country":
      return t("Ships to {country}", { country: countryName(params.country) });
    case "store_country":
      return t("Stores in {country}", { country: countryName(params.store_country) });
    case "min_rating":
      return t("{rating, plural, other {#+ stars}}", { rating: params.min_rating });
    case "min_transparency":
      return t("Transparency {score}%+", { score: params.min_transparency });
    case "min_authenticity":
      return t("Authenticity {score}%+", { score: params.min_authenticity });
    case "reviews_count":
      return t("{count, plural, other {#+ reviews}}", { count: params.reviews_count });
    default:
      if (min !== null && max !== null)
        return t("{min} – {max}", { min: context.formatPrice(min), max: context.formatPrice(max) });
      return min !== null
        ? t("From {price}", { price: context.formatPrice(min) })
        : t("Up to {price}", { price: context.formatPrice(max ?? 0) });
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
