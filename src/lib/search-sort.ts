// §9 sort options of the search filter bar. Framework-free.
import type { SortBy } from "../api/types/search";

/** §9 sort options, value and label; null is 'Default'. */
export const SORT_OPTIONS: readonly { value: SortBy | null; label: string }[] = [
  { value: null, label: "Default" },
  { value: "reviews_count", label: "Most reviews first" },
  { value: "newest", label: "Newest" },
  { value: "best_selling", label: "Best Selling" },
  { value: "price_asc", label: "Low price first" },
  { value: "price_desc", label: "High price first" },
];
