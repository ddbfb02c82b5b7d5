// The sort options of the search filter bar: the values search-params.ts accepts, with their
// labels. Framework-free.
import type { SortBy } from "../api/types/search";
import { SORT_VALUES } from "./search-params";

const SORT_LABELS: Record<SortBy, string> = {
  reviews_count: "Most reviews first",
  newest: "Newest",
  best_selling: "Best Selling",
  price_asc: "Low price first",
  price_desc: "High price first",
};

/** Value and label of each sort; null is 'Default'. */
export const SORT_OPTIONS: readonly { value: SortBy | null; label: string }[] = [
  { value: null, label: "Default" },
  ...SORT_VALUES.map((value) => ({ value, label: SORT_LABELS[value] })),
];
