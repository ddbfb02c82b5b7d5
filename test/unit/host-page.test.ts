// Reading the host page: a <main data-static> carries the host's own content (the footer pages).
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { readHostPage } from "../../src/lib/host-page";

const test = suite("host page");

function page(main: string): Document {
  const doc = document.implementation.createHTMLDocument("t");
  doc.head.innerHTML = '<meta name="csrf-token" content="tok">';
  doc.body.innerHTML = `<div id="search-navbar"></div>${main}<script id="app_meta" type="application/json">{"title":"T"}</script>`;
  return doc;
}

test("an empty <main> is the page root", () => {
  const host = readHostPage(page("<main></main>"));
  assert.ok(host.pageRoot);
  assert.is(host.pageRoot, host.main);
  assert.is(host.staticPage, false);
  assert.equal(host.problems, []);
});

test("a <main data-static> is left to the host: no page root, but the footer still has its place", () => {
  const host = readHostPage(page("<main data-static><h1>Terms</h1></main>"));
  assert.is(host.pageRoot, null);
  assert.ok(host.main);
  assert.is(host.staticPage, true);
  assert.equal(host.problems, [], "not a problem: the page is meant that way");
});

test("no <main> at all is a problem, and not a static page", () => {
  const host = readHostPage(page(""));
  assert.is(host.main, null);
  assert.is(host.staticPage, false);
  assert.ok(host.problems.some((p) => p.includes("<main>")));
});

test.run();
