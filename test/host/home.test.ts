// The reference host's side of issue 14: the home page's four carousels over the seeded
// collections and featured reviews, filtered by country and cached; reviews.json; how-it-works.json;
// the medals page's live examples.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { METRICS_RECOUNT_MS } from "../../fixtures/host/catalog/info-pages";
import { type Db, openDatabase } from "../../fixtures/host/db/database";
import { BROWSER_RENDER_COOKIE } from "../../fixtures/host/http/server-render";
import type { CarouselResponses, HomeMetrics, HowItWorks, MedalsPage } from "../../src/api/contract/home";
import { medalTier } from "../../src/lib/medals";
import { REVIEW_SOURCES } from "../../src/lib/review-query";
import { withFakeDate } from "../support/components/fake-timers";
import { rowCount } from "../support/data/seeded-queries";
import { testHost } from "../support/hosts/test-host";
import { hostSession, Visitor } from "../support/requests/http-client";

const test = suite("host: home and the pages that explain the marketplace");

const carousel = async <K extends keyof CarouselResponses>(q: K, query = "country=US") => {
  const guest = await hostSession();
  const response = await guest.request("GET", `/reviews/carousels.json?q=${q}&${query}`);
  assert.is(response.statusCode, 200, `${q} ${query}`);
  return { body: response.json() as CarouselResponses[K], headers: response.headers };
};

test("q=product: the most transparent products of stores in the country", async () => {
  const { body: us, headers } = await carousel("product", "country=us");
  assert.ok(us.products.length > 0 && us.products.length <= 12);
  assert.ok(us.products.every((p) => p.shop.country === "US" && p.reviews_count >= 3));
  const scores = us.products.map((p) => p.transparency_score);
  assert.equal(
    scores,
    [...scores].sort((a, b) => b - a),
  );
  assert.is(headers["cache-control"], "public, max-age=120");
  const { body: gb } = await carousel("product", "country=GB&redesign=1");
  assert.ok(gb.products.length > 0 && gb.products.every((p) => p.shop.country === "GB"));
  const { body: all } = await carousel("product", "country=*");
  assert.ok(all.products.length > 0);
});

test("q=category: popular categories with pictures, each linked to its page", async () => {
  const { body } = await carousel("category");
  assert.ok(body.categories.length >= 6);
  assert.ok(
    body.categories.every((c) => c.level === 2 && c.image_url && c.path.startsWith("/reviews/categories/")),
  );
  const counts = body.categories.map((c) => c.items);
  assert.ok(counts.every((n) => n > 0));
});

test("q=collection: the seeded collections, each with a title and its products from the country", async () => {
  const { host } = await hostSession();
  const seeded = rowCount(host.db, "collections");
  assert.ok(seeded >= 4, "the seed curates collections");
  for (const country of ["US", "GB"]) {
    const { body } = await carousel("collection", `country=${country}`);
    assert.ok(body.collections.length >= 4, country);
    for (const collection of body.collections) {
      assert.ok(collection.title && collection.description);
      assert.ok(collection.products.length > 0 && collection.products.length <= 4, collection.title);
      assert.ok(collection.products.every((p) => p.shop.country === country && p.average_rating >= 4));
    }
  }
});

test("q=featured_review: the seeded picks of the country, with reviewer, product and store linked", async () => {
  const { host } = await hostSession();
  assert.ok(rowCount(host.db, "featured_reviews") > 0);
  const { body } = await carousel("featured_review");
  assert.ok(body.featured_reviews.length > 0);
  for (const review of body.featured_reviews) {
    assert.ok(review.rating >= 4 && review.title && review.excerpt.length <= 161);
    assert.match(review.reviewer.internal_path, /^\/reviews\/profile\/[^/]+$/);
    assert.match(review.product.internal_path, /^\/reviews\/stores\/[^/]+\/products\/[^/]+$/);
    assert.is(review.product.shop.country, "US");
  }
  const { body: de } = await carousel("featured_review", "country=DE");
  assert.ok(de.featured_reviews.every((r) => r.product.shop.country === "DE"));
});

test("carousels.json: bad input is a 400 with a JSON error", async () => {
  const guest = await hostSession();
  for (const bad of ["q=shops", "country=US", "q=product&country=ZZ", "q=product&q=category"]) {
    const response = await guest.request("GET", `/reviews/carousels.json?${bad}`);
    assert.is(response.statusCode, 400, bad);
    assert.type(response.json().error, "string");
  }
});

test("reviews.json: the home metrics from the rows, kept 60 s", async () => {
  const guest = await hostSession();
  const response = await guest.request("GET", "/reviews.json");
  assert.is(response.statusCode, 200);
  assert.is(response.headers["cache-control"], "public, max-age=60");
  const metrics = response.json() as HomeMetrics;
  const verified = guest.host.db
    .prepare("SELECT count(*) FROM reviews WHERE verified_buyer = 1 AND published = 1 AND deleted = 0")
    .pluck()
    .get();
  assert.is(metrics.total_verified_reviews, verified);
  assert.ok(metrics.shop_metric.shops_count > 0 && metrics.shop_metric.countries_count > 1);
  assert.ok(metrics.line_item_metric.reviewed_share > 0 && metrics.line_item_metric.reviewed_share < 1);
});

/** A verified review of the seeded reviewer's that the public sees, to unpublish and publish again. */
function ownPublicReview(db: Db): string {
  const review = db
    .prepare(
      "SELECT public_id FROM reviews WHERE reviewer_id = 1 AND verified_buyer = 1 AND published = 1 AND deleted = 0 AND hidden_at IS NULL LIMIT 1",
    )
    .pluck()
    .get() as string;
  assert.ok(review, "the reviewer has a public verified review");
  return `/reviews/profile/reviews/${review}`;
}

test("reviews.json counts again after a write: by the host, by a test on its database, by another connection", async () => {
  const owner = await hostSession("reviewer");
  const { db, dataDir } = owner.host;
  const metrics = async () => (await owner.request("GET", "/reviews.json")).json() as HomeMetrics;
  await withFakeDate(async (advance) => {
    // Each write below comes a recount's interval after the last count, so the next request counts.
    const later = () => advance(METRICS_RECOUNT_MS);
    later();
    const before = await metrics();
    assert.ok(before.total_verified_reviews > 0);
    later();
    assert.equal(await metrics(), before, "asked again without a write, the same numbers");

    // The host's own write path: the reviewer unpublishes a verified review of theirs.
    const own = ownPublicReview(db);
    assert.is((await owner.request("PUT", `${own}/unpublish`)).statusCode, 200);
    later();
    assert.is((await metrics()).total_verified_reviews, before.total_verified_reviews - 1, "unpublished");
    assert.is((await owner.request("PUT", `${own}/publish`)).statusCode, 200);
    later();
    assert.is((await metrics()).total_verified_reviews, before.total_verified_reviews, "published again");

    // A write on the host's connection outside its routes: a line item of an order is reviewed.
    const items = before.line_item_metric.orders_count;
    const reviewedBefore = Math.round(before.line_item_metric.reviewed_share * items);
    const unreviewed = db.prepare("SELECT id FROM line_items WHERE review_id IS NULL LIMIT 1").pluck().get();
    db.prepare("UPDATE line_items SET review_id = (SELECT min(id) FROM reviews) WHERE id = ?").run(
      unreviewed,
    );
    later();
    const share = (await metrics()).line_item_metric.reviewed_share;
    assert.is(Math.round(share * items), reviewedBefore + 1, "one more line item reviewed");

    // Another connection (as another worker of the host writes): a verified review is deleted there.
    const other = openDatabase(dataDir);
    try {
      other
        .prepare(
          `UPDATE reviews SET deleted = 1, deleted_at = '2026-01-01T00:00:00.000Z' WHERE id = (
             SELECT id FROM reviews WHERE verified_buyer = 1 AND published = 1 AND deleted = 0 AND hidden_at IS NULL LIMIT 1)`,
        )
        .run();
    } finally {
      other.close();
    }
    later();
    assert.is(
      (await metrics()).total_verified_reviews,
      before.total_verified_reviews - 1,
      "deleted elsewhere",
    );
  });
});

test("reviews.json is counted at most every few seconds, however often anyone writes", async () => {
  const owner = await hostSession("reviewer");
  const metrics = async () => (await owner.request("GET", "/reviews.json")).json() as HomeMetrics;
  const own = ownPublicReview(owner.host.db);
  await withFakeDate(async (advance) => {
    // A write, then the interval: the numbers are counted now (a page rendered earlier may have
    // counted them a moment ago, with nothing written since).
    assert.is((await owner.request("PUT", `${own}/unpublish`)).statusCode, 200);
    assert.is((await owner.request("PUT", `${own}/publish`)).statusCode, 200);
    advance(METRICS_RECOUNT_MS);
    const counted = await metrics();
    // Writes and visits in turn, each 1 ms before the interval ends: the numbers counted stand.
    for (const change of ["unpublish", "publish", "unpublish"]) {
      assert.is((await owner.request("PUT", `${own}/${change}`)).statusCode, 200, change);
      advance(METRICS_RECOUNT_MS / 4 - 1);
      assert.equal(await metrics(), counted, `after ${change}: not counted again yet`);
    }
    advance(METRICS_RECOUNT_MS / 4 + 3);
    assert.is(
      (await metrics()).total_verified_reviews,
      counted.total_verified_reviews - 1,
      "counted again once the interval has passed",
    );
  });
});

test("how-it-works.json: sections with headings and the eight review sources with the widget's labels", async () => {
  const guest = await hostSession();
  const response = await guest.request("GET", "/reviews/how-it-works.json");
  assert.is(response.statusCode, 200);
  assert.is(response.headers["cache-control"], "public, max-age=120");
  const page = response.json() as HowItWorks;
  assert.ok(page.sections.length >= 4 && page.sections.every((s) => s.title && s.paragraphs.length));
  assert.equal(
    page.review_sources.map((s) => [s.value, s.label]),
    REVIEW_SOURCES.map((s) => [s.value, s.label]),
  );
  assert.is(page.review_sources.length, 8);
  assert.ok(page.review_sources.every((s) => s.description.length > 20));
  assert.equal(
    page.links.map((l) => l.path),
    ["/reviews/search", "/reviews/write-review", "/reviews/medals"],
  );
});

test("home, trust and how it works name the data they show first as preloads, when the host does not render them", async () => {
  const guest = new Visitor((await testHost()).app);
  const headers = { cookie: `${BROWSER_RENDER_COOKIE}=browser` };
  const preloads = async (path: string) =>
    [
      ...(await guest.request({ method: "GET", url: path, headers })).body.matchAll(
        /<link rel="preload" as="fetch"[^>]*href="([^"]+)"/g,
      ),
    ].map((m) => m[1]);
  assert.ok((await preloads("/reviews")).includes("/reviews.json"));
  assert.ok((await preloads("/reviews/trust")).includes("/reviews.json"));
  assert.ok((await preloads("/reviews/how-it-works")).includes("/reviews/how-it-works.json"));
});

test("the medals page: live products and stores for each of the five tiers, each holding it", async () => {
  const guest = await hostSession();
  const page = (await guest.request("GET", "/reviews/medals?format=json")).json() as MedalsPage;
  assert.equal(
    page.examples.map((e) => e.tier),
    ["diamond", "platinum", "gold", "silver", "bronze"],
  );
  for (const { tier, products, shops } of page.examples) {
    assert.ok(products.length > 0 && shops.length > 0, tier);
    for (const holder of [...products, ...shops]) assert.is(medalTier(holder.transparency_score), tier);
    const product = await guest.request("GET", `${products[0]?.internal_path}?format=json`);
    assert.is(product.statusCode, 200, `${tier}: the example opens`);
  }
});

test.run();
