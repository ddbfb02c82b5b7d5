// The search bar's options, keys and where a search goes.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { cycle, type SearchBarContext, searchBarTarget, suggestionOptions } from "../../src/lib/search-bar";

const test = suite("search-bar");
const home: SearchBarContext = { pathname: "/reviews", search: "", scope: null, fromCategory: false };

test("the typed text is always the first option, an exact duplicate removed", () => {
  const options = suggestionOptions("kettle", [
    { text: "kettle" },
    { text: "Kettle stand" },
    { id: 4, text: "kettle" },
  ]);
  assert.equal(options, [{ text: "kettle" }, { text: "Kettle stand" }, { id: 4, text: "kettle" }]);
  assert.equal(suggestionOptions("  ", [{ text: "anything" }]), []);
});

test("arrow keys cycle and wrap; from none, down is the first and up the last", () => {
  assert.is(cycle(-1, 1, 3), 0);
  assert.is(cycle(-1, -1, 3), 2);
  assert.is(cycle(2, 1, 3), 0);
  assert.is(cycle(0, -1, 3), 2);
  assert.is(cycle(-1, 1, 0), -1);
});

test("Enter searches from page 1; an empty text does not navigate", () => {
  assert.is(searchBarTarget("kettle", null, home), "/reviews/search?q=kettle&page=1");
  assert.is(searchBarTarget("   ", null, home), null);
});

test("on the search page a new text keeps the filters and sort, back on page 1", () => {
  const context = {
    ...home,
    pathname: "/reviews/search",
    search: "q=tea&page=3&sort_by=newest&min_rating=4",
  };
  assert.is(
    searchBarTarget("kettle", null, context),
    "/reviews/search?q=kettle&page=1&sort_by=newest&min_rating=4",
  );
});

test("a new text from the bar is corrected again: the search exactly as typed was the old text's", () => {
  const context = { ...home, pathname: "/reviews/search", search: "q=ketle&as_typed=true&min_rating=4" };
  assert.is(searchBarTarget("candel", null, context), "/reviews/search?q=candel&page=1&min_rating=4");
});

test("elsewhere a search starts afresh", () => {
  const context = { ...home, pathname: "/reviews/feed", search: "min_rating=4" };
  assert.is(searchBarTarget("kettle", null, context), "/reviews/search?q=kettle&page=1");
});

test("a product suggestion searches its text; a category suggestion the typed text in it", () => {
  assert.is(searchBarTarget("kett", { text: "Glass Kettle" }, home), "/reviews/search?q=Glass+Kettle&page=1");
  assert.is(
    searchBarTarget("kett", { id: 12, text: "Kettles" }, home),
    "/reviews/search?q=kett&page=1&category_id=12",
  );
});

test("a search that came from a category drops the saved sort_by", () => {
  const context = { ...home, pathname: "/reviews/search", search: "q=tea&sort_by=price_asc&category_id=3" };
  assert.is(
    searchBarTarget("kettle", null, { ...context, fromCategory: true }),
    "/reviews/search?q=kettle&page=1&category_id=3",
  );
});

test("'This store only' keeps shop_domain, search_in_shop and platform; removing it drops them", () => {
  const scope = { shop_domain: "a.example", search_in_shop: "true", platform: "shopify" };
  assert.is(
    searchBarTarget("mug", null, { ...home, scope }),
    "/reviews/search?q=mug&page=1&shop_domain=a.example&search_in_shop=true&platform=shopify",
  );
  const inShop = {
    ...home,
    pathname: "/reviews/search",
    search: "q=tea&shop_domain=a.example&search_in_shop=true&platform=shopify",
  };
  assert.is(searchBarTarget("mug", null, inShop), "/reviews/search?q=mug&page=1");
});

test.run();
