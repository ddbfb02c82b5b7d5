// Local storage that never throws (private modes, full quota, disabled storage) and values
// that expire (exchange rates 6 hours, a question draft an hour).

interface Stored<T> {
  value: T;
  /** Epoch milliseconds; absent: kept until removed. */
  expires?: number;
}

function store(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export function readStored<T>(key: string, now = Date.now()): T | null {
  try {
    const text = store()?.getItem(key);
    if (text == null) return null;
    const stored = JSON.parse(text) as Stored<T>;
    if (!stored || typeof stored !== "object" || !("value" in stored)) return null;
    if (typeof stored.expires === "number" && stored.expires <= now) {
      store()?.removeItem(key);
      return null;
    }
    return stored.value;
  } catch {
    return null;
  }
}

/** `ttlMs` omitted: kept until removed. */
export function writeStored<T>(key: string, value: T, ttlMs?: number, now = Date.now()): void {
  const stored: Stored<T> = ttlMs === undefined ? { value } : { value, expires: now + ttlMs };
  try {
    store()?.setItem(key, JSON.stringify(stored));
  } catch {
    // storage full or disabled: the value lives for this page only
  }
}

export function removeStored(key: string): void {
  try {
    store()?.removeItem(key);
  } catch {
    // nothing to do
  }
}

export const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;
