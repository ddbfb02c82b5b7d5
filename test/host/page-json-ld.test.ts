// What a crawler reading HTML finds in a page's head: its JSON-LD as application/ld+json scripts,
// a product with its rating and reviews, a store as an organization, a category's breadcrumb, in
// schema.org's vocabulary; and the noindex rule for a page with fewer than 3 reviews.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { testHost } from "../support/hosts/test-host";
import { Visitor } from "../support/requests/http-client";
import { everyScreen } from "../support/screens/every-screen";

const test = suite("JSON-LD in the page's HTML");

type JsonLd = Record<string, unknown> & { "@type": string };

/** The page's JSON-LD scripts, parsed. */
async function jsonLd(path: string): Promise<{ html: string; items: JsonLd[] }> {
  const guest = new Visitor((await testHost()).app);
  const response = await guest.get(path);
  assert.is(response.statusCode, 200, path);
  const html = response.body;
  const items = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1] as string) as JsonLd,
  );
  return { html, items };
}

async function screenPath(name: string): Promise<string> {
  const { db } = await testHost();
  return everyScreen(db).find((screen) => screen.name === name)?.path as string;
}

test("a product: Product with its aggregate rating and reviews, and its breadcrumb", async () => {
  const { items } = await jsonLd(await screenPath("product"));
  const product = items.find((item) => item["@type"] === "Product");
  assert.ok(product, "a Product");
  assert.is(product?.["@context"], "https://schema.org");
  const rating = product?.aggregateRating as { "@type": string; ratingValue: number; reviewCount: number };
  assert.is(rating["@type"], "AggregateRating");
  assert.ok(rating.ratingValue >= 1 && rating.ratingValue <= 5 && rating.reviewCount >= 3);
  const reviews = product?.review as { "@type": string; reviewRating: { ratingValue: number } }[];
  assert.ok(
    reviews.length > 0 && reviews.every((r) => r["@type"] === "Review" && r.reviewRating.ratingValue >= 1),
  );
  assert.ok(
    items.some((item) => item["@type"] === "BreadcrumbList"),
    "its breadcrumb",
  );
});

test("a store: Organization with its rating; a category: its breadcrumb, top level first", async () => {
  const store = (await jsonLd(await screenPath("store"))).items.find((i) => i["@type"] === "Organization");
  assert.ok(store && (store.aggregateRating as { "@type": string })["@type"] === "AggregateRating");
  const { items } = await jsonLd(await screenPath("category"));
  const breadcrumb = items.find((item) => item["@type"] === "BreadcrumbList");
  const list = breadcrumb?.itemListElement as { position: number; name: string; item: string }[];
  assert.ok(list.length >= 2, "a category of the second level and its parent");
  assert.equal(
    list.map((entry) => entry.position),
    list.map((_, i) => i + 1),
  );
  assert.ok(list.every((entry) => entry.name && /^https?:\/\//.test(entry.item)));
});

test("a product with fewer than 3 reviews is not indexed", async () => {
  const { db } = await testHost();
  const few = db
    .prepare(
      `SELECT s.slug, p.handle FROM products p JOIN shops s ON s.id = p.shop_id
       WHERE p.reviews_count BETWEEN 1 AND 2 ORDER BY p.id LIMIT 1`,
    )
    .get() as { slug: string; handle: string };
  const { html } = await jsonLd(`/reviews/stores/${few.slug}/products/${few.handle}`);
  assert.match(html, '<meta name="robots" content="noindex">');
});

test.run();
