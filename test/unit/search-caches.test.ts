// The price filter follows a change of currency, rounded up; a category page's search follows the
// category route rules. (Search results' 60 s without use: unit/request-cache.test.ts.)
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { categorySearchParams, searchFromCategoryHref } from "../../src/lib/category-search";
import { convertPriceFilter } from "../../src/lib/price-filter";
import { normalizeSearchParams } from "../../src/lib/search-params";

const test = suite("search-caches");

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
