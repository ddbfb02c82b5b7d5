// What a guest's page asked when it was last rendered, to ask at once the next time, as a CDN's
// early hints learn a page's links from its last answer: a product's first page of reviews is
// only known from its page data, so without this every render of it waits for two answers one
// after the other. A guess costs at most a GET whose answer goes unread: the render reads only
// what its screens ask, as the host answers this visitor.
import { LRUCache } from "lru-cache";

/** Pages remembered, the least recently rendered forgotten first. */
const REMEMBERED = 1000;

export interface LearnedRequests {
  /** What the page under `key` asked when it was last rendered; none when it is not known. */
  get(key: string): readonly string[];
  remember(key: string, asked: readonly string[]): void;
}

export function learnedRequests(remembered = REMEMBERED): LearnedRequests {
  const pages = new LRUCache<string, readonly string[]>({ max: remembered });
  return {
    get: (key) => pages.get(key) ?? [],
    remember(key, asked) {
      pages.set(key, asked);
    },
  };
}
