import { readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { distDir } from "../../fixtures/host/config";
import { PAGE_ROUTES } from "../../fixtures/host/server";
import { ROUTES } from "../../src/lib/routes";
import { freshLineItem } from "../support/data/line-items";
import {
  categoryHandle,
  earliestDisputeId,
  productHandleOf,
  reportedReviewId,
  reviewerSlug,
  shopSlug,
} from "../support/data/seeded-queries";
import { testHost } from "../support/hosts/test-host";
import { appMeta, hostSession, Visitor } from "../support/requests/http-client";

const test = suite("host pages");

/** A real address for every route of the table, from the seeded data. */
async function samplePaths(): Promise<Record<string, string>> {
  const { db } = await testHost();
  const params: Record<string, string> = {
    publicId: reportedReviewId(db),
    shop_slug: shopSlug(db, 1),
    product_handle: productHandleOf(db, 1),
    category_slug: categoryHandle(db, 2),
    slug: reviewerSlug(db),
    disputeId: earliestDisputeId(db),
  };
  return Object.fromEntries(
    ROUTES.map((r) => [
      r.name,
      r.pattern.replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(params[key] ?? "")),
    ]),
  );
}

const PRIVATE = [
  "following",
  "writeReview",
  "new",
  "profileEdit",
  "profileDispute",
  "privateProfile",
  "shopDisputeNew",
  "productDisputeNew",
];
const ARBITRATOR = ["arbitrator", "arbitratorReports", "arbitratorReport", "arbitratorDispute"];

test("every route of the table has a page handler", () => {
  for (const route of ROUTES) assert.type(PAGE_ROUTES[route.name]?.handler, "function", route.name);
});

test("every route answers a guest: its host page, or a sign-in redirect for private pages", async () => {
  const guest = new Visitor((await testHost()).app);
  for (const [name, path] of Object.entries(await samplePaths())) {
    const html = await guest.get(path);
    const json = await guest.get(`${path}?format=json`);
    if (PRIVATE.includes(name) || ARBITRATOR.includes(name)) {
      assert.is(html.statusCode, 302, name);
      assert.is(html.headers.location, `/login?return_to=${encodeURIComponent(path)}`, name);
      assert.is(json.statusCode, 401, name);
      continue;
    }
    assert.is(html.statusCode, 200, name);
    assert.match(html.headers["content-security-policy"] as string, "script-src 'self'");
    // Both roots come rendered, with the first screen they were rendered from.
    assert.match(html.body, /<div id="search-navbar"><div class="rv-root"/, name);
    assert.match(html.body, /<main id="main"><div class="rv-root"[^>]*><div class="rv-page/, name);
    assert.match(html.body, /<script id="app_first_screen" type="application\/json">\{"me":/, name);
    // The page paints from its HTML: the bundle that adopts it comes behind, its entry and its
    // chunks' preloads at low priority (asked at once, fetched behind what paints the page, no
    // round trip each when the entry runs); the footer's root follows <main>.
    assert.match(
      html.body,
      /<script type="module" src="\/assets\/main-\w+\.js" fetchpriority="low"><\/script>/,
    );
    const preloads = [...html.body.matchAll(/<link rel="modulepreload" href="\/assets\/chunk-[^>]*>/g)];
    assert.ok(preloads.length > 0, `${name}: its chunks preloaded`);
    for (const [link] of preloads) assert.match(link, 'fetchpriority="low"', name);
    assert.match(html.body, /<\/main>\s*<div id="site-footer"><div class="rv-root"/, name);
    const meta = appMeta(html.body) as { title: string; canonical: string };
    assert.is(json.statusCode, 200, name);
    assert.is(JSON.parse(json.body).meta_data.title, meta.title, name);
  }
});

test("a guest sent to sign in from an address of thousands of parameters comes back to its page (regression: a Location header past 16 KB)", async () => {
  const guest = new Visitor((await testHost()).app);
  const query = Array.from({ length: 2000 }, (_, i) => `p${i}=${"x".repeat(8)}`).join("&");
  const response = await guest.get(`/reviews/following?${query}`);
  assert.is(response.statusCode, 302);
  assert.is(response.headers.location, `/login?return_to=${encodeURIComponent("/reviews/following")}`);
  const short = await guest.get("/reviews/following?tab=shops");
  assert.is(short.headers.location, `/login?return_to=${encodeURIComponent("/reviews/following?tab=shops")}`);
});

test("the reviewer reaches private pages; only the arbitrator reaches the arbitrator's", async () => {
  const paths = await samplePaths();
  const reviewer = new Visitor((await testHost()).app);
  await reviewer.signIn("reviewer");
  // The review form is for one of the reviewer's orders.
  const lineItem = freshLineItem((await testHost()).db, 4).publicId;
  for (const name of PRIVATE) {
    const query = name === "new" ? `&line_item_public_id=${lineItem}` : "";
    assert.is((await reviewer.get(`${paths[name]}?format=json${query}`)).statusCode, 200, name);
  }
  for (const name of ARBITRATOR)
    assert.is((await reviewer.get(`${paths[name]}?format=json`)).statusCode, 403, name);
  const arbitrator = new Visitor((await testHost()).app);
  await arbitrator.signIn("arbitrator");
  for (const name of ARBITRATOR)
    assert.is((await arbitrator.get(`${paths[name]}?format=json`)).statusCode, 200, name);
});

test("the host redirects '/', '/search' and other unknown /reviews paths, keeping the query", async () => {
  const { app } = await testHost();
  assert.is((await app.inject("/")).headers.location, "/reviews");
  assert.is((await app.inject("/search?q=a")).headers.location, "/reviews/search?q=a");
  assert.is((await app.inject("/reviews/old-shop")).headers.location, "/reviews/stores/old-shop");
  // any other /reviews path is taken for an old store address, even one that looks like an endpoint
  const api = await app.inject("/reviews/no/such/endpoint.json");
  assert.is(api.statusCode, 301);
  assert.is(api.headers.location, "/reviews/stores/no/such/endpoint.json");
});

test("unknown things are 404s: a store, a path outside /reviews, in HTML and in JSON", async () => {
  const { app } = await testHost();
  const missing = await app.inject("/reviews/stores/no-such-shop");
  assert.is(missing.statusCode, 404);
  assert.is((appMeta(missing.body) as { not_found: boolean }).not_found, true);
  assert.match(missing.body, '<meta name="robots" content="noindex">');
  const json = await app.inject("/reviews/stores/no-such-shop?format=json");
  assert.is(json.statusCode, 404);
  assert.match(JSON.parse(json.body).error, "No store");
  const outside = await app.inject("/nothing/here");
  assert.is(outside.statusCode, 404);
  assert.is((appMeta(outside.body) as { not_found: boolean }).not_found, true);
  const outsideJson = await app.inject("/nothing/here?format=json");
  assert.is(outsideJson.statusCode, 404);
  assert.type(JSON.parse(outsideJson.body).error, "string");
});

test("names with markup stay text in the host page: no raw tags inside app_meta or the head", async () => {
  const { app, db } = await testHost();
  const slug = db.prepare("SELECT slug FROM shops WHERE name LIKE '<img%'").pluck().get() as string;
  const page = await app.inject(`/reviews/stores/${slug}`);
  assert.is(page.statusCode, 200);
  assert.not.match(page.body, "<img src=x");
  assert.match(page.body, "&lt;img src=x");
  assert.equal((appMeta(page.body) as { title: string }).title.startsWith("<img src=x"), true);
});

test("junk parameters are a 400 with a JSON error", async () => {
  const { app } = await testHost();
  for (const url of [
    "/reviews/categories.json?level=abc",
    "/reviews/categories.json?level=1&level=2",
    "/reviews/categories.json?q=%20%21%21",
  ]) {
    const response = await app.inject(url);
    assert.is(response.statusCode, 400, url);
    assert.type(JSON.parse(response.body).error, "string");
  }
});

test("a page's address its schema refuses is a 400 answered by that page's own screen, not a bare message", async () => {
  const arbitrator = await hostSession("arbitrator");
  const page = await arbitrator.visitor.request({
    method: "GET",
    url: "/reviews/arbitrator/reports?reason=nonsense",
    headers: { accept: "text/html" },
  });
  assert.is(page.statusCode, 400);
  assert.not.match(
    page.body,
    "rv-screen-message",
    "the bundle's screen shows the list, not the host's message",
  );
  const json = await arbitrator.request("GET", "/reviews/arbitrator/reports?reason=nonsense&format=json");
  assert.is(json.statusCode, 400);
  assert.match(JSON.parse(json.body).error, "reason");
});

test("the host page links the reference host's own stylesheet before the bundle's: its page look, not the bundle's, kept a year", async () => {
  const { app } = await testHost();
  const home = await app.inject("/reviews");
  const links = [...home.body.matchAll(/<link rel="stylesheet" href="([^"]+)">/g)].map((m) => m[1] ?? "");
  assert.equal(links.length, 2);
  assert.match(links[0] ?? "", /^\/host-\w{8}\.css$/);
  assert.match(links[1] ?? "", /^\/assets\/styles-\w{8}\.css$/);
  const sheet = await app.inject(links[0] ?? "");
  assert.is(sheet.statusCode, 200);
  assert.match(String(sheet.headers["content-type"]), /^text\/css/);
  assert.is(sheet.headers["cache-control"], "public, max-age=31536000, immutable");
  assert.match(sheet.body, /body\.rv-page-white/);
  assert.is((await app.inject("/host-00000000.css")).statusCode, 404, "only under its content's name");
});

test("the bundle is served with long-lived caching and compressed; nothing outside dist; a picture answers a Range with its part (206) and its ETag with a 304", async () => {
  const { app } = await testHost();
  const home = await app.inject("/reviews");
  const entry = /src="(\/assets\/main-\w+\.js)"/.exec(home.body)?.[1] ?? "";
  const asset = await app.inject({ url: entry, headers: { "accept-encoding": "gzip, br" } });
  assert.is(asset.statusCode, 200);
  assert.is(asset.headers["cache-control"], "public, max-age=31536000, immutable");
  assert.is(asset.headers["content-encoding"], "br");
  assert.match(String(asset.headers.vary), /accept-encoding/i);
  // The build's own compressed copies, at their best, never compressed again per request.
  const built = path.join(distDir, entry);
  assert.ok(asset.rawPayload.equals(readFileSync(`${built}.br`)), "the build's brotli copy");
  const gzip = await app.inject({ url: entry, headers: { "accept-encoding": "gzip" } });
  assert.is(gzip.headers["content-encoding"], "gzip");
  assert.ok(gzip.rawPayload.equals(readFileSync(`${built}.gz`)), "the build's gzip copy");
  const plain = await app.inject(entry);
  assert.is(plain.headers["content-encoding"], undefined);
  assert.ok(plain.rawPayload.equals(readFileSync(built)));
  assert.is((await app.inject(`${entry}.br`)).statusCode, 404, "a copy only by its file's name");
  assert.is((await app.inject("/assets/..%2Fmanifest.json")).statusCode, 404);
  assert.is((await app.inject("/favicon.ico")).statusCode, 204);
  const image = await app.inject("/img/products/p1-400.webp");
  assert.is(image.headers["content-type"], "image/webp");
  const drawn = await sharp(image.rawPayload).metadata();
  assert.equal([drawn.format, drawn.width, drawn.height], ["webp", 400, 400], "a 400 px WebP");
  assert.is((await app.inject("/img/products/p1-401.webp")).statusCode, 404);
  // Parts and revalidation, as a video's player and a shop passing the picture on ask for them.
  const { etag } = image.headers;
  const part = await app.inject({ url: "/img/products/p1-400.webp", headers: { range: "bytes=10-19" } });
  assert.equal(
    [part.statusCode, part.headers["content-range"], part.headers["cache-control"]],
    [206, `bytes 10-19/${image.rawPayload.length}`, "public, max-age=31536000, immutable"],
  );
  assert.ok(part.rawPayload.equals(image.rawPayload.subarray(10, 20)));
  const last = await app.inject({ url: "/img/products/p1-400.webp", headers: { range: "bytes=-5" } });
  assert.ok(last.rawPayload.equals(image.rawPayload.subarray(-5)));
  const past = await app.inject({ url: "/img/products/p1-400.webp", headers: { range: "bytes=999999-" } });
  assert.equal([past.statusCode, past.headers["content-range"]], [416, `bytes */${image.rawPayload.length}`]);
  const kept = await app.inject({
    url: "/img/products/p1-400.webp",
    headers: { "if-none-match": String(etag) },
  });
  assert.is(kept.statusCode, 304);
  const changed = await app.inject({
    url: "/img/products/p1-400.webp",
    headers: { range: "bytes=0-0", "if-range": '"another"' },
  });
  assert.is(changed.statusCode, 200, "a Range of another version is the whole file");
});

test.run();
