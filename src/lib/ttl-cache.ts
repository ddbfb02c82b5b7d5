// A small cache whose entries expire (request caches of 60 and 120 seconds).

export interface TtlCache<V> {
  get(key: string): V | undefined;
  set(key: string, value: V): void;
  delete(key: string): void;
  clear(): void;
}

/** `maxEntries` bounds memory: the oldest entry goes first. */
export function createTtlCache<V>(ttlMs: number, maxEntries = 100, now = () => Date.now()): TtlCache<V> {
  const entries = new Map<string, { value: V; expires: number }>();
  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expires <= now()) {
        entries.delete(key);
        return undefined;
      }
      return entry.value;
    },
    set(key, value) {
      entries.delete(key);
      entries.set(key, { value, expires: now() + ttlMs });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    },
    delete: (key) => void entries.delete(key),
    clear: () => entries.clear(),
  };
}
