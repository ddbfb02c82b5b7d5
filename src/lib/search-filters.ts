// Clearing a search's filters (§2 'Clear', the pills' cancel icons). Framework-free.
import {
  FILTER_FIELDS,
  type FilterField,
  type NormalizedSearchParams,
  SEARCH_DEFAULTS,
} from "./search-params";

type Filters = Pick<NormalizedSearchParams, FilterField>;

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
