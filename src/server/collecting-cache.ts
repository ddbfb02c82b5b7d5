// The server's request cache: a screen that misses an answer asks for it while it renders, and
// React's prerender waits for it and renders that screen again with it (no effect runs on the
// server). Every answer a render read is one the page inlines: the browser adopts the markup
// from the same answers.
import type { PageAnswer } from "../lib/page-answers";
import type { RequestCache } from "../lib/request-cache";

export interface CollectingCache extends RequestCache {
  /** The answers that arrived, as the page inlines them. */
  answers(): PageAnswer[];
}

export function createCollectingCache(): CollectingCache {
  const arrived = new Map<string, PageAnswer>();
  /** Each key is asked once: a failure renders as loading, and is not asked again. */
  const asked = new Map<string, Promise<unknown>>();
  /**
   * What a render waits for, one promise per key, settled or not: React replays a screen's waits
   * in the order it made them, so a screen waits on every key it reads, at every render.
   */
  const settled = new Map<string, Promise<void>>();
  const cache: CollectingCache = {
    get: <T>(key: string) => arrived.get(key)?.value as T | undefined,
    fetch<T>(...[key, load, ms, tags]: Parameters<RequestCache["fetch"]>) {
      let promise = asked.get(key);
      if (!promise) {
        promise = load();
        asked.set(key, promise);
        const done: Promise<void> & { status?: string } = promise.then(
          (value) => {
            arrived.set(key, tags ? { key, value, ms, tags } : { key, value, ms });
          },
          () => {},
        );
        // Marked as React marks a promise it has seen settle: a screen that reads the key later
        // goes on at once, rather than waiting a turn to learn that it is settled.
        done.then(() => {
          done.status = "fulfilled";
        });
        settled.set(key, done);
      }
      return promise as Promise<T>;
    },
    whileRendering(key, load, ms, tags) {
      cache.fetch(key, load, ms, tags).catch(() => {});
      return settled.get(key) as Promise<void>;
    },
    answers: () => [...arrived.values()],
    invalidate: () => {},
    seed: () => {},
  };
  return cache;
}
