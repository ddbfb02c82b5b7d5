import { getHomeMetrics, HOME_METRICS_URL } from "../../api/marketplace";
import type { HomeMetrics } from "../../api/types/home";
import { createTtlCache } from "../../lib/ttl-cache";
import { useCachedRequest } from "../use-cached-request";

// The metrics move with every review: kept 60 s.
const cache = createTtlCache<HomeMetrics>(60_000, 1);

/** The marketplace's numbers from /reviews.json; null while loading or after a failure. */
export function useHomeMetrics(): { metrics: HomeMetrics | null; failed: boolean } {
  const { data, error } = useCachedRequest(HOME_METRICS_URL, getHomeMetrics, cache);
  return { metrics: data, failed: error !== null };
}
