// Where a search came from, carried by the search page's history entry rather than its address.
// Framework-free.

/** The address parameter naming where a search came from (from=category), which leaves the address. */
export const SEARCH_ORIGIN_PARAM = "from";

/**
 * Where a search came from: a category page's link (from=category) is turned into this one-shot
 * context on the search page's history entry (history.state), and `from` leaves the address.
 * The bar's next search from that entry drops the saved sort_by; any later entry has none.
 */
export interface SearchOrigin {
  /** The page a search came from, e.g. 'category'. */
  from: string;
  /** The category it came from, when there was one. */
  category_id: number | null;
}

/** The search origin a history entry's state carries, if any. */
export const searchOriginOf = (state: unknown): SearchOrigin | null =>
  typeof (state as SearchOrigin | null)?.from === "string" ? (state as SearchOrigin) : null;
