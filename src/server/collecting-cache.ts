// The server's request cache: screens ask for what they miss while they render (no effect runs on
// the server), and the answers become visible together between two passes of the render, so that
// one pass sees one set of answers, and the page inlines exactly the set its last pass saw.
import type { PageAnswer } from "../lib/page-answers";
import type { RequestCache } from "../lib/request-cache";

export interface CollectingCache extends RequestCache {
  /** Waits for the requests started since the last call and shows their answers; how many arrived. */
  settleStarted(): Promise<number>;
  /** The answers the renders see, as the page inlines them. */
  answers(): PageAnswer[];
}

export function createCollectingCache(): CollectingCache {
  const visible = new Map<string, PageAnswer>();
  /** Each key is asked once: a failure shows as loading, and is not asked again in a later pass. */
  const asked = new Map<string, Promise<unknown>>();
  let arriving: Promise<PageAnswer | null>[] = [];
  return {
    fetchWhileRendering: true,
    get: <T>(key: string) => visible.get(key)?.value as T | undefined,
    fetch<T>(...[key, load, ms, tags]: Parameters<RequestCache["fetch"]>) {
      let promise = asked.get(key);
      if (!promise) {
        promise = load();
        asked.set(key, promise);
        arriving.push(
          promise.then(
            (value) => (tags ? { key, value, ms, tags } : { key, value, ms }),
            () => null,
          ),
        );
      }
      return promise as Promise<T>;
    },
    async settleStarted() {
      const waiting = arriving;
      arriving = [];
      let arrived = 0;
      for (const answer of await Promise.all(waiting)) {
        if (!answer) continue;
        visible.set(answer.key, answer);
        arrived++;
      }
      return arrived;
    },
    answers: () => [...visible.values()],
    invalidate: () => {},
    seed: () => {},
  };
}
