import { readdir, readFile } from "node:fs/promises";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { matchRoute, redirectFor } from "../../src/lib/route-match";
import { pathFor, ROUTES } from "../../src/lib/routes";

const test = suite("routes");

test("every route of the route table matches its own pattern, with parameters decoded", () => {
  assert.is(ROUTES.length, 26);
  assert.equal(matchRoute("/reviews/stores/caf%C3%A9/products/mug%20set")?.params, {
    shop_slug: "café",
    product_handle: "mug set",
  });
  assert.is(matchRoute("/reviews/search")?.route.name, "PageSearch");
  assert.is(matchRoute("/reviews/categories")?.route.name, "categoryIndex");
  assert.is(matchRoute("/reviews/categories/kettles")?.route.name, "categoryShow");
  assert.is(matchRoute("/reviews/users/jamie")?.route.name, "privateProfile");
  assert.is(matchRoute("/reviews/write-review/new")?.route.name, "new");
  assert.is(matchRoute("/reviews/profile/edit")?.route.name, "profileEdit");
  assert.is(matchRoute("/reviews/profile/jamie")?.route.name, "publicProfile");
  assert.is(matchRoute("/reviews/profile/disputes/d1")?.route.name, "profileDispute");
  assert.is(matchRoute("/reviews/arbitrator/reports")?.route.name, "arbitratorReports");
  assert.is(matchRoute("/reviews/arbitrator/reports/r1")?.route.name, "arbitratorReport");
  assert.is(matchRoute("/reviews/arbitrator/d1")?.route.name, "arbitratorDispute");
  assert.is(matchRoute("/reviews/stores/a/disputes/new")?.route.name, "shopDisputeNew");
  assert.is(matchRoute("/reviews/stores/a/products/b/disputes/new")?.route.name, "productDisputeNew");
  for (const route of ROUTES) {
    const path = route.pattern.replace(/:\w+/g, "x");
    assert.is(matchRoute(path)?.route.name, route.name, route.pattern);
  }
});

test("a trailing slash still matches; unknown and malformed paths do not", () => {
  assert.is(matchRoute("/reviews/feed/")?.route.name, "feed");
  assert.is(matchRoute("/reviews/nope"), null);
  assert.is(matchRoute("/elsewhere"), null);
  assert.is(matchRoute("/reviews/stores/%E0%A4"), null);
});

test("the route table's redirects", () => {
  assert.is(redirectFor("/"), "/reviews");
  assert.is(redirectFor("/search"), "/reviews/search");
  assert.is(redirectFor("/reviews/acme"), "/reviews/stores/acme");
  assert.is(redirectFor("/reviews/acme/products/kettle"), "/reviews/stores/acme/products/kettle");
  assert.is(redirectFor("/reviews/stores"), "/reviews/store_search");
  assert.is(redirectFor("/reviews/feed/"), "/reviews/feed");
  assert.is(redirectFor("/reviews/feed"), null);
  assert.is(redirectFor("/reviews/stores/a/b/c/d"), null, "never redirects twice");
  assert.is(redirectFor("/login"), null);
  assert.is(redirectFor("/elsewhere"), null);
});

test("pathFor fills and encodes parameters", () => {
  assert.is(
    pathFor("product", { shop_slug: "a b", product_handle: "x/y" }),
    "/reviews/stores/a%20b/products/x%2Fy",
  );
  assert.throws(() => pathFor("shop"), /needs shop_slug/);
});

test("regression: no module of the bundle but routes.ts writes a route's path by hand", async () => {
  const literal = new Set(ROUTES.filter((r) => !r.pattern.includes(":")).map((r) => r.pattern));
  const files = (await readdir("src", { recursive: true })).filter((f) => /\.tsx?$/.test(f));
  assert.ok(files.length > 100, "the bundle's sources were read");
  // Code is formatted with double quotes; comments' examples use single quotes and are left alone.
  const handWritten: string[] = [];
  for (const file of files) {
    if (file === "lib/routes.ts") continue;
    const text = await readFile(`src/${file}`, "utf8");
    for (const [, path] of text.matchAll(/["`](\/[^"`?#$]*)["`?#]/g))
      if (literal.has(path as string)) handWritten.push(`${file}: ${path}`);
  }
  assert.equal(handWritten, [], "use pathFor() of src/lib/routes.ts");
});

test.run();
