import { useEffect, useState } from "react";
import { ApiError, isApiError } from "../../api/client";
import type { WidgetData } from "../../api/types/review";
import { createTtlCache } from "../../lib/ttl-cache";

export interface WidgetState {
  /** The last data that arrived; kept while the next loads, so the list never jumps to empty. */
  data: WidgetData | null;
  loading: boolean;
  error: ApiError | null;
  /** Loads again after a failure. */
  retry: () => void;
}

// §9: request caches of 60 s; back and forward show a filtered view at once.
const cache = createTtlCache<WidgetData>(60_000, 30);

/** Loads the reviews widget for `key` (the call's parameters), cancelling a call that is overtaken. */
export function useWidgetData(key: string, load: (signal: AbortSignal) => Promise<WidgetData>): WidgetState {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<Omit<WidgetState, "retry"> & { key: string }>(() => ({
    key,
    data: cache.get(key) ?? null,
    loading: !cache.get(key),
    error: null,
  }));

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names everything `load` sends; `attempt` retries
  useEffect(() => {
    const hit = cache.get(key);
    if (hit) {
      setState({ key, data: hit, loading: false, error: null });
      return;
    }
    setState((previous) => ({ ...previous, key, loading: true, error: null }));
    const controller = new AbortController();
    load(controller.signal).then(
      (data) => {
        cache.set(key, data);
        setState({ key, data, loading: false, error: null });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const apiError = isApiError(error) ? error : new ApiError("malformed", 0);
        setState((previous) => ({ ...previous, key, loading: false, error: apiError }));
      },
    );
    return () => controller.abort();
  }, [key, attempt]);

  return { ...state, retry: () => setAttempt((n) => n + 1) };
}
