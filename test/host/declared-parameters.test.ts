// The catalogue's, the search's and the reviews' routes take what their schemas declare: every
// parameter the bundle sends (built here with the bundle's own builders), and nothing else. A
// parameter nobody sends, one given twice, a body to a write that takes none or a query to a file
// is a 400 that names what is wrong.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import type { QuestionsParams } from "../../src/api/contract/review-requests";
import { carouselUrl } from "../../src/lib/carousel-url";
import { withQuery } from "../../src/lib/request-urls";
import { DEFAULT_REVIEW_QUERY, productWidgetParams, shopWidgetParams } from "../../src/lib/review-query";
import { type NormalizedSearchParams, normalizeSearchParams } from "../../src/lib/search-params";
import { WIDGET_PATHS } from "../../src/lib/widget-paths";
import { categoryHandle, othersPublishedReview, rowCount } from "../support/data/seeded-queries";
import { testHost } from "../support/hosts/test-host";
import { hostSession } from "../support/requests/http-client";

const test = suite("declared parameters");

async function bundleRequests() {
  const { app, db } = await testHost();
  const shop = db
    .prepare(
      `SELECT s.domain, s.platform, s.public_token, s.encoded_id FROM shops s
       WHERE s.enable_question_anwser = 1 AND EXISTS (SELECT 1 FROM reviews r WHERE r.shop_id = s.id AND r.has_media = 1)
       ORDER BY s.id LIMIT 1`,
    )
    .get() as { domain: string; platform: string; public_token: string; encoded_id: string };
  const product = db
    .prepare(
      `SELECT p.external_id, p.encoded_id, p.category_id FROM products p JOIN shops s ON s.id = p.shop_id
       WHERE s.domain = ? AND EXISTS (SELECT 1 FROM reviews r WHERE r.product_id = p.id AND r.has_media = 1)
       ORDER BY p.id LIMIT 1`,
    )
    .get(shop.domain) as { external_id: string; encoded_id: string; category_id: number };
  assert.ok(shop && product, "a store with questions and a product with media");
  const handle = categoryHandle(db, 1);
  const widgetShop = { platform: shop.platform, domain: shop.domain, public_token: shop.public_token };
  // Every control away from its default, as the reviews section writes them.
  const controls = {
    ...DEFAULT_REVIEW_QUERY,
    rating: 5,
    search: "good",
    sort: "highest",
    source: "organic",
    verifiedOnly: true,
    withMedia: true,
    type: "product-reviews",
    page: 2,
  } as const;
  // Every search parameter set, as the search page sends them.
  const search: NormalizedSearchParams = {
    ...normalizeSearchParams(""),
    q: "kettle",
    page: 2,
    redesign: "1",
    sort_by: "price_asc",
    shop_domain: shop.domain,
    search_in_shop: "true",
    platform: shop.platform,
    category_id: product.category_id,
    country: "US",
    store_country: "GB",
    min_rating: 3.5,
    min_transparency: 0,
    min_authenticity: 10,
    currency: "EUR",
    min_price: 12.5,
    max_price: 5000,
    reviews_count: 1,
    category_search: "true",
  };
  const questions: QuestionsParams = {
    json_request: true,
    shop_domain: shop.domain,
    api_token: shop.public_token,
    platform: shop.platform,
    product_id: product.external_id,
    sort_by: "created_at",
    sort_dir: "desc",
    per_page: 3,
    page: 1,
    search: "warranty",
    unanswered_only: true,
  };
  const urls = [
    carouselUrl("product", { country: "GB", redesign: "1" }),
    "/reviews.json",
    "/reviews/how-it-works.json",
    "/reviews/all_categories",
    withQuery("/reviews/categories.json", { level: 1 }),
    withQuery("/reviews/categories.json", { q: "kettle" }),
    withQuery("/reviews/categories.json", {
      shop_domain: shop.domain,
      platform: shop.platform,
      search_in_shop: "true",
    }),
    `/reviews/categories/${handle}.json`,
    withQuery("/reviews/search.json", search),
    withQuery("/reviews/store_search.json", search),
    withQuery("/reviews/instant_search", { ...search, q: "kett", page: 1 }),
    withQuery(WIDGET_PATHS.product, productWidgetParams(controls, widgetShop, product.external_id)),
    withQuery(WIDGET_PATHS.shop, shopWidgetParams(controls, widgetShop)),
    withQuery("/api/questions/questions_for_widget", questions),
    withQuery(`/products/${product.encoded_id}/reviews_with_media`, { page: 1 }),
    withQuery(`/shops/${shop.encoded_id}/reviews_with_media`, { page: 1 }),
  ];
  return { app, urls };
}

test("every parameter the bundle sends is taken; one nobody sends is a 400 naming it", async () => {
  const { app, urls } = await bundleRequests();
  for (const url of urls) {
    const taken = await app.inject(url);
    assert.is(taken.statusCode, 200, `${url}: ${taken.body}`);
    const unknown = await app.inject(`${url}${url.includes("?") ? "&" : "?"}utm_source=x`);
    assert.is(unknown.statusCode, 400, url);
    assert.equal(unknown.json(), { error: "'utm_source' is not taken here." }, url);
  }
});

test("a parameter given twice is a 400 that says so", async () => {
  const { app } = await testHost();
  for (const url of [
    "/reviews/search.json?q=kettle&q=lamp",
    "/reviews/carousels.json?q=product&country=US&country=GB",
    "/reviews/categories.json?level=1&level=2",
  ]) {
    const response = await app.inject(url);
    assert.is(response.statusCode, 400, url);
    assert.match(response.json().error, "was given more than once", url);
  }
});

test("categories.json: a search as long as search.json takes, and no longer", async () => {
  const { app } = await testHost();
  const longest = await app.inject(`/reviews/categories.json?q=${"kettle ".repeat(28)}kett`);
  assert.is(longest.statusCode, 200, longest.body);
  const longer = await app.inject(`/reviews/categories.json?q=${"kettle ".repeat(29)}`);
  assert.is(longer.statusCode, 400);
  assert.match(longer.json().error, "'q'");
  assert.is((await app.inject(`/reviews/search.json?q=${"kettle ".repeat(29)}`)).statusCode, 400);
});

test("writes: a click carries only its record; a helpful vote carries no body", async () => {
  const reader = await hostSession("reviewer");
  const { db } = reader.host;
  const shop = db.prepare("SELECT encoded_id FROM shops LIMIT 1").pluck().get() as string;
  const click = { shop_id: shop, product_id: null, pageview_id: "pv-1" };
  assert.is((await reader.request("POST", "/reviews/click", click)).statusCode, 204);
  const extra = await reader.request("POST", "/reviews/click", { ...click, price: 10 });
  assert.is(extra.statusCode, 400);
  assert.equal(extra.json(), { error: "'price' is not taken here." });
  assert.is((await reader.request("POST", "/reviews/click?shop=1", click)).statusCode, 400);

  const review = othersPublishedReview(db);
  const votes = () => rowCount(db, "review_votes");
  const before = votes();
  for (const method of ["PUT", "DELETE"] as const) {
    const response = await reader.request(method, `/reviews/${review}/helpful`, { helpful: true });
    assert.is(response.statusCode, 400, method);
    assert.equal(response.json(), { error: "This request takes no body." });
  }
  assert.is(votes(), before, "nothing written");
  assert.is((await reader.request("PUT", `/reviews/${review}/helpful`)).statusCode, 200);
});

test("files take no query, and a name that is no file of theirs is a 404", async () => {
  const { app } = await testHost();
  const home = await app.inject("/reviews");
  const entry = /src="(\/assets\/main-\w+\.js)"/.exec(home.body)?.[1] ?? "";
  for (const file of [
    entry,
    "/img/products/p1-400.webp",
    "/image-host/flags/usd.png",
    "/media/videos/abc.webm",
  ]) {
    assert.is((await app.inject(file)).statusCode, 200, file);
    const queried = await app.inject(`${file}?v=2`);
    assert.is(queried.statusCode, 400, file);
    assert.match(queried.json().error, "'v'", file);
  }
  for (const file of [
    "/assets/%2e%2e%2fserver.ts",
    "/assets/main.js.gz",
    "/img/none/p1-400.webp",
    "/media/videos/a.mp4",
  ]) {
    assert.is((await app.inject(file)).statusCode, 404, file);
  }
});

test.run();
