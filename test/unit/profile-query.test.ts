// The profiles' address: tab and review controls parse forgivingly, serialise without defaults,
// and any change but the page (or the tab) starts again at page 1.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import {
  changeProfileQuery,
  DEFAULT_PROFILE_QUERY,
  parseProfileQuery,
  profileHref,
  serializeProfileQuery,
} from "../../src/features/profile/profile-query";

const test = suite("profile query");

test("defaults: the reviews tab, pictures first, every rating and type, page 1", () => {
  assert.equal(parseProfileQuery(""), DEFAULT_PROFILE_QUERY);
  assert.is(DEFAULT_PROFILE_QUERY.sort, "pictures_first");
  assert.is(DEFAULT_PROFILE_QUERY.tab, "reviews");
  assert.is(serializeProfileQuery(DEFAULT_PROFILE_QUERY), "");
});

test("junk falls back to the defaults", () => {
  const query = parseProfileQuery("tab=secrets&sort_by=random&filter_rating=9&review_type=trash&page=-2");
  assert.equal(query, DEFAULT_PROFILE_QUERY);
});

test("parse and serialise are symmetric; other parameters are kept", () => {
  const search =
    "redesign=1&tab=orders&search=warm+tea&sort_by=newest&filter_rating=4&review_type=unpublished&page=3";
  const query = parseProfileQuery(search);
  assert.equal(query, {
    tab: "orders",
    search: "warm tea",
    sort: "newest",
    rating: 4,
    type: "unpublished",
    page: 3,
  });
  assert.equal(parseProfileQuery(serializeProfileQuery(query, search)), query);
  assert.ok(serializeProfileQuery(query, search).startsWith("redesign=1&"));
});

test("the owner's deleted reviews are a review type of their own, kept in the address", () => {
  const query = parseProfileQuery("review_type=deleted");
  assert.is(query.type, "deleted");
  assert.is(serializeProfileQuery(query), "review_type=deleted");
  assert.is(
    profileHref("/reviews/users/x", "review_type=deleted&page=2", { type: "published" }),
    "/reviews/users/x?review_type=published",
  );
});

test("a filter, sort or search change resets the page; the page itself and the tab keep it", () => {
  const on3 = { ...DEFAULT_PROFILE_QUERY, page: 3 };
  assert.is(changeProfileQuery(on3, { sort: "newest" }).page, 1);
  assert.is(changeProfileQuery(on3, { search: "tea" }).page, 1);
  assert.is(changeProfileQuery(on3, { rating: 2 }).page, 1);
  assert.is(changeProfileQuery(on3, { type: "published" }).page, 1);
  assert.is(changeProfileQuery(on3, { page: 4 }).page, 4);
  assert.is(changeProfileQuery(on3, { tab: "rewards" }).page, 3);
  assert.is(
    profileHref("/reviews/profile/x", "page=2&filter_rating=5", { rating: 4 }),
    "/reviews/profile/x?filter_rating=4",
  );
});

test.run();
