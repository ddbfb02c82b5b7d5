// gem/lib/reviews_widget/facts.json, which the Rails gem reads, is what the widget's TypeScript
// writes now: a path, page, header, cookie, language or app_meta field changed without
// `npm run docs` fails here, naming the first line that differs.
import { readFileSync } from "node:fs";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { FACTS_FILE, factsFileText, gemFacts } from "../../build/gem-facts";
import { firstDifference } from "../../build/write-docs";
import { pageDataAddress } from "../../src/lib/first-requests";
import { matchRoute } from "../../src/lib/route-match";

test("gem/lib/reviews_widget/facts.json holds what the sources say (npm run docs)", () => {
  const difference = firstDifference(readFileSync(FACTS_FILE, "utf8"), factsFileText());
  assert.is(difference, null, difference ?? "");
});

test("the page data rule the gem reads gives the address the render service asks", () => {
  const { pages } = gemFacts();
  for (const address of [
    "/reviews/stores/copper/products/pan?page=2&sort_by=newest",
    "/reviews/stores/copper?review_type=shop-reviews",
    "/reviews/categories/pans?page=2",
    "/reviews/people?sort_by=newest",
  ]) {
    const url = new URL(address, "http://shop.test");
    const route = matchRoute(url.pathname)?.route.name;
    const rule = pages.find((page) => page.name === route)?.page_data;
    const asGemAsks = `${rule === "path" ? url.pathname : `${url.pathname}${url.search}`}`;
    const asked = pageDataAddress(route as never, url, "en");
    assert.is(asked?.replace(/[?&]format=json$/, ""), asGemAsks, address);
  }
});

test("the check itself: a fact changed by hand is named", () => {
  const text = factsFileText();
  const changed = text.replace('"X-Reviews-Locale"', '"X-Locale"');
  assert.is.not(changed, text);
  assert.match(firstDifference(changed, text) ?? "", "X-Locale");
});

test.run();
