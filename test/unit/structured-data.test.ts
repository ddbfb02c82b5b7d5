import { suite } from "uvu";
import * as assert from "uvu/assert";
import {
  breadcrumbStructuredData,
  productStructuredData,
  shopStructuredData,
} from "../../src/lib/structured-data";

const test = suite("structured data");

/** JSON-LD read loosely, as a crawler would. */
// biome-ignore lint/suspicious/noExplicitAny: reading JSON-LD in a test
type Ld = Record<string, any>;

const product = {
  title: "Kettle",
  description: "Boils",
  image_url: "https://x/k.svg",
  url: "https://x/p",
  external_id: "7",
  price: 20,
  currency: "EUR",
  average_rating: 4.256,
  reviews_count: 12,
  shop_name: "Shop",
  reviews: [
    { rating: 5, title: "<b>Great</b>", body: "Yes", author: "Ada", created_at: "2026-01-02T03:04:05Z" },
  ],
};

test("a product with reviews: Product with AggregateRating, Reviews and an Offer", () => {
  const data = productStructuredData(product) as Ld;
  assert.is(data["@type"], "Product");
  assert.equal(data.aggregateRating, {
    "@type": "AggregateRating",
    ratingValue: 4.26,
    reviewCount: 12,
    bestRating: 5,
    worstRating: 1,
  });
  assert.is(data.review[0].reviewBody, "Yes");
  assert.is(data.review[0].name, "<b>Great</b>");
  assert.is(data.review[0].datePublished, "2026-01-02");
  assert.is(data.offers.price, "20.00");
  assert.is(data.offers.priceCurrency, "EUR");
});

test("only when the review count or the price is above 0", () => {
  assert.is(productStructuredData({ ...product, reviews_count: 0, price: 0, reviews: [] }), null);
  const priced = productStructuredData({ ...product, reviews_count: 0, reviews: [] }) as Record<
    string,
    unknown
  >;
  assert.ok(priced.offers);
  assert.not.ok("aggregateRating" in priced);
  const rated = productStructuredData({ ...product, price: 0 }) as Record<string, unknown>;
  assert.not.ok("offers" in rated);
  assert.ok(rated.aggregateRating);
});

test("a shop only when it has reviews", () => {
  const shop = {
    name: "S",
    url: "https://x/s",
    external_url: "https://s.example/",
    logo_url: null,
    average_rating: 4,
    reviews_count: 0,
    reviews: [],
  };
  assert.is(shopStructuredData(shop), null);
  const data = shopStructuredData({ ...shop, reviews_count: 3 }) as Ld;
  assert.is(data["@type"], "Organization");
  assert.is(data.aggregateRating.reviewCount, 3);
});

test("a breadcrumb lists its items in order", () => {
  assert.is(breadcrumbStructuredData([]), null);
  const data = breadcrumbStructuredData([
    { name: "A", url: "/a" },
    { name: "B", url: "/b" },
  ]) as Ld;
  assert.equal(
    data.itemListElement.map((i: { position: number; name: string }) => [i.position, i.name]),
    [
      [1, "A"],
      [2, "B"],
    ],
  );
});

test.run();
