// The search.json requests of the benchmark: a fixed, seeded mix of what shoppers send — words
// alone, words with filters, each sort, a few pages deep, category pages and filters without
// words — written the way the bundle writes them (the request form: every value stated).
import { CATEGORY_TREE } from "../../fixtures/host/seed/catalog";
import { createRandom } from "../../fixtures/host/seed/random";
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

/** `count` request paths for search.json; `categories` is the number of category ids. */
export function searchRequests(count: number, categories: number): string[] {
  const random = createRandom(4242);
  const paths: string[] = [];
  for (let i = 0; i < count; i++) {
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
    if (random.chance(0.4)) query.sort_by = random.pick(SORT_VALUES);
    query.page = String(random.chance(0.8) ? 1 : random.int(2, 4));
    paths.push(
      `/reviews/search.json?${serializeSearchParamsKeepingEmpty(normalizeSearchParams(new URLSearchParams(query)))}`,
    );
  }
  return paths;
}
