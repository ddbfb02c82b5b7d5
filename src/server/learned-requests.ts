// What a guest's page asked when it was last rendered, to ask at once the next time, as a CDN's
// early hints learn a page's links from its last answer: a product's first page of reviews is
// only known from its page data, so without this every render of it waits for two answers one
// after the other. A guess costs at most a GET whose answer goes unread: the render reads only
// what its screens ask, as the host answers this visitor.

/** Pages remembered, the least recently rendered forgotten first. */
const REMEMBERED = 1000;

export interface LearnedRequests {
  /** What the page under `key` asked when it was last rendered; none when it is not known. */
  get(key: string): readonly string[];
  remember(key: string, asked: readonly string[]): void;
}

export function learnedRequests(remembered = REMEMBERED): LearnedRequests {
  const pages = new Map<string, readonly string[]>();
  return {
    get: (key) => pages.get(key) ?? [],
    remember(key, asked) {
      pages.delete(key);
      pages.set(key, asked);
      if (pages.size > remembered) pages.delete(pages.keys().next().value as string);
    },
  };
}
