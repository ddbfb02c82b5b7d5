// The reference host's review calls: widget filters, sorts, search, sources, types, paging and
// exact counts in SQL; questions; media pages; click records; 400 for bad input, 404 for unknowns.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import type { QuestionsResponse } from "../../src/api/contract/questions";
import type { MediaPage, WidgetData } from "../../src/api/contract/review";
import { reviewsMatching } from "../support/fts-oracle";
import { testHost } from "../support/host";
import { rowCount } from "../support/test-data";

const test = suite("review calls");

interface ShopRow {
  id: number;
  encoded_id: string;
  domain: string;
  platform: string;
  public_token: string;
  slug: string;
}

async function fixtures() {
  const { app, db } = await testHost();
  const shop = db.prepare("SELECT * FROM shops WHERE id = 1").get() as ShopRow;
  const product = db.prepare("SELECT * FROM products WHERE id = 1").get() as {
    id: number;
    external_id: string;
    encoded_id: string;
  };
  const owner = `platform=${shop.platform}&shop_domain=${shop.domain}&api_token=${shop.public_token}`;
  const n = (sql: string, ...params: unknown[]) => (db.prepare(sql).get(...params) as { n: number }).n;
  const get = async <T>(path: string) => {
    const response = await app.inject(path);
    return { status: response.statusCode, body: response.json() as T & { error?: string } };
  };
  return { app, db, shop, product, owner, n, get };
}

const VISIBLE = "published = 1 AND deleted = 0";

test("product widget: exact histogram, average and filtered counts; pages of 10", async () => {
  const { product, owner, n, get } = await fixtures();
  const { status, body } = await get<WidgetData>(
    `/api/v1/widgets/product_review?${owner}&external_id=${product.external_id}`,
  );
  assert.is(status, 200);
  const total = n(`SELECT count(*) n FROM reviews WHERE product_id = 1 AND ${VISIBLE}`);
  assert.is(body.number_of_reviews, total);
  assert.is(body.total_count, total);
  assert.is(body.total_pages, Math.ceil(total / 10));
  assert.is(body.reviews.length, 10);
  for (const r of [1, 2, 3, 4, 5] as const) {
    assert.is(
      body.rating_histogram_data[r],
      n(`SELECT count(*) n FROM reviews WHERE product_id = 1 AND rating = ? AND ${VISIBLE}`, r),
    );
  }
  const avg =
    (body.rating_histogram_data[1] +
      2 * body.rating_histogram_data[2] +
      3 * body.rating_histogram_data[3] +
      4 * body.rating_histogram_data[4] +
      5 * body.rating_histogram_data[5]) /
    total;
  assert.is(body.average_rating, Math.round(avg * 100) / 100);
  assert.ok(body.product_metrics && body.product_metrics.transparency_score > 0);
  const dates = body.reviews.map((r) => r.created_at);
  assert.equal(dates, [...dates].sort().reverse(), "newest first");
});

test("product widget: rating, source, verified, media and search filters combine in SQL", async () => {
  const { product, owner, n, get } = await fixtures();
  const base = `/api/v1/widgets/product_review?${owner}&external_id=${product.external_id}`;
  const two = await get<WidgetData>(`${base}&filter_rating=2&per_page=50`);
  assert.is(
    two.body.total_count,
    n(`SELECT count(*) n FROM reviews WHERE product_id = 1 AND rating = 2 AND ${VISIBLE}`),
  );
  assert.ok(two.body.reviews.every((r) => r.rating === 2));
  assert.is(
    two.body.number_of_reviews,
    n(`SELECT count(*) n FROM reviews WHERE product_id = 1 AND ${VISIBLE}`),
    "header counts ignore filters",
  );

  const mixed = await get<WidgetData>(
    `${base}&review_source=invite&verified_only=true&with_media=true&per_page=50`,
  );
  assert.is(
    mixed.body.total_count,
    n(
      `SELECT count(*) n FROM reviews WHERE product_id = 1 AND source = 'invite' AND verified_buyer = 1 AND has_media = 1 AND ${VISIBLE}`,
    ),
  );
  assert.ok(
    mixed.body.reviews.every(
      (r) =>
        r.source === "invite" &&
        r.verified_buyer &&
        (r.pictures_urls.length > 0 ||
          r.video_external_ids.length + r.media_platform_hosted_video_infos.length > 0),
    ),
  );

  const search = await get<WidgetData>(`${base}&search=box&per_page=50`);
  const { db } = await testHost();
  assert.is(search.body.total_count, reviewsMatching(db, `product_id = 1 AND ${VISIBLE}`, "box").length);
  assert.ok(search.body.total_count > 0);
  assert.ok(search.body.reviews.every((r) => /box/i.test(`${r.title} ${r.body}`)));
  const nothing = await get<WidgetData>(`${base}&search=${encodeURIComponent("%%")}`);
  assert.is(nothing.body.total_count, 0);
});

test("product widget: sorts and paging", async () => {
  const { product, owner, get } = await fixtures();
  const base = `/api/v1/widgets/product_review?${owner}&external_id=${product.external_id}`;
  const lowest = await get<WidgetData>(`${base}&sort_by=lowest`);
  assert.ok(lowest.body.reviews.every((r) => r.rating === 1));
  const highest = await get<WidgetData>(`${base}&sort_by=highest`);
  assert.ok(highest.body.reviews.every((r) => r.rating === 5));
  const oldest = await get<WidgetData>(`${base}&sort_by=oldest`);
  const dates = oldest.body.reviews.map((r) => r.created_at);
  assert.equal(dates, [...dates].sort());
  const media = await get<WidgetData>(`${base}&sort_by=pictures_first`);
  assert.ok(
    media.body.reviews.every(
      (r) =>
        r.pictures_urls.length + r.video_external_ids.length + r.media_platform_hosted_video_infos.length > 0,
    ),
  );
  const page1 = await get<WidgetData>(`${base}&page=1`);
  const page2 = await get<WidgetData>(`${base}&page=2`);
  assert.is(page2.body.current_page, 2);
  const ids = new Set(page1.body.reviews.map((r) => r.uuid));
  assert.ok(page2.body.reviews.every((r) => !ids.has(r.uuid)));
  const beyond = await get<WidgetData>(`${base}&page=999`);
  assert.equal(beyond.body.reviews, []);
});

test("video ids over 16 characters are the platform's own; hidden reviews never show", async () => {
  const { db, product, owner, get } = await fixtures();
  const body = (
    await get<WidgetData>(
      `/api/v1/widgets/product_review?${owner}&external_id=${product.external_id}&with_media=true&per_page=50`,
    )
  ).body;
  for (const r of body.reviews) {
    assert.ok(r.video_external_ids.every((id) => id.length <= 16));
    assert.ok(
      r.media_platform_hosted_video_infos.every((v) => v.video_id.length > 16 && v.media_platform_url),
    );
    assert.ok(r.published && !r.deleted);
  }
  const hidden = db
    .prepare("SELECT uuid FROM reviews WHERE product_id = 1 AND (published = 0 OR deleted = 1)")
    .pluck()
    .all() as string[];
  const all = (
    await get<WidgetData>(
      `/api/v1/widgets/product_review?${owner}&external_id=${product.external_id}&per_page=50&page=1`,
    )
  ).body;
  assert.ok(all.reviews.every((r) => !hidden.includes(r.uuid)));
});

test("all-reviews page: the three review types", async () => {
  const { shop, owner, n, get } = await fixtures();
  const base = `/api/v1/widgets/all_reviews_page?${owner}`;
  const all = await get<WidgetData>(base);
  assert.is(
    all.body.total_count,
    n(`SELECT count(*) n FROM reviews WHERE shop_id = ? AND ${VISIBLE}`, shop.id),
  );
  const own = await get<WidgetData>(`${base}&review_type=shop-reviews`);
  assert.is(
    own.body.total_count,
    n(`SELECT count(*) n FROM reviews WHERE shop_id = ? AND product_id IS NULL AND ${VISIBLE}`, shop.id),
  );
  assert.ok(own.body.reviews.every((r) => r.product === null));
  const products = await get<WidgetData>(`${base}&review_type=product-reviews`);
  assert.is(products.body.total_count, all.body.total_count - own.body.total_count);
  assert.ok(products.body.reviews.every((r) => r.product !== null));
  assert.is(own.body.number_of_reviews, own.body.total_count, "the header follows the review type");
});

test("bad input is a 400 with a JSON error; unknown shops and products are 404", async () => {
  const { product, owner, get } = await fixtures();
  const base = `/api/v1/widgets/product_review?${owner}&external_id=${product.external_id}`;
  for (const bad of [
    "&filter_rating=6",
    "&page=0",
    "&page=x",
    "&sort_by=random",
    "&review_source=nope",
    "&verified_only=maybe",
    "&per_page=500",
    `&search=${"a".repeat(201)}`,
    "&sort_dir=up",
  ]) {
    const { status, body } = await get(`${base}${bad}`);
    assert.is(status, 400, bad);
    assert.type(body.error, "string");
  }
  assert.is((await get(`/api/v1/widgets/all_reviews_page?${owner}&review_type=published`)).status, 400);
  assert.is((await get("/api/v1/widgets/product_review?platform=shopify")).status, 400);
  const wrongToken = await get(
    `/api/v1/widgets/product_review?${owner.replace(/api_token=\w+/, "api_token=nope")}&external_id=${product.external_id}`,
  );
  assert.is(wrongToken.status, 404);
  assert.is((await get(`/api/v1/widgets/product_review?${owner}&external_id=nope`)).status, 404);
  const page = await get("/reviews/stores/no-such-shop/products/x?format=json");
  assert.is(page.status, 404);
  assert.type(page.body.error, "string");
  assert.is((await get("/reviews/stores/lucky-gear/products/no-such-product?format=json")).status, 404);
});

test("questions: 3 a page, newest first, only where the shop enables them", async () => {
  const { db, n, get } = await fixtures();
  const row = db
    .prepare(
      `SELECT s.*, p.id product_id, p.external_id FROM products p JOIN shops s ON s.id = p.shop_id
       WHERE s.enable_question_anwser = 1 AND (SELECT count(*) FROM questions q WHERE q.product_id = p.id) > 3 LIMIT 1`,
    )
    .get() as ShopRow & { product_id: number; external_id: string };
  const params = `json_request=true&shop_domain=${row.domain}&api_token=${row.public_token}&platform=${row.platform}&product_id=${row.external_id}&sort_by=created_at&sort_dir=desc&per_page=3`;
  const first = await get<QuestionsResponse>(`/api/questions/questions_for_widget?${params}&page=1`);
  const total = n("SELECT count(*) n FROM questions WHERE product_id = ?", row.product_id);
  assert.is(first.body.total_count, total);
  assert.is(first.body.total_pages, Math.ceil(total / 3));
  assert.is(first.body.questions.length, 3);
  const second = await get<QuestionsResponse>(`/api/questions/questions_for_widget?${params}&page=2`);
  const dates = [...first.body.questions, ...second.body.questions].map((q) => q.created_at);
  assert.equal(dates, [...dates].sort().reverse());

  const off = db
    .prepare(
      `SELECT s.*, p.external_id FROM products p JOIN shops s ON s.id = p.shop_id
       WHERE s.enable_question_anwser = 0 AND EXISTS (SELECT 1 FROM questions q WHERE q.product_id = p.id) LIMIT 1`,
    )
    .get() as ShopRow & { external_id: string };
  const hidden = await get<QuestionsResponse>(
    `/api/questions/questions_for_widget?shop_domain=${off.domain}&api_token=${off.public_token}&platform=${off.platform}&product_id=${off.external_id}`,
  );
  assert.is(hidden.body.total_pages, 0);
});

test("media pages: every picture and video of visible reviews, 20 a page; 404 when there is none", async () => {
  const { db, product, shop, get } = await fixtures();
  const visible = "r.published = 1 AND r.deleted = 0";
  const total = (
    db
      .prepare(
        `SELECT (SELECT count(*) FROM reviews r, json_each(r.pictures) WHERE r.product_id = 1 AND ${visible})
            + (SELECT count(*) FROM reviews r, json_each(r.video_ids) WHERE r.product_id = 1 AND ${visible}) n`,
      )
      .get() as { n: number }
  ).n;
  const first = await get<MediaPage>(`/products/${product.encoded_id}/reviews_with_media?page=1`);
  assert.is(first.status, 200);
  assert.is(first.body.total_count, total);
  assert.is(first.body.items.length, Math.min(20, total));
  const last = await get<MediaPage>(
    `/products/${product.encoded_id}/reviews_with_media?page=${first.body.total_pages}`,
  );
  assert.is(last.body.items.length, total - 20 * (first.body.total_pages - 1));
  assert.is(
    (await get(`/products/${product.encoded_id}/reviews_with_media?page=${first.body.total_pages + 1}`))
      .status,
    404,
  );
  for (const item of first.body.items) {
    if (item.dataType === "picture") assert.ok(item.url && item.thumbnail_url);
    else assert.is(item.dataType === "video_platform", (item.videoId ?? "").length > 16);
  }
  const shopPage = await get<MediaPage>(`/shops/${shop.encoded_id}/reviews_with_media`);
  assert.ok(shopPage.body.total_count >= total);
  const bare = db
    .prepare(
      `SELECT encoded_id FROM products p WHERE NOT EXISTS
        (SELECT 1 FROM reviews r WHERE r.product_id = p.id AND r.has_media = 1 AND ${visible}) LIMIT 1`,
    )
    .pluck()
    .get() as string;
  const none = await get(`/products/${bare}/reviews_with_media`);
  assert.is(none.status, 404);
  assert.type(none.body.error, "string");
  assert.is((await get("/products/nope/reviews_with_media")).status, 404);
  assert.is((await get(`/products/${product.encoded_id}/reviews_with_media?page=-1`)).status, 400);
});

test("clicks: stored with the tracking record; CSRF and bad input refused", async () => {
  const { app, db, shop, product } = await fixtures();
  const home = await app.inject("/reviews");
  const cookie = String(home.headers["set-cookie"]).split(";")[0] as string;
  const token = /name="csrf-token" content="([^"]+)"/.exec(home.body)?.[1] as string;
  const record = {
    shop_id: shop.encoded_id,
    product_id: product.encoded_id,
    tracking_data: { id: "j1", journey: ["/reviews"], created_at: "2026-01-01T00:00:00Z" },
    referral: "https://search.example/",
    referral_page: "http://localhost/reviews/stores/x",
    pageview_id: "pv-1",
  };
  const post = (body: unknown, headers: Record<string, string> = { cookie, "x-csrf-token": token }) =>
    app.inject({ method: "POST", url: "/reviews/click", payload: body as object, headers });
  const before = rowCount(db, "clicks");
  assert.is((await post(record)).statusCode, 204);
  const stored = db.prepare("SELECT * FROM clicks ORDER BY id DESC LIMIT 1").get() as Record<string, unknown>;
  assert.is(stored.pageview_id, "pv-1");
  assert.equal(JSON.parse(stored.tracking_data as string), record.tracking_data);
  assert.is((await post(record, { cookie })).statusCode, 403);
  assert.is((await post({ ...record, shop_id: "nope" })).statusCode, 404);
  assert.is((await post({ ...record, tracking_data: [1] })).statusCode, 400);
  // Checked by the route's schema as sent: a number is not turned into an id.
  for (const junk of [
    { ...record, pageview_id: 5 },
    { ...record, shop_id: 5 },
    { ...record, pageview_id: "" },
    { ...record, referral: "x".repeat(2001) },
    { ...record, tracking_data: { ...record.tracking_data, journey: [{ a: 1 }] } },
    { shop_id: shop.encoded_id },
    ["junk"],
  ]) {
    const refused = await post(junk);
    assert.is(refused.statusCode, 400, JSON.stringify(junk).slice(0, 80));
    const { error, ...rest } = refused.json();
    assert.type(error, "string");
    assert.ok(
      Object.keys(rest).every((key) => key === "field"),
      "the error, and the field it is about",
    );
  }
  assert.is((await post(["junk"], { cookie })).statusCode, 403, "no token: a 403 whatever the body");
  // The journey is the bundle's, not any JSON: one nested 5,000 deep was a 500 (regression).
  const deep = `${"[".repeat(5000)}${"]".repeat(5000)}`;
  const nested = await app.inject({
    method: "POST",
    url: "/reviews/click",
    headers: { cookie, "x-csrf-token": token, "content-type": "application/json" },
    payload: JSON.stringify(record).replace('"id":"j1"', `"id":"j1","a":${deep}`),
  });
  assert.is(nested.statusCode, 400, nested.body);
  assert.is((await post({ ...record, product_id: null })).statusCode, 204);
  assert.is(rowCount(db, "clicks"), before + 2);
});

test("page metadata: shop structured data only with reviews; noindex under 3 reviews", async () => {
  const { db, get } = await fixtures();
  const empty = db.prepare("SELECT slug FROM shops WHERE reviews_count = 0 LIMIT 1").pluck().get() as
    | string
    | undefined;
  const busy = await get<{ meta_data: { robots: string; structured_data: Record<string, unknown>[] } }>(
    "/reviews/stores/lucky-gear?format=json",
  );
  assert.is(busy.body.meta_data.robots, "index, follow");
  const org = busy.body.meta_data.structured_data[0] as { aggregateRating: { reviewCount: number } };
  assert.is(
    org.aggregateRating.reviewCount,
    db.prepare("SELECT reviews_count FROM shops WHERE slug = 'lucky-gear'").pluck().get(),
  );
  assert.ok(empty, "the seed has a shop without reviews");
  {
    const quiet = await get<{ meta_data: { robots: string; structured_data: unknown[] } }>(
      `/reviews/stores/${empty}?format=json`,
    );
    assert.is(quiet.body.meta_data.robots, "noindex");
    assert.equal(quiet.body.meta_data.structured_data, []);
  }
});

test.run();
