// Search filters: what counts as changed, Clear, a pill's cancel, empty searches, the request.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { clearFilters, withoutFilter } from "../../src/lib/search-filters";
import {
  filtersChanged,
  hasActiveFilters,
  isEmptySearch,
  normalizeSearchParams,
  searchRequestKey,
  searchRequestParams,
} from "../../src/lib/search-params";

const test = suite("search-filters");
const norm = (q: string) => normalizeSearchParams(q);

test("filters count as changed by the filter fields, never by the page, text or sort", () => {
  assert.not.ok(filtersChanged(norm("page=1"), norm("page=7&q=tea&sort_by=newest")));
  for (const change of [
    "reviews_count=10",
    "min_rating=3",
    "min_transparency=90",
    "min_authenticity=90",
    "store_country=DE",
    "country=FR",
    "min_price=5",
    "max_price=50",
    "category_id=3",
  ]) {
    assert.ok(filtersChanged(norm(""), norm(change)), change);
  }
});

test("a fresh search has no active filters; min_transparency 0 is a change from 80", () => {
  assert.not.ok(hasActiveFilters(norm("q=kettle&page=3")));
  assert.ok(hasActiveFilters(norm("min_transparency=0")));
});

test("Clear goes back to the defaults, keeps the text, sort and shop, and returns to page 1", () => {
  const busy = norm(
    "q=kettle&page=4&sort_by=newest&country=DE&min_rating=4&min_price=10&category_id=3&shop_domain=a.example&search_in_shop=true&platform=shopify",
  );
  const cleared = clearFilters(busy);
  assert.not.ok(hasActiveFilters(cleared));
  assert.equal(
    [cleared.q, cleared.sort_by, cleared.page, cleared.shop_domain],
    ["kettle", "newest", 1, "a.example"],
  );
});

test("a pill's cancel resets only its own fields", () => {
  const params = norm("q=tea&page=2&min_rating=4&min_price=5&max_price=9");
  const next = withoutFilter(params, ["min_price", "max_price"]);
  assert.equal([next.min_price, next.max_price, next.min_rating, next.page], [null, null, 4, 1]);
});

test("empty q with no filters is an empty search; a filter or a shop makes it a search", () => {
  assert.ok(isEmptySearch(norm("")));
  assert.ok(isEmptySearch(norm("q=%20%20&page=2")));
  assert.not.ok(isEmptySearch(norm("category_id=4")));
  assert.not.ok(isEmptySearch(norm("shop_domain=a.example&search_in_shop=true&platform=shopify")));
});

test("the request states the currency only with a price filter, the address's before the chosen", () => {
  assert.is(searchRequestParams(norm("q=tea&currency=EUR"), "USD").currency, undefined);
  assert.is(searchRequestParams(norm("q=tea&min_price=5"), "USD").currency, "USD");
  assert.is(searchRequestParams(norm("q=tea&min_price=5&currency=eur"), "USD").currency, "EUR");
  // The key states every value, so the default min_transparency of 80 is part of it.
  assert.match(searchRequestKey(searchRequestParams(norm("q=tea"), "*")), "min_transparency=80");
});

test.run();
