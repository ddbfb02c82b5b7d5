import { suite } from "uvu";
import * as assert from "uvu/assert";
import { parseAppMeta, readHostPage } from "../../src/lib/host-page";

const test = suite("host page");

test("app_meta: known fields of the right type are kept, the rest dropped", () => {
  const { meta, problem } = parseAppMeta(
    JSON.stringify({
      title: "T",
      robots: 5,
      image_host: "/img/",
      flash: { error: "E", x: 1 },
      structured_data: [{ a: 1 }, 2],
      extra: true,
    }),
  );
  assert.is(problem, undefined);
  assert.is(meta.title, "T");
  assert.is(meta.robots, "index, follow");
  assert.is(meta.image_host, "/img/");
  assert.equal(meta.flash, { error: "E" });
  assert.equal(meta.structured_data, [{ a: 1 }]);
  assert.not.ok("extra" in meta);
});

test("app_meta: missing, malformed or not an object gives defaults and says why", () => {
  assert.match(parseAppMeta(null).problem ?? "", "missing");
  assert.match(parseAppMeta("{oops").problem ?? "", "not valid JSON");
  assert.match(parseAppMeta("[1]").problem ?? "", "not a JSON object");
  assert.is(parseAppMeta("null").meta.title, "Reviews");
});

test("reads the signed-in class, the CSRF token and the mount points once", () => {
  document.body.className = "reviews-app logged-in";
  document.head.innerHTML = '<meta name="csrf-token" content="tok">';
  document.body.innerHTML =
    '<div id="search-navbar"></div><main></main><script id="app_meta" type="application/json">{"title":"Home"}</script>';
  const page = readHostPage(document);
  assert.is(page.signedIn, true);
  assert.is(page.csrfToken, "tok");
  assert.ok(page.navbarRoot && page.pageRoot);
  assert.equal(page.problems, []);

  document.body.className = "";
  document.head.innerHTML = "";
  document.body.innerHTML = "<main></main>";
  const bare = readHostPage(document);
  assert.is(bare.signedIn, false);
  assert.is(bare.problems.length, 3); // app_meta, csrf-token, #search-navbar
});

// A <main data-static> carries the host's own content (the footer pages).
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
