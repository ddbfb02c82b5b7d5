// The one way screens load data: by key (the address asked), from the bundle's request cache when
// it holds the answer, one request for every caller of a key, failures as a typed ApiError, a retry.
import { use, useDeferredValue, useEffect, useRef, useState } from "react";
import { ApiError, isApiError } from "../api/client";
import type { CacheTag } from "../lib/request-cache";
import { useAtomValue } from "../state/jotai";
import { requestCacheAtom } from "../state/request-cache";

/** The bundle's one request cache (app/start.tsx puts it in the store). */
export const useRequestCache = () => useAtomValue(requestCacheAtom);

export interface CachedRequest<T> {
  /** The answer for the current key; null while it loads or after it failed. */
  data: T | null;
  /** The last answer shown, to keep on screen while the next one loads. */
  shown: T | null;
  error: ApiError | null;
  retry: () => void;
}

/**
 * The answer for `key`: from the cache at once when it holds one (back and forward show the page
 * immediately), else loaded and kept `ms` with `tags`. `key` null loads nothing.
 */
export function useCachedRequest<T>(
  key: string | null,
  load: () => Promise<T>,
  ms: number,
  tags?: readonly CacheTag[],
): CachedRequest<T> {
  const cache = useRequestCache();
  const [state, setState] = useState<{ key: string | null; error: ApiError | null; attempt: number }>({
    key,
    error: null,
    attempt: 0,
  });
  const last = useRef<{ key: string | null; data: T | null }>({ key: null, data: null });
  // With this reader's load, to ask an answer the page came with again (lib/reader-cache.ts).
  const hit = key === null ? undefined : cache.get<T>(key, load);
  if (hit !== undefined) last.current = { key, data: hit };
  // A server render waits for the answer, and renders this screen with it. It waits on every key
  // at every render, answered or not: React matches a screen's waits by their order.
  if (cache.whileRendering && key !== null) use(cache.whileRendering(key, load, ms, tags));

  // biome-ignore lint/correctness/useExhaustiveDependencies: `load`, `ms` and `tags` follow `key`; `attempt` retries
  useEffect(() => {
    if (key === null || hit !== undefined) return;
    setState((s) => (s.error ? { ...s, error: null } : s));
    // Left when the key changes: the answer still arrives in the cache for the next visit.
    let left = false;
    cache.fetch(key, load, ms, tags).then(
      (data) => {
        if (left) return;
        last.current = { key, data };
        setState((s) => ({ ...s, key, error: null }));
      },
      (error: unknown) => {
        if (left) return;
        setState((s) => ({ ...s, key, error: isApiError(error) ? error : new ApiError("malformed", 0) }));
      },
    );
    return () => {
      left = true;
    };
  }, [key, state.attempt]);

  return {
    // A change may have dropped the answer while this page stayed on screen: it still holds here.
    data: hit ?? (last.current.key === key ? last.current.data : null),
    shown: last.current.data,
    error: state.key === key ? state.error : null,
    retry: () => setState((s) => ({ ...s, error: null, attempt: s.attempt + 1 })),
  };
}

/**
 * What a screen shows of what was pressed (a filter, a sort, a page): at once when the answer for
 * `keyOf(pressed)` is kept (Back, Forward, a choice made again), else after the press's own paint,
 * yielding to the next press. `behind` until it is what was pressed: what shows is the last press's.
 */
export function useShownPress<T>(
  pressed: T,
  keyOf: (value: T) => string | null,
): { shown: T; behind: boolean } {
  const answers = useRequestCache();
  const deferred = useDeferredValue(pressed);
  const key = keyOf(pressed);
  const shown = key !== null && answers.get(key) !== undefined ? pressed : deferred;
  return { shown, behind: shown !== pressed };
}
