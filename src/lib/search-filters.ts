// Clearing a search's filters ('Clear', the pills' cancel icons, the empty page's ways out).
// Framework-free: the reference host counts what each way out would give with the same rules.
import {
  FILTER_FIELDS,
  type FilterField,
  type NormalizedSearchParams,
  SEARCH_DEFAULTS,
} from "./search-params";

type Filters = Pick<NormalizedSearchParams, FilterField>;

/**
 * What a removed filter becomes: its default, except transparency, whose default of 80 is a
 * filter itself and is removed to 0 (a shopper can see and drop it like any other).
 */
const FILTER_OFF: Filters = { ...pick(SEARCH_DEFAULTS, FILTER_FIELDS), min_transparency: 0 };

/** 'Clear': the default filters, keeping the search text, sort and shop; back to page 1. */
export function clearFilters<T extends NormalizedSearchParams>(params: T): T {
  return { ...params, ...pick(SEARCH_DEFAULTS, FILTER_FIELDS), page: 1 };
}

/** One filter removed, on page 1 (a pill's cancel icon, an empty page's way out). */
export function withoutFilter<T extends NormalizedSearchParams>(
  params: T,
  fields: readonly FilterField[],
): T {
  return { ...params, ...pick(FILTER_OFF, fields), page: 1 };
}

/**
 * The filters that narrow the search, each as the fields one removal resets, in the order the
 * pills show them. The price range is one filter; transparency counts from 1% (its default
 * included).
 */
export function activeFilterGroups(params: Filters): FilterField[][] {
  const groups: FilterField[][] = [];
  const single: FilterField[] = ["category_id", "country", "store_country", "min_rating"];
  for (const field of single) if (params[field] !== FILTER_OFF[field]) groups.push([field]);
  if (params.min_transparency > 0) groups.push(["min_transparency"]);
  if (params.min_authenticity > 0) groups.push(["min_authenticity"]);
  const price = (["min_price", "max_price"] as const).filter((f) => params[f] !== null);
  if (price.length) groups.push([...price]);
  if (params.reviews_count > 0) groups.push(["reviews_count"]);
  return groups;
}

function pick<K extends FilterField>(source: Filters, fields: readonly K[]): Pick<Filters, K> {
  return Object.fromEntries(fields.map((f) => [f, source[f]])) as Pick<Filters, K>;
}
