// Search results are cached by their serialised parameters and the whole cache is
// emptied after 60 s of inactivity, so back and forward show a page at once while a shopper is
// busy, and nothing stale survives a pause.

export interface IdleCache<V> {
  get(key: string): V | undefined;
  set(key: string, value: V): void;
  clear(): void;
}

const SEARCH_CACHE_IDLE_MS = 60_000;

interface Timers {
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

const realTimers: Timers = {
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** Every get or set counts as activity; `maxEntries` bounds memory, the oldest going first. */
export function createIdleCache<V>(
  idleMs = SEARCH_CACHE_IDLE_MS,
  maxEntries = 50,
  timers = realTimers,
): IdleCache<V> {
  const entries = new Map<string, V>();
  let timer: unknown = null;
  const touch = () => {
    if (timer !== null) timers.clearTimeout(timer);
    timer = timers.setTimeout(() => {
      entries.clear();
      timer = null;
    }, idleMs);
  };
  return {
    get(key) {
      touch();
      return entries.get(key);
    },
    set(key, value) {
      touch();
      entries.delete(key);
      entries.set(key, value);
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    },
    clear: () => entries.clear(),
  };
}
