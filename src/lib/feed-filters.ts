// The feed's filters in the address: People, Stores and Products (user_events, store_events,
// product_events). A filter is off only when its value is false or the string 'false'; anything
// else, or none, leaves it on. The address carries only the filters that are off.

export const FEED_FILTERS = [
  { param: "user_events", label: "People" },
  { param: "store_events", label: "Stores" },
  { param: "product_events", label: "Products" },
] as const;

export type FeedFilterParam = (typeof FEED_FILTERS)[number]["param"];
export type FeedFilters = Record<FeedFilterParam, boolean>;

/** The filter rule: only false and 'false' turn a filter off. */
export const feedFlag = (value: unknown): boolean => value !== false && value !== "false";

export function parseFeedFilters(search: string): FeedFilters {
  const query = new URLSearchParams(search);
  const on = (param: FeedFilterParam) => !query.has(param) || feedFlag(query.get(param));
  return {
    user_events: on("user_events"),
    store_events: on("store_events"),
    product_events: on("product_events"),
  };
}

/** The query of the feed's address: the filters that are off, as 'false'; '' when all are on. */
export function feedFiltersQuery(filters: FeedFilters): string {
  const query = new URLSearchParams();
  for (const { param } of FEED_FILTERS) if (!filters[param]) query.set(param, "false");
  return query.toString();
}

/**
 * The parameters of a feed_events.json request, in one order: the host page's preload names the
 * same address (fixtures/host/http/preloads.ts), so the first page's answer is reused.
 */
export function feedRequestParams(filters: FeedFilters, maxCreatedAt: string | null = null) {
  return {
    user_events: filters.user_events,
    store_events: filters.store_events,
    product_events: filters.product_events,
    max_created_at: maxCreatedAt ?? undefined,
  };
}
