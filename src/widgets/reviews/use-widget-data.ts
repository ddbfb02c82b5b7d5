import type { ApiError } from "../../api/client";
import type { WidgetData } from "../../api/types/review";
import { createTtlCache } from "../../lib/ttl-cache";
import { useCachedRequest } from "../use-cached-request";

export interface WidgetState {
  /** The last data that arrived; kept while the next loads, so the list never jumps to empty. */
  data: WidgetData | null;
  loading: boolean;
  error: ApiError | null;
  /** Loads again after a failure. */
  retry: () => void;
}

// Request caches keep answers 60 s; back and forward show a filtered view at once.
const cache = createTtlCache<WidgetData>(60_000, 30);

/** After a reviewer changes one of their reviews, no widget may show it as it was. */
export const forgetReviewWidgets = () => cache.clear();

/** Loads the reviews widget for `key` (the call's parameters), cancelling a call that is overtaken. */
export function useWidgetData(key: string, load: (signal: AbortSignal) => Promise<WidgetData>): WidgetState {
  const { data, shown, error, retry } = useCachedRequest(key, load, cache);
  return { data: data ?? shown, loading: data === null && error === null, error, retry };
}
