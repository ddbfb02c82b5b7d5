// The search bar's rules: its options, arrow keys, and where Enter or a click goes.
// Framework-free.
import type { Suggestion } from "../api/contract/search";
import type { ShopScopeParams } from "./search-address";
import { SEARCH_PATH, searchHref } from "./search-href";
import { type NormalizedSearchParams, normalizeSearchParams } from "./search-params";

export { SEARCH_PATH };

/** Instant suggestions wait for 200 ms without typing. */
export const SUGGEST_DEBOUNCE_MS = 200;

/** The typed text always comes first; a suggestion that repeats it exactly is dropped. */
export function suggestionOptions(typed: string, suggestions: readonly Suggestion[]): Suggestion[] {
  const text = typed.trim();
  if (!text) return [];
  const rest = suggestions.filter((s) => s.id !== undefined || s.text !== text);
  return [{ text }, ...rest];
}

/** Arrow up and down cycle and wrap; from no option, down goes to the first, up to the last. */
export function cycle(active: number, step: 1 | -1, count: number): number {
  if (count === 0) return -1;
  if (active < 0) return step === 1 ? 0 : count - 1;
  return (((active + step) % count) + count) % count;
}

export interface SearchBarContext {
  /** The page's path and query, e.g. '/reviews/search?q=tea&min_rating=4'. */
  pathname: string;
  search: string;
  /** The 'This store only' pill, when it is shown and not removed. */
  scope: ShopScopeParams | null;
  /** This history entry was reached from a category page: its sort_by is dropped once. */
  fromCategory: boolean;
}

/**
 * The search the bar runs for the typed text: on the search page the current filters and sort
 * stay (a refined search); elsewhere a search starts afresh, within the 'This store only' shop
 * when the pill is on. Page 1.
 */
export function searchBarParams(typed: string, context: SearchBarContext): NormalizedSearchParams {
  const onSearchPage = context.pathname === SEARCH_PATH;
  // A new text is searched with its corrections again (as_typed is for the text it was sent with).
  const { shop_domain, search_in_shop, platform, category_search, as_typed, ...current } =
    normalizeSearchParams(onSearchPage ? context.search : "");
  return {
    ...current,
    ...context.scope,
    q: typed,
    page: 1,
    // A search that came from a category drops the saved sort_by once.
    sort_by: context.fromCategory ? null : current.sort_by,
  };
}

/**
 * Where the search bar goes for `text`, or a chosen suggestion: the search page with
 * searchBarParams. A category suggestion searches the typed text within that category.
 * An empty text does not navigate (null).
 */
export function searchBarTarget(
  text: string,
  chosen: Suggestion | null,
  context: SearchBarContext,
): string | null {
  const typed = text.trim();
  if (!typed) return null;
  const params = searchBarParams(chosen && chosen.id === undefined ? chosen.text : typed, context);
  if (chosen?.id !== undefined) params.category_id = chosen.id;
  return searchHref(SEARCH_PATH, params);
}
