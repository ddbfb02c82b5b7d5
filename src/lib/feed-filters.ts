// The feed's filters in the address: People, Stores and Products (user_events, store_events,
// product_events). A filter is off only when its value is false or the string 'false'; anything
// else, or none, leaves it on. The address carries only the filters that are off.
import { msg } from "./i18n/translate";
import { defineQuery, flagField } from "./query-codec";

/** Each filter's parameter and label (a message: t(label) shows it). */
export const FEED_FILTERS = [
  { param: "user_events", label: msg("People") },
  { param: "store_events", label: msg("Stores") },
  { param: "product_events", label: msg("Products") },
] as const;

export type FeedFilterParam = (typeof FEED_FILTERS)[number]["param"];
export type FeedFilters = Record<FeedFilterParam, boolean>;

/** The filter rule: only false and 'false' turn a filter off. */
export const feedFlag = (value: unknown): boolean => value !== false && value !== "false";

const FEED_QUERY = defineQuery<FeedFilters>(
  {
    user_events: ["user_events", flagField],
    store_events: ["store_events", flagField],
    product_events: ["product_events", flagField],
  },
  { user_events: true, store_events: true, product_events: true },
);

export const parseFeedFilters = FEED_QUERY.parse;

/** The query of the feed's address: the filters that are off, as 'false'; '' when all are on. */
export const feedFiltersQuery = FEED_QUERY.serialize;

/**
 * The parameters of a feed_events.json request, in one order: the host page's preload names the
 * same address (src/lib/first-requests.ts), so the first page's answer is reused.
 */
export function feedRequestParams(filters: FeedFilters, maxCreatedAt: string | null = null) {
  return {
    user_events: filters.user_events,
    store_events: filters.store_events,
    product_events: filters.product_events,
    max_created_at: maxCreatedAt ?? undefined,
  };
}
