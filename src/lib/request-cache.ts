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

/** How a reader asks for an answer. */
export type Load<T = unknown> = (signal?: AbortSignal) => Promise<T>;

export interface RequestCache {
  /**
   * The answer kept for `key`, while it lasts. `load`: how this reader asks for it, which a cache
   * that asks its answers again keeps (lib/reader-cache.ts); this one needs none.
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
}

export function createRequestCache(now: () => number = Date.now): RequestCache {
  // A plain Map, not lru-cache: this runs in the browser, whose budgets a cache library does not
  // fit, and one visitor's answers are few; what no longer lasts goes with each new answer.
  const entries = new Map<string, Entry>();
  const lasts = (entry?: Entry): entry is Entry => !!entry && now() < entry.until;
  return {
    get<T>(key: string) {
      const entry = entries.get(key);
      return (lasts(entry) ? entry.value : undefined) as T | undefined;
    },
    fetch<T>(
      key: string,
      load: (signal?: AbortSignal) => Promise<T>,
      ms: number,
      tags?: readonly CacheTag[],
      signal?: AbortSignal,
    ) {
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
      for (const [key, entry] of entries)
        if (entry.tags?.some((tag) => tags.includes(tag))) entries.delete(key);
    },
  };
}
