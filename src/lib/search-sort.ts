// The sort options of the search filter bar: the values search-params.ts accepts, with their
// labels. Framework-free.

import { type Message, msg } from "./i18n/translate";
import type { SortBy } from "./search-params";
import { SORT_VALUES } from "./search-params";

const SORT_LABELS: Record<SortBy, Message> = {
  reviews_count: msg("Most reviews first"),
  newest: msg("Newest"),
  best_selling: msg("Best Selling"),
  price_asc: msg("Low price first"),
  price_desc: msg("High price first"),
};

/** Value and label of each sort (a message: t(label) shows it); null is 'Default'. */
export const SORT_OPTIONS: readonly { value: SortBy | null; label: Message }[] = [
  { value: null, label: msg("Default") },
  ...SORT_VALUES.map((value) => ({ value, label: SORT_LABELS[value] })),
];
