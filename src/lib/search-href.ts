// Addresses of searches (defaults left out). Framework-free.

import { PATHS } from "./routes";
import type { SearchParams } from "./search-params";
import { SEARCH_DEFAULTS, serializeSearchParams } from "./search-params";

/** The product search's path (the search page's own links and selectors write to it). */
export const SEARCH_PATH = PATHS.PageSearch;

type Writable = Partial<Record<keyof SearchParams, unknown>>;

const DEFAULT_ENTRIES = Object.entries(SEARCH_DEFAULTS).filter(([key]) => key !== "page");

/**
 * An address on `path` for the parameters: the first variant, leaving out values equal to
 * their default (parse and serialise are symmetric and drop defaults), so a plain
 * search reads '/reviews/search?q=kettle&page=1'. The page is always written.
 */
export function searchHref(path: string, params: Writable): string {
  const shown: Writable = { ...params };
  for (const [key, value] of DEFAULT_ENTRIES) {
    if (shown[key as keyof SearchParams] === value) delete shown[key as keyof SearchParams];
  }
  const query = serializeSearchParams(shown);
  return query ? `${path}?${query}` : path;
}
