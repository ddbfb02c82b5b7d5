// The framework-free rules behind a search that never strands the shopper, and the details a
// shopper notices: which filters an empty page can drop, what dropping one writes, the search the
// bar's suggestions are asked for, the currency picker's ranking, a medal's explanation.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { explainMedal } from "../../src/lib/medal-explanation";
import { type SearchBarContext, searchBarParams } from "../../src/lib/search-bar";
import { activeFilterGroups, clearFilters, withoutFilter } from "../../src/lib/search-filters";
import { normalizeSearchParams } from "../../src/lib/search-params";
import { matchingOptions } from "../../src/lib/typeahead";

const test = suite("search dead ends (rules)");

test("the filters an empty page names: the default transparency included, a price range as one", () => {
  assert.equal(activeFilterGroups(normalizeSearchParams("q=tea")), [["min_transparency"]]);
  assert.equal(activeFilterGroups(normalizeSearchParams("q=tea&min_transparency=0")), []);
  assert.equal(
    activeFilterGroups(
      normalizeSearchParams("category_id=3&country=DE&min_rating=4&min_price=5&max_price=9&reviews_count=10"),
    ),
    [
      ["category_id"],
      ["country"],
      ["min_rating"],
      ["min_transparency"],
      ["min_price", "max_price"],
      ["reviews_count"],
    ],
  );
});

test("removing a filter writes its 'off' value (transparency 0), page 1; Clear keeps the defaults", () => {
  const params = normalizeSearchParams("q=tea&page=4&min_rating=4&min_transparency=95");
  const dropped = withoutFilter(params, ["min_transparency"]);
  assert.is(dropped.min_transparency, 0);
  assert.is(dropped.min_rating, 4);
  assert.is(dropped.page, 1);
  const cleared = clearFilters(params);
  assert.is(cleared.min_transparency, 80);
  assert.is(cleared.min_rating, 0);
});

test("suggestions are asked for under the search the bar would run", () => {
  const elsewhere: SearchBarContext = {
    pathname: "/reviews/categories",
    search: "",
    scope: null,
    fromCategory: false,
  };
  const fresh = searchBarParams("kettle", elsewhere);
  assert.is(fresh.min_transparency, 80);
  assert.is(fresh.min_rating, 0);
  const onSearch = searchBarParams("kettle", {
    ...elsewhere,
    pathname: "/reviews/search",
    search: "q=mug&min_rating=4.5&store_country=GB&page=3",
  });
  assert.equal(
    [onSearch.q, onSearch.min_rating, onSearch.store_country, onSearch.page],
    ["kettle", 4.5, "GB", 1],
  );
  const scoped = searchBarParams("kettle", {
    ...elsewhere,
    scope: { shop_domain: "a.example", search_in_shop: "true", platform: "shopify" },
  });
  assert.is(scoped.shop_domain, "a.example");
});

test("the currency picker ranks a label that starts with the typed text first", () => {
  const options = [
    { label: "AUD · Australian Dollar" },
    { label: "GBP · British Pound" },
    { label: "USD · US Dollar" },
  ];
  assert.equal(
    matchingOptions(options, "us").map((o) => o.label),
    ["USD · US Dollar", "AUD · Australian Dollar"],
  );
  assert.equal(
    matchingOptions(options, "pound").map((o) => o.label),
    ["GBP · British Pound"],
  );
  assert.equal(matchingOptions(options, "").length, 3);
});

test("a medal explains its score, the medal it earns and the scale", () => {
  assert.match(explainMedal("transparency", 0.96), /^Transparency 96%: .+\. Gold medal \(95% and up\)\./);
  assert.match(explainMedal("authenticity", 0.5), /^Authenticity 50%: .+\. No medal \(below 80%\)\./);
  assert.match(
    explainMedal("authenticity", 1),
    /Diamond medal \(100% and up\)\. Medals: Bronze 80%, Silver 90%/,
  );
});

test.run();
