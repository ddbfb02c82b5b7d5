// The search.json requests of the benchmark: a fixed, seeded mix of what shoppers send — words
// alone, words with filters, each sort, a few pages deep, category pages and filters without
// words — written the way the bundle writes them (every value stated); and the search bar's
// instant_search requests while a shopper types.
import { CATEGORY_TREE } from "../../fixtures/host/seed/catalog";
import { createRandom } from "../../fixtures/host/seed/random";
import { PRODUCT_ADJECTIVES, PRODUCT_DETAILS, SHOP_FIRST } from "../../fixtures/host/seed/words";
import {
  normalizeSearchParams,
  SORT_VALUES,
  serializeSearchParamsKeepingEmpty,
} from "../../src/lib/search-params";

const NOUNS = Object.values(CATEGORY_TREE).flatMap((seconds) =>
  Object.values(seconds).flatMap((thirds) => Object.values(thirds).flat()),
);
const COUNTRIES = ["US", "GB", "DE", "FR", "AU", "CA", "IN", "NL"];
const CURRENCIES = ["USD", "EUR", "GBP", "AUD"];

/** `word` with its third and fourth letters swapped (one typo), or its third replaced when they are the same. */
export function withTypo(word: string): string {
  const [a, b] = [word[2] as string, word[3] as string];
  return `${word.slice(0, 2)}${a === b ? (a === "x" ? "y" : "x") : `${b}${a}`}${word.slice(a === b ? 3 : 4)}`;
}

/**
 * `count` request paths for search.json; `categories` is the number of category ids. `distinct`:
 * no path twice (a shopper's repeat is answered from the host's memory; these are not). `typo`:
 * searches with words only, the longest word (of five letters or more) typed with one typo.
 */
export function searchRequests(
  count: number,
  categories: number,
  { distinct = false, typo = false } = {},
): string[] {
  const random = createRandom(4242);
  const paths: string[] = [];
  const seen = new Set<string>();
  while (paths.length < count) {
    const query: Record<string, string> = {};
    const noun = random.pick(NOUNS);
    const kind = random.weighted([45, 30, 15, 10]); // words; words + filters; category page; filters only
    if (kind <= 1) {
      const words = noun.toLowerCase().split(" ");
      // Shoppers type one word as often as the whole name, sometimes half a word.
      query.q = random.chance(0.4)
        ? words.join(" ")
        : (words.at(-1) ?? noun).slice(0, random.chance(0.2) ? 4 : 99);
    }
    if (kind === 2) {
      query.category_id = String(random.int(1, categories));
      query.category_search = "true";
    }
    if (kind === 1 || kind === 3) {
      if (random.chance(0.5)) query.min_rating = String(random.int(3, 4));
      if (random.chance(0.3)) query.country = random.pick(COUNTRIES);
      if (random.chance(0.3)) query.store_country = random.pick(COUNTRIES);
      if (random.chance(0.3)) query.min_transparency = String(random.pick([0, 90, 95]));
      if (random.chance(0.2)) query.reviews_count = String(random.pick([1, 10, 50]));
      if (random.chance(0.3)) {
        query.currency = random.pick(CURRENCIES);
        query.min_price = String(random.int(5, 60));
        query.max_price = String(random.int(61, 400));
      }
    }
    if (typo) {
      const words = query.q?.split(" ") ?? [];
      const longest = words.reduce((a, b) => (b.length > a.length ? b : a), "");
      if (longest.length < 5) continue;
      query.q = words.map((word) => (word === longest ? withTypo(word) : word)).join(" ");
    }
    if (random.chance(0.4)) query.sort_by = random.pick(SORT_VALUES);
    query.page = String(random.chance(0.8) ? 1 : random.int(2, 4));
    const path = `/reviews/search.json?${serializeSearchParamsKeepingEmpty(normalizeSearchParams(new URLSearchParams(query)))}`;
    if (distinct && seen.has(path)) continue;
    seen.add(path);
    paths.push(path);
  }
  return paths;
}

const TITLE_WORDS = [
  ...new Set([...SHOP_FIRST, ...PRODUCT_ADJECTIVES, ...NOUNS, ...PRODUCT_DETAILS]),
].flatMap((text) => text.toLowerCase().match(/[a-z0-9]+/g) ?? []);

/**
 * `count` distinct instant_search paths as the search bar sends them while a shopper types: the
 * first letters of a word of a product title, or a whole word and the start of the next; with the
 * search page's filters now and then (elsewhere the bar sends the defaults).
 */
export function suggestionRequests(count: number): string[] {
  const random = createRandom(99);
  const paths = new Set<string>();
  while (paths.size < count) {
    const word = random.pick(TITLE_WORDS);
    const typed = word.slice(0, random.int(1, word.length));
    const next = random.pick(TITLE_WORDS);
    const q = random.chance(0.25) ? `${word} ${next.slice(0, random.int(1, next.length))}` : typed;
    const query: Record<string, string> = { q };
    if (random.chance(0.2)) {
      if (random.chance(0.5)) query.min_rating = String(random.int(3, 4));
      if (random.chance(0.3)) query.country = random.pick(COUNTRIES);
      if (random.chance(0.3)) query.min_transparency = String(random.pick([0, 90]));
    }
    paths.add(
      `/reviews/instant_search?${serializeSearchParamsKeepingEmpty(normalizeSearchParams(new URLSearchParams(query)))}`,
    );
  }
  return [...paths];
}

/**
 * `count` distinct instant_search paths with nothing typed, which the host answers without reading
 * any data: what every request costs (HTTP, the session, the hooks), the floor under the others.
 * They differ in the redesign flag, a parameter the route takes and ignores.
 */
export function emptySuggestionRequests(count: number): string[] {
  return Array.from({ length: count }, (_, i) => `/reviews/instant_search?q=&redesign=${i}`);
}

/** A word that many product titles share: the search shoppers send most and the host's slowest. */
export const COMMON_WORD = "set";

/**
 * `count` search.json paths for the common word as the bundle sends them, on pages 1 to 4 and with
 * each sort now and then (what shoppers do after typing it).
 */
export function commonWordRequests(count: number): string[] {
  const random = createRandom(7);
  return Array.from({ length: count }, () => {
    const query: Record<string, string> = {
      q: COMMON_WORD,
      page: String(random.chance(0.8) ? 1 : random.int(2, 4)),
    };
    if (random.chance(0.3)) query.sort_by = random.pick(SORT_VALUES);
    return `/reviews/search.json?${serializeSearchParamsKeepingEmpty(normalizeSearchParams(new URLSearchParams(query)))}`;
  });
}
