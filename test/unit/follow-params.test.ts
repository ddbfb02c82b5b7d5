// The feed's filters and Find people's address: parsing and writing back, defaults left out;
// a list of follows marking its entries followed.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { feedFiltersQuery, feedFlag, parseFeedFilters } from "../../src/lib/feed-filters";
import { parsePeopleQuery, peopleQueryString, totalPages } from "../../src/lib/people-params";
import { withFollowed } from "../../src/state/follows";

const test = suite("feed filters and people parameters");

test("a feed filter is off only for false or the string 'false'", () => {
  assert.is(feedFlag(false), false);
  assert.is(feedFlag("false"), false);
  for (const on of [true, "true", "0", "no", "", null, undefined, 0])
    assert.is(feedFlag(on), true, String(on));
  assert.equal(parseFeedFilters(""), { user_events: true, store_events: true, product_events: true });
  assert.equal(parseFeedFilters("?user_events=false&store_events=0&product_events=FALSE"), {
    user_events: false,
    store_events: true,
    product_events: true,
  });
});

test("the feed's address carries only the filters that are off", () => {
  assert.is(feedFiltersQuery({ user_events: true, store_events: true, product_events: true }), "");
  assert.is(
    feedFiltersQuery({ user_events: false, store_events: true, product_events: false }),
    "user_events=false&product_events=false",
  );
});

test("people: unknown values fall back to defaults, which the address leaves out", () => {
  assert.equal(parsePeopleQuery("?sort_by=best&filter_by=friends&page=-2&q=%20ana%20"), {
    sort_by: "most_reviews",
    filter_by: "all",
    page: 1,
    q: "ana",
  });
  const query = parsePeopleQuery("?sort_by=name&filter_by=followed&page=3");
  assert.equal(query, { sort_by: "name", filter_by: "followed", page: 3, q: "" });
  assert.is(peopleQueryString(query), "sort_by=name&filter_by=followed&page=3");
  assert.is(peopleQueryString(parsePeopleQuery("")), "");
  assert.is(parsePeopleQuery("?page=2.5").page, 1);
});

test("total pages are the count over the page size, rounded up", () => {
  assert.is(totalPages(4999, 20), 250);
  assert.is(totalPages(5000, 20), 250);
  assert.is(totalPages(1, 20), 1);
  assert.is(totalPages(0, 20), 0);
});

test("a list of follows marks its entries followed, but not those a press already decided", () => {
  const shown = { "Shop:a": false };
  assert.equal(withFollowed(shown, ["Shop:a", "Shop:b"]), { "Shop:a": false, "Shop:b": true });
  assert.is(withFollowed(shown, ["Shop:a"]), shown, "nothing new: the same object");
});

test.run();
