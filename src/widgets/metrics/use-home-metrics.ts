import type { HomeMetrics } from "../../api/contract/home";
import { getHomeMetrics, HOME_METRICS_URL } from "../../api/marketplace";
import { SHORT_LIFETIME } from "../../lib/request-cache";
import { useCachedRequest } from "../use-cached-request";

/** The marketplace's numbers from /reviews.json, kept 60 s (they move with every review); null while loading or after a failure. */
export function useHomeMetrics(): { metrics: HomeMetrics | null; failed: boolean } {
  const { data, error } = useCachedRequest(HOME_METRICS_URL, getHomeMetrics, SHORT_LIFETIME);
  return { metrics: data, failed: error !== null };
}
