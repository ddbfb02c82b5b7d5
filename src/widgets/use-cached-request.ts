// The one way screens load data: by key, from a cache when it holds the answer, the call under
// way aborted when the key changes, failures as a typed ApiError, a retry.
import { useEffect, useRef, useState } from "react";
import { ApiError, isApiError } from "../api/client";

/** What the hook needs of a cache: src/lib/ttl-cache.ts and src/lib/idle-cache.ts both fit. */
export interface RequestCache<T> {
  get(key: string): T | undefined;
  set(key: string, value: T): void;
}

export interface CachedRequest<T> {
  /** The answer for the current key; null while it loads or after it failed. */
  data: T | null;
  /** The last answer shown, to keep on screen while the next one loads. */
  shown: T | null;
  error: ApiError | null;
  retry: () => void;
}

/**
 * The answer for `key`: from `cache` at once when it holds one (back and forward show the page
 * immediately), else loaded, the call under way aborted when the key changes. `key` null loads
 * nothing.
 */
export function useCachedRequest<T>(
  key: string | null,
  load: (signal: AbortSignal) => Promise<T>,
  cache: RequestCache<T>,
): CachedRequest<T> {
  const [state, setState] = useState<{ key: string | null; error: ApiError | null; attempt: number }>({
    key,
    error: null,
    attempt: 0,
  });
  const last = useRef<{ key: string | null; data: T | null }>({ key: null, data: null });
  const hit = key === null ? undefined : cache.get(key);
  if (hit !== undefined) last.current = { key, data: hit };

  // biome-ignore lint/correctness/useExhaustiveDependencies: `load` follows `key`; `attempt` retries
  useEffect(() => {
    if (key === null || cache.get(key) !== undefined) return;
    setState((s) => (s.error ? { ...s, error: null } : s));
    const controller = new AbortController();
    load(controller.signal).then(
      (data) => {
        cache.set(key, data);
        setState((s) => ({ ...s, key, error: null }));
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState((s) => ({ ...s, key, error: isApiError(error) ? error : new ApiError("malformed", 0) }));
      },
    );
    return () => controller.abort();
  }, [key, state.attempt]);

  return {
    // The cache may have been emptied while this page stayed on screen: its answer still holds.
    data: hit ?? (last.current.key === key ? last.current.data : null),
    shown: last.current.data,
    error: state.key === key ? state.error : null,
    retry: () => setState((s) => ({ ...s, error: null, attempt: s.attempt + 1 })),
  };
}
