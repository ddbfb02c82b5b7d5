// The host's answers, kept by the address asked for a while and tagged by what they hold, so that
// a change the host confirmed drops every answer it made stale (the api's post, put and delete
// name their tags). One per mounted bundle: app/start.tsx creates it beside the store. An address
// holds one answer: a caller that keeps what it picked out of an answer (the banner's categories)
// is the only one to ask that address.

/** Answers that move with every review are kept 60 s (search results too); answers that change slowly, 120 s. */
export const SHORT_LIFETIME = 60_000;
export const LONG_LIFETIME = 120_000;

/** What an answer holds: a change of one drops every answer tagged with it. */
export type CacheTag = "reviews" | "questions" | "profile" | "orders" | "disputes" | "follows" | "reports";

/** How an answer is asked for. */
export type Load<T = unknown> = (signal?: AbortSignal) => Promise<T>;

export interface RequestCache {
  /**
   * The answer kept for `key`, while it lasts. `load`, the reader's way to ask for it, is kept with
   * an answer that came without one (`seed`), to ask it again (`askAgain`).
   */
  get<T>(key: string, load?: Load<T>): T | undefined;
  /**
   * The answer kept for `key`, else the request under way for it, else `load`'s, kept `ms` from
   * its arrival with `tags` (a failure is not kept). A caller who leaves lets the request finish
   * for the others and the next visit; `signal` cancels the request this call starts.
   */
  fetch<T>(
    key: string,
    load: Load<T>,
    ms: number,
    tags?: readonly CacheTag[],
    signal?: AbortSignal,
  ): Promise<T>;
  /** Drops the answers tagged with one of `tags`, and the requests under way for them. */
  invalidate(tags: readonly CacheTag[]): void;
  /** Keeps an answer that came another way (in the host page), as if `fetch` had loaded it now. */
  seed(key: string, value: unknown, ms: number, tags?: readonly CacheTag[]): void;
  /**
   * A server's cache only (no effect runs there): starts the request for `key` while a screen
   * renders, when none was started, and gives what the render waits for until its answer is in
   * or failed (React resumes the screen then; a failure renders as loading, and the browser asks
   * again). The same promise for a key at every render: React replays a screen's waits in order.
   */
  readonly whileRendering?: (
    key: string,
    load: () => Promise<unknown>,
    ms: number,
    tags?: readonly CacheTag[],
  ) => Promise<void>;
}

interface Entry {
  promise: Promise<unknown>;
  /** The answer, once it arrived. */
  value?: unknown;
  /** When the answer goes: Infinity while the request is under way, 0 once it failed. */
  until: number;
  tags?: readonly CacheTag[];
  /** How its reader asks for it, to ask it again (askAgain). */
  load?: Load;
}

/** createRequestCache's, whose answers askAgain reads. */
interface LocalCache extends RequestCache {
  readonly entries: Map<string, Entry>;
}

function tagged(entry: Entry, tags: readonly CacheTag[]): boolean {
  return !!entry.tags?.some((tag) => tags.includes(tag));
}

export function createRequestCache(now: () => number = Date.now): RequestCache {
  const entries = new Map<string, Entry>();
  const lasts = (entry?: Entry): entry is Entry => !!entry && now() < entry.until;
  const cache: LocalCache = {
    entries,
    get<T>(key: string, load?: Load<T>) {
      const entry = entries.get(key);
      if (!lasts(entry)) return;
      entry.load ??= load;
      return entry.value as T;
    },
    fetch<T>(key: string, load: Load<T>, ms: number, tags?: readonly CacheTag[], signal?: AbortSignal) {
      let entry = entries.get(key);
      if (!lasts(entry)) {
        const started: Entry = {
          until: Infinity,
          tags,
          promise: load(signal).then(
            (value) => {
              // What no longer lasts goes first. A request a change dropped is no longer held.
              for (const [k, other] of entries) if (!lasts(other)) entries.delete(k);
              started.value = value;
              started.until = now() + ms;
              return value;
            },
            (error: unknown) => {
              started.until = 0;
              throw error;
            },
          ),
        };
        entries.set(key, started);
        entry = started;
      }
      return entry.promise as Promise<T>;
    },
    seed(key, value, ms, tags) {
      entries.set(key, { promise: Promise.resolve(value), value, until: now() + ms, tags });
    },
    invalidate(tags) {
      for (const [key, entry] of entries) if (tagged(entry, tags)) entries.delete(key);
    },
  };
  return cache;
}

/**
 * Asks again, each with its reader's load, the answers `cache` (createRequestCache's) keeps with
 * one of `tags` (a reader who turns out to be signed in has the guest's answers asked as theirs);
 * apart from the cache, so that only a bundle that asks again carries it. Resolves once every one has arrived with what puts
 * them all in place at once: the caller's change that goes with them is made in the same turn, so
 * a screen shows the new answers and that change together. An answer no reader read goes then,
 * for its next reader to ask. A failure rejects and changes nothing.
 */
export async function askAgain(cache: RequestCache, tags: readonly CacheTag[]): Promise<() => void> {
  // Answers that arrived (a request under way is already the reader's as they are now).
  const again: Entry[] = [];
  for (const [key, entry] of (cache as LocalCache).entries)
    if (tagged(entry, tags) && cache.get(key) !== undefined) again.push(entry);
  const values = await Promise.all(again.map((entry) => entry.load?.()));
  // In place: one a change dropped meanwhile stays dropped. The new answers go when the ones they
  // replace would have.
  return () => {
    for (const [i, entry] of again.entries())
      if (!entry.load) entry.until = 0;
      else {
        entry.value = values[i];
        entry.promise = Promise.resolve(values[i]);
      }
  };
}
