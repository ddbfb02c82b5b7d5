import fc from "fast-check";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import {
  changeReviewQuery,
  DEFAULT_REVIEW_QUERY,
  hasActiveFilters,
  parseReviewQuery,
  REVIEW_SORTS,
  REVIEW_SOURCES,
  type ReviewQuery,
  SHOP_REVIEW_TYPES,
  serializeReviewQuery,
  widgetParams,
} from "../../src/lib/review-query";

const test = suite("review controls in the address");

const queryArb: fc.Arbitrary<ReviewQuery> = fc.record({
  rating: fc.option(fc.integer({ min: 1, max: 5 }), { nil: null }),
  search: fc.string({ maxLength: 120 }).map((s) => s.replace(/\s+/g, " ").trim().slice(0, 100).trim()),
  sort: fc.constantFrom(...REVIEW_SORTS.map((s) => s.value)),
  source: fc.constantFrom(...REVIEW_SOURCES.map((s) => s.value)),
  verifiedOnly: fc.boolean(),
  withMedia: fc.boolean(),
  type: fc.constantFrom(...SHOP_REVIEW_TYPES.map((t) => t.value)),
  page: fc.integer({ min: 1, max: 5000 }),
  review: fc.constantFrom("", "abc123", "x-Y_9"),
});

test("parse after serialise gives the same controls back", () => {
  fc.assert(
    fc.property(queryArb, (query) =>
      assert.equal(parseReviewQuery(serializeReviewQuery(query)), { ...query }),
    ),
  );
});

test("defaults are dropped from the address; other parameters are kept", () => {
  assert.is(serializeReviewQuery({ ...DEFAULT_REVIEW_QUERY }), "");
  assert.is(
    serializeReviewQuery({ ...DEFAULT_REVIEW_QUERY, rating: 2 }, "redesign=1&page=4"),
    "redesign=1&filter_rating=2",
  );
});

test("junk in the address falls back to defaults and never throws", () => {
  assert.equal(
    parseReviewQuery(
      "filter_rating=9&page=-2&sort_by=x&review_source=y&verified_only=yes&review_type=published",
    ),
    DEFAULT_REVIEW_QUERY,
  );
  fc.assert(
    fc.property(fc.string(), (junk) => {
      const query = parseReviewQuery(junk);
      assert.ok(query.page >= 1 && Number.isInteger(query.page));
      assert.ok(query.rating === null || (query.rating >= 1 && query.rating <= 5));
      assert.ok(query.search.length <= 100);
    }),
  );
});

test("any change but the page starts again at page 1; other parameters are kept", () => {
  const on3 = { ...DEFAULT_REVIEW_QUERY, page: 3 };
  assert.is(changeReviewQuery(on3, { rating: 2 }).page, 1);
  assert.is(changeReviewQuery(on3, { page: 4 }).page, 4);
  const written = (search: string, change: Partial<ReviewQuery>) =>
    serializeReviewQuery(changeReviewQuery(parseReviewQuery(search), change), search);
  assert.is(written("page=3&redesign=1", { rating: 2 }), "redesign=1&filter_rating=2");
  assert.is(written("filter_rating=2", { rating: null }), "");
});

test("the widget call carries every control and the fixed parameters (per_page 10)", () => {
  const shop = { platform: "shopify", domain: "a.example", public_token: "t" };
  assert.equal(
    widgetParams({ ...DEFAULT_REVIEW_QUERY, rating: 2, search: "box", withMedia: true, page: 2 }, shop),
    {
      platform: "shopify",
      shop_domain: "a.example",
      api_token: "t",
      add_header_counts: true,
      product_metrics: true,
      json_request: true,
      per_page: 10,
      page: 2,
      filter_rating: 2,
      sort_by: "newest",
      search: "box",
      review_source: undefined,
      verified_only: undefined,
      with_media: true,
      review: undefined,
    },
  );
});

test("a linked review goes into the widget call, and any change of the controls leaves it", () => {
  const query = parseReviewQuery("review=abc123&sort_by=most_helpful");
  assert.is(query.review, "abc123");
  assert.is(query.sort, "most_helpful");
  assert.is(widgetParams(query, { platform: "p", domain: "d", public_token: "t" }).review, "abc123");
  assert.not.ok(hasActiveFilters(query));
  for (const change of [{ page: 2 }, { sort: "newest" as const }, { rating: 5 }]) {
    assert.is(changeReviewQuery(query, change).review, "");
  }
});

test.run();
