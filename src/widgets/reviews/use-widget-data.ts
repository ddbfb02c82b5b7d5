import type { ApiError } from "../../api/client";
import type { WidgetData } from "../../api/contract/review";
import { SHORT_LIFETIME } from "../../lib/request-cache";
import { useCachedRequest } from "../use-cached-request";

export interface WidgetState {
  /** The last data that arrived; kept while the next loads, so the list never jumps to empty. */
  data: WidgetData | null;
  loading: boolean;
  error: ApiError | null;
  /** Loads again after a failure. */
  retry: () => void;
}

/**
 * Loads the reviews widget for `key` (the call's address), cancelling a call that is overtaken.
 * Kept 60 s, so back and forward show a filtered view at once, until a review changes.
 */
export function useWidgetData(key: string, load: () => Promise<WidgetData>): WidgetState {
  const { data, shown, error, retry } = useCachedRequest(key, load, SHORT_LIFETIME, ["reviews"]);
  return { data: data ?? shown, loading: data === null && error === null, error, retry };
}
