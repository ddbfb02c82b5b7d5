// The answers a page came with, asked again as their reader: a shop's page learns who is signed in
// only after its first screen, a guest's (embed/signed-in-reviewer.ts). Each is asked again with
// the load of the screen that read it, which this cache keeps as the screen reads (get), and all
// are put in place at once. Only the bundle that asks again carries it, around the one request
// cache every bundle has (request-cache.ts).
import type { PageAnswer } from "./page-answers";
import type { Load, RequestCache } from "./request-cache";

export interface ReaderCache extends RequestCache {
  /** Key → how the first screen that read it asks for it. */
  loads: Map<string, Load>;
}

export function readerCache(cache: RequestCache): ReaderCache {
  const loads = new Map<string, Load>();
  return {
    ...cache,
    loads,
    get(key, load) {
      if (load && !loads.has(key)) loads.set(key, load);
      return cache.get(key);
    },
  };
}

/**
 * Asks `answers` again, each with its reader's load; resolves once every one has arrived with what
 * puts them all in place at once, so the caller's change that goes with them (the reader signed
 * in) is made in the same turn and a screen shows both together. One no screen read goes then, for
 * its next reader to ask; one a change dropped meanwhile stays dropped. A failure rejects and
 * changes nothing.
 */
export async function askAgain(cache: ReaderCache, answers: PageAnswer[]): Promise<() => void> {
  const kept = answers.filter(({ key }) => cache.get(key) !== undefined);
  const values = await Promise.all(kept.map(({ key }) => cache.loads.get(key)?.()));
  return () =>
    kept.forEach(({ key, ms, tags }, i) => {
      // Kept for no time, an answer no screen read is gone.
      if (cache.get(key) !== undefined) cache.seed(key, values[i], cache.loads.has(key) ? ms : 0, tags);
    });
}
