// The result cache is emptied after 60 s of inactivity; the price filter follows a
// change of currency, rounded up; a category page's search follows the category route rules.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { categorySearchParams, searchFromCategoryHref } from "../../src/lib/category-search";
import { createIdleCache } from "../../src/lib/idle-cache";
import { convertPriceFilter } from "../../src/lib/price-filter";
import { normalizeSearchParams } from "../../src/lib/search-params";

const test = suite("search-caches");

function fakeTimers() {
  let now = 0;
  let pending: { at: number; fn: () => void } | null = null;
  return {
    timers: {
      setTimeout: (fn: () => void, ms: number) => (pending = { at: now + ms, fn }),
      clearTimeout: () => {
        pending = null;
      },
    },
    advance(ms: number) {
      now += ms;
      if (pending && pending.at <= now) {
        const { fn } = pending;
        pending = null;
        fn();
      }
    },
  };
}

test("entries stay while the cache is used and all go after 60 s without use", () => {
  const clock = fakeTimers();
  const cache = createIdleCache<number>(60_000, 10, clock.timers);
  cache.set("a", 1);
  clock.advance(59_000);
  assert.is(cache.get("a"), 1); // use: the 60 s start again
  clock.advance(59_000);
  cache.set("b", 2);
  clock.advance(59_999);
  assert.is(cache.get("a"), 1);
  clock.advance(60_000);
  assert.is(cache.get("a"), undefined);
  assert.is(cache.get("b"), undefined);
});

test("the oldest entry goes first when the cache is full", () => {
  const cache = createIdleCache<number>(60_000, 2, fakeTimers().timers);
  cache.set("a", 1);
  cache.set("b", 2);
  cache.set("c", 3);
  assert.equal([cache.get("a"), cache.get("b"), cache.get("c")], [undefined, 2, 3]);
});

const rates = { USD: 1, EUR: 0.92, GBP: 0.79 };

test("a currency change converts the price range with the rates, rounded up, on page 1", () => {
  const params = normalizeSearchParams("q=tea&page=3&min_price=10&max_price=50&currency=USD");
  const converted = convertPriceFilter(params, "USD", "EUR", rates);
  assert.equal(
    [converted?.min_price, converted?.max_price, converted?.currency, converted?.page],
    [10, 46, "EUR", 1],
  );
  // 9.2 EUR is 9.999… USD in floating point; rounding up must not make it 11.
  assert.is(convertPriceFilter(normalizeSearchParams("min_price=9.2"), "EUR", "USD", rates)?.min_price, 10);
});

test("into 'Store currency' nothing converts; without a price range there is nothing to do", () => {
  const toStore = convertPriceFilter(normalizeSearchParams("min_price=10"), "USD", "*", rates);
  assert.equal([toStore?.min_price, toStore?.currency], [null, "*"]);
  assert.is(convertPriceFilter(normalizeSearchParams("q=tea"), "USD", "EUR", rates), null);
});

test("a category page searches its own category, without the shop, as a category search", () => {
  const params = categorySearchParams(
    "?category_id=99&shop_domain=a.example&search_in_shop=true&platform=shopify&sort_by=newest&page=2",
    7,
  );
  assert.equal(
    [params.category_id, params.category_search, params.shop_domain, params.sort_by, params.page],
    [7, "true", undefined, "newest", 2],
  );
});

test("going to search from a category page carries the category and `from`", () => {
  assert.is(
    searchFromCategoryHref("?sort_by=newest&page=3", 7),
    "/reviews/search?page=1&sort_by=newest&category_id=7&from=category",
  );
});

test.run();
