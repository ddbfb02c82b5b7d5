// Search parameters: every rule by example, then properties over any query string.
import fc from "fast-check";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { COUNTRIES } from "../../src/lib/countries";
import { COUNTRY_CODES } from "../../src/lib/country-codes";
import { searchHref } from "../../src/lib/search-href";
import {
  MAX_PAGE,
  type NormalizedSearchParams,
  normalizeSearchParams,
  SEARCH_PARAM_ORDER,
  SORT_VALUES,
  serializeSearchParams,
  serializeSearchParamsKeepingEmpty,
} from "../../src/lib/search-params";

const test = suite("search-params");
const norm = (q: string) => normalizeSearchParams(q);

test("a missing query gives the defaults, min_transparency 80 for a fresh search", () => {
  assert.equal(norm(""), {
    q: "",
    page: 1,
    sort_by: null,
    category_id: null,
    country: "*",
    store_country: "*",
    min_rating: 0,
    min_transparency: 80,
    min_authenticity: 0,
    min_price: null,
    max_price: null,
    reviews_count: 0,
  });
});

test("the junk query of the issue: page 1, rating 5, prices swapped, country dropped", () => {
  const p = norm("?page=abc&min_rating=9&min_price=50&max_price=10&country=XX");
  assert.is(p.page, 1);
  assert.is(p.min_rating, 5);
  assert.is(p.min_price, 10);
  assert.is(p.max_price, 50);
  assert.is(p.country, "*");
});

test("page is a whole number up to MAX_PAGE (what the host accepts), else 1: the one page rule", () => {
  assert.is(norm("page=3").page, 3);
  assert.is(norm(`page=${MAX_PAGE}`).page, MAX_PAGE);
  assert.is(norm("page=3.9").page, 1);
  assert.is(norm("page=").page, 1);
  assert.is(norm("page=-2").page, 1);
  assert.is(norm("page=1e9").page, 1);
});

test("min_rating is clamped to 0..5 and ignored when not numeric", () => {
  assert.is(norm("min_rating=4.5").min_rating, 4.5);
  assert.is(norm("min_rating=-1").min_rating, 0);
  assert.is(norm("min_rating=four").min_rating, 0);
});

test("prices are kept only when numeric and above 0", () => {
  assert.is(norm("min_price=0").min_price, null);
  assert.is(norm("min_price=-3").min_price, null);
  assert.is(norm("max_price=lots").max_price, null);
  assert.is(norm("min_price=12.5").min_price, 12.5);
  assert.equal(
    [norm("min_price=9&max_price=3").min_price, norm("min_price=9&max_price=3").max_price],
    [3, 9],
  );
});

test("min_transparency and min_authenticity: integers, 0 when not numeric", () => {
  assert.is(norm("min_transparency=abc").min_transparency, 0);
  assert.is(norm("min_transparency=").min_transparency, 0);
  assert.is(norm("min_transparency=95").min_transparency, 95);
  assert.is(norm("min_authenticity=90.7").min_authenticity, 90);
  assert.is(norm("min_authenticity=x").min_authenticity, 0);
  assert.is(norm("min_authenticity=400").min_authenticity, 100);
});

test("category_id and reviews_count are integers, ignored when not numeric", () => {
  assert.is(norm("category_id=12").category_id, 12);
  assert.is(norm("category_id=").category_id, null);
  assert.is(norm("category_id=kitchen").category_id, null);
  assert.is(norm("reviews_count=10").reviews_count, 10);
  assert.is(norm("reviews_count=many").reviews_count, 0);
});

test("the country codes the normaliser accepts are exactly those of the country table", () => {
  assert.equal([...COUNTRY_CODES].sort(), Object.keys(COUNTRIES).sort());
});

test("countries are upper-cased and kept only from the country list", () => {
  assert.is(norm("country=de").country, "DE");
  assert.is(norm("store_country=gb").store_country, "GB");
  assert.is(norm("store_country=XX").store_country, "*");
  assert.is(norm("country=*").country, "*");
});

test("currency is upper-cased; one missing from the rates falls back to '*'", () => {
  assert.is(norm("currency=eur").currency, "EUR");
  assert.is(normalizeSearchParams("currency=xyz", { rates: { USD: 1, EUR: 0.9 } }).currency, "*");
  assert.is(normalizeSearchParams("currency=eur", { rates: { USD: 1, EUR: 0.9 } }).currency, "EUR");
  assert.is(norm("currency=not-money").currency, undefined);
});

test("the shop triple is kept only when all three are present", () => {
  const all = norm("shop_domain=a.example&search_in_shop=true&platform=shopify");
  assert.equal([all.shop_domain, all.search_in_shop, all.platform], ["a.example", "true", "shopify"]);
  const two = norm("shop_domain=a.example&search_in_shop=true");
  assert.equal([two.shop_domain, two.search_in_shop, two.platform], [undefined, undefined, undefined]);
});

test("redesign, category_search and as_typed pass through; sort_by only as a known sort option", () => {
  const p = norm("redesign=1&category_search=true&sort_by=newest&as_typed=true");
  assert.equal([p.redesign, p.category_search, p.sort_by, p.as_typed], ["1", "true", "newest", "true"]);
  assert.is(norm("sort_by=cheapest").sort_by, null);
  assert.is(norm("q=ketle").as_typed, undefined);
});

test("a repeated parameter counts once, as its first value", () => {
  assert.is(norm("page=2&page=5").page, 2);
});

test("the shared form keeps the fixed order and drops null, empty category_id and sort_by", () => {
  const written = serializeSearchParams({
    reviews_count: 0,
    min_price: null,
    sort_by: "",
    category_id: "",
    country: "*",
    page: 2,
    q: "tea pot",
  } as never);
  assert.is(written, "q=tea+pot&page=2&country=*&reviews_count=0");
});

test("the second variant drops only null and undefined", () => {
  const written = serializeSearchParamsKeepingEmpty({
    q: "",
    sort_by: "",
    min_price: null,
    page: 1,
  } as never);
  assert.is(written, "q=&page=1&sort_by=");
});

test("an address leaves defaults out but always has the page", () => {
  assert.is(searchHref("/reviews/search", { ...norm(""), q: "kettle" }), "/reviews/search?q=kettle&page=1");
  assert.is(
    searchHref("/reviews/search", { ...norm(""), q: "kettle", min_transparency: 0, page: 3 }),
    "/reviews/search?q=kettle&page=3&min_transparency=0",
  );
});

// Properties: any query string at all, and query strings made of the real keys with odd values.
const oddValue = fc.oneof(
  fc.string(),
  fc.double().map(String),
  fc.integer({ min: -1000, max: 1_000_000 }).map(String),
  fc.constantFrom(
    "",
    " ",
    "abc",
    "NaN",
    "Infinity",
    "-0",
    "1e3",
    "0x10",
    "de",
    "GB",
    "xx",
    "*",
    "true",
    "eur",
  ),
  fc.constantFrom(...SORT_VALUES),
);
const keyedQuery = fc
  .array(fc.tuple(fc.constantFrom(...SEARCH_PARAM_ORDER, "from", "junk"), oddValue), { maxLength: 24 })
  .map((pairs) => new URLSearchParams(pairs).toString());
const anyQuery = fc.oneof(fc.string(), fc.string({ unit: "grapheme-composite" }), keyedQuery);

function assertValid(p: NormalizedSearchParams): void {
  const integerIn = (n: number, min: number, max: number) => Number.isInteger(n) && n >= min && n <= max;
  assert.type(p.q, "string");
  assert.ok(integerIn(p.page, 1, MAX_PAGE), `page ${p.page}`);
  assert.ok(p.sort_by === null || SORT_VALUES.includes(p.sort_by), `sort_by ${p.sort_by}`);
  assert.ok(p.category_id === null || integerIn(p.category_id, 1, Number.MAX_SAFE_INTEGER));
  for (const code of [p.country, p.store_country]) assert.ok(code === "*" || code in COUNTRIES, code);
  assert.ok(p.min_rating >= 0 && p.min_rating <= 5, `min_rating ${p.min_rating}`);
  assert.ok(integerIn(p.min_transparency, 0, 100) && integerIn(p.min_authenticity, 0, 100));
  for (const price of [p.min_price, p.max_price])
    assert.ok(price === null || (Number.isFinite(price) && price > 0));
  if (p.min_price !== null && p.max_price !== null) assert.ok(p.min_price <= p.max_price);
  assert.ok(integerIn(p.reviews_count, 0, Number.MAX_SAFE_INTEGER));
  assert.ok(p.currency === undefined || /^(\*|[A-Z]{3})$/.test(p.currency), `currency ${p.currency}`);
  const triple = [p.shop_domain, p.search_in_shop, p.platform].filter((v) => v !== undefined);
  assert.ok(triple.length === 0 || triple.length === 3);
}

test("property: normalising any query never throws and always yields valid values", () => {
  fc.assert(
    fc.property(anyQuery, (query) => assertValid(normalizeSearchParams(query))),
    { numRuns: 2000 },
  );
});

test("property: normalise(serialise(normalise(q))) equals normalise(q), for every writer", () => {
  fc.assert(
    fc.property(anyQuery, (query) => {
      const once = normalizeSearchParams(query);
      assert.equal(normalizeSearchParams(serializeSearchParams(once)), once);
      assert.equal(normalizeSearchParams(serializeSearchParamsKeepingEmpty(once)), once);
      assert.equal(normalizeSearchParams(searchHref("/reviews/search", once).split("?")[1] ?? ""), once);
    }),
    { numRuns: 2000 },
  );
});

test.run();
