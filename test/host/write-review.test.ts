// Writing a review on the reference host: the reviewer's orders, the form data, and creating a
// review with pictures; every refusal (foreign or reviewed line item, bad rating, bad text, bad
// files, missing CSRF, terms not accepted, double submit) writes nothing.
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { picturesDir } from "../../fixtures/host/reviews/picture-store";
import type { NewReviewFormResponse, OrdersToReviewResponse } from "../../src/api/contract/profile";
import type { WidgetData } from "../../src/api/contract/review";
import type { CreatedReviewResponse } from "../../src/api/contract/write-review";
import { freshLineItem } from "../support/data/line-items";
import { REVIEWER_ID } from "../support/data/seeded-ids";
import {
  productExternalId,
  reviewedLineItem,
  setTermsAcceptedAt,
  shopReviewsCount,
  widgetShop,
} from "../support/data/seeded-queries";
import { hostSession } from "../support/requests/http-client";
import { exifHasGps, phonePhoto } from "../support/requests/phone-photo";
import { multipartReview, PNG_1PX, type ReviewForm } from "../support/requests/review-upload";

const test = suite("write a review (host)");

const ORDERS = "/reviews/write-review?format=json&resource=orders";
const TEXT = "Sturdy, well packed and exactly as described in the listing.";

/** Every file the host keeps of review pictures, each size apart. */
const storedPictureFiles = (dataDir: string) =>
  existsSync(picturesDir(dataDir))
    ? readdirSync(picturesDir(dataDir), { recursive: true, withFileTypes: true }).filter((f) => f.isFile())
    : [];

async function session() {
  const s = await hostSession("reviewer");
  const { db } = s.host;
  const n = (sql: string, ...params: unknown[]) =>
    db
      .prepare(sql)
      .pluck()
      .get(...params) as number;
  const post = async (form: ReviewForm, { csrf = true } = {}) => {
    const { payload, contentType } = multipartReview(form);
    return s.visitor.request({
      method: "POST",
      url: "/reviews/profile/reviews",
      payload,
      headers: { "content-type": contentType, ...(csrf ? { "x-csrf-token": s.visitor.csrfToken } : {}) },
    });
  };
  /** Everything a review writes, to compare before and after a refusal. */
  const snapshot = () => ({
    reviews: n("SELECT count(*) FROM reviews"),
    claimed: n("SELECT count(*) FROM line_items WHERE review_id IS NOT NULL"),
    products: n("SELECT total(reviews_count) FROM products"),
    shops: n("SELECT total(reviews_count) FROM shops"),
    files: storedPictureFiles(path.dirname(db.name)).length,
  });
  const waiting = () =>
    db
      .prepare(
        `SELECT li.public_id, li.product_id, p.shop_id FROM line_items li JOIN orders o ON o.id = li.order_id
         JOIN products p ON p.id = li.product_id JOIN shops s ON s.id = p.shop_id
         WHERE o.reviewer_id = ? AND li.review_id IS NULL AND li.product_in_store = 1
           AND li.product_reviewable = 1 AND s.disable_web_reviews = 0 ORDER BY li.id`,
      )
      .all(REVIEWER_ID) as { public_id: string; product_id: number; shop_id: number }[];
  const acceptTerms = () => s.request("POST", "/reviews/profile/accept_tos", { reviewer_name: "Jamie R." });
  return { ...s, db, n, post, snapshot, waiting, acceptTerms };
}

test("the orders resource lists the reviewer's own line items, reviewed and waiting", async () => {
  const { request, n } = await session();
  const response = await request("GET", ORDERS);
  assert.is(response.statusCode, 200);
  const { line_items } = response.json() as OrdersToReviewResponse;
  const own = n(
    "SELECT count(*) FROM line_items li JOIN orders o ON o.id = li.order_id WHERE o.reviewer_id = ?",
    REVIEWER_ID,
  );
  assert.ok(own > 0);
  assert.is(line_items.length, own);
  assert.ok(
    line_items.some((item) => item.review_public_id === null),
    "some wait for a review",
  );
  assert.ok(
    line_items.some((item) => item.review_public_id !== null),
    "some are reviewed",
  );
  const guest = await hostSession();
  assert.is((await guest.request("GET", ORDERS)).statusCode, 401);
});

test("the form data: the product for an own line item; foreign and reviewed ones are refused", async () => {
  const { request, waiting, db } = await session();
  const [item] = waiting();
  assert.ok(item);
  const ok = await request(
    "GET",
    `/reviews/write-review/new?format=json&line_item_public_id=${item.public_id}`,
  );
  assert.is(ok.statusCode, 200);
  const form = ok.json() as NewReviewFormResponse;
  assert.is(form.line_item.public_id, item.public_id);
  assert.ok(form.product.title.length > 0);
  assert.is(typeof form.needs_tos, "boolean");

  const foreign = db
    .prepare(
      "SELECT li.public_id FROM line_items li JOIN orders o ON o.id = li.order_id WHERE o.reviewer_id <> ? LIMIT 1",
    )
    .pluck()
    .get(REVIEWER_ID) as string;
  const reviewed = reviewedLineItem(db);
  const formFor = (id: string) =>
    request("GET", `/reviews/write-review/new?format=json&line_item_public_id=${id}`);
  assert.is((await formFor(foreign)).statusCode, 404);
  assert.is((await formFor("nope")).statusCode, 404);
  assert.is((await formFor(reviewed)).statusCode, 409);
});

test("refused reviews write nothing: terms, CSRF, foreign, reviewed, rating, text, files", async () => {
  const { post, snapshot, waiting, db, acceptTerms } = await session();
  setTermsAcceptedAt(db, null);
  const [item] = waiting();
  assert.ok(item);
  const good: ReviewForm = {
    line_item_public_id: item.public_id,
    rating: "4",
    title: "Good kit",
    body: TEXT,
    photos: [{ name: "a.png", type: "image/png", data: PNG_1PX }],
  };
  const before = snapshot();
  const refused = async (form: ReviewForm, status: number, why: string, options?: { csrf?: boolean }) => {
    const response = await post(form, options);
    assert.is(response.statusCode, status, `${why}: ${response.body}`);
    assert.ok((response.json() as { error: string }).error, `${why}: an error message`);
    assert.equal(snapshot(), before, `${why}: nothing written`);
  };
  await refused(good, 403, "terms not accepted");
  assert.is((await acceptTerms()).statusCode, 204);

  await refused(good, 403, "no CSRF token", { csrf: false });
  const foreign = db
    .prepare(
      "SELECT li.public_id FROM line_items li JOIN orders o ON o.id = li.order_id WHERE o.reviewer_id <> ? AND li.review_id IS NULL LIMIT 1",
    )
    .pluck()
    .get(REVIEWER_ID) as string;
  await refused({ ...good, line_item_public_id: foreign }, 404, "someone else's line item");
  const reviewed = reviewedLineItem(db);
  await refused({ ...good, line_item_public_id: reviewed }, 409, "an already reviewed line item");
  for (const rating of ["0", "6", "4.5", "x", ""])
    await refused({ ...good, rating }, 400, `rating ${rating}`);
  await refused({ ...good, rating: undefined }, 400, "no rating");
  await refused({ ...good, title: "  " }, 400, "empty title");
  await refused({ ...good, title: "t".repeat(121) }, 400, "long title");
  await refused({ ...good, body: "Too short." }, 400, "short text");
  await refused({ ...good, body: "b".repeat(5001) }, 400, "long text");
  const text = { name: "holiday.png", type: "image/png", data: Buffer.from("just some text, not a picture") };
  await refused({ ...good, photos: [text] }, 400, "a text file named .png");
  const broken = { name: "cut.png", type: "image/png", data: PNG_1PX.subarray(0, 40) };
  await refused({ ...good, photos: [broken] }, 400, "a PNG cut short, which does not decode");
  const big = Buffer.concat([PNG_1PX, Buffer.alloc(5 * 1024 * 1024)]);
  await refused({ ...good, photos: [{ name: "big.png", type: "image/png", data: big }] }, 400, "over 5 MB");
  const six = Array.from({ length: 6 }, (_, i) => ({ name: `${i}.png`, type: "image/png", data: PNG_1PX }));
  await refused({ ...good, photos: six }, 400, "six photos");
  const guest = await hostSession();
  const anonymous = await guest.visitor.sendForm("/reviews/profile/reviews", multipartReview(good));
  assert.is(anonymous.statusCode, 401);
  assert.equal(snapshot(), before, "a guest wrote nothing");
});

test("a review is created with its picture, counts and histogram in one go; a second submit is refused", async () => {
  const { post, snapshot, waiting, acceptTerms, host, request } = await session();
  assert.is((await acceptTerms()).statusCode, 204);
  const item = waiting()[1];
  assert.ok(item);
  const shop = widgetShop(host.db, item.shop_id);
  const externalId = productExternalId(host.db, item.product_id);
  const widget = async (search = "") =>
    (
      await request(
        "GET",
        `/api/v1/widgets/product_review?platform=${shop.platform}&shop_domain=${shop.domain}&api_token=${shop.public_token}&external_id=${externalId}${search}`,
      )
    ).json() as WidgetData;
  const widgetBefore = await widget();
  const before = snapshot();
  const shopCount = shopReviewsCount(host.db, item.shop_id);

  const form: ReviewForm = {
    line_item_public_id: item.public_id,
    rating: "2",
    title: "Zanzibarian kettle",
    body: TEXT,
    photos: [{ name: "kettle.png", type: "image/png", data: PNG_1PX }],
  };
  const response = await post(form);
  assert.is(response.statusCode, 201, response.body);
  const created = response.json() as CreatedReviewResponse;
  assert.is(created.review.rating, 2);
  assert.is(created.review.source, "organic");
  assert.is(created.published, true);
  assert.is(created.review.pictures_urls.length, 1);

  const row = host.db
    .prepare(
      "SELECT r.*, li.public_id li FROM reviews r JOIN line_items li ON li.review_id = r.id WHERE r.public_id = ?",
    )
    .get(created.review.public_id) as { source: string; reviewer_id: number; li: string; product_id: number };
  assert.is(row.source, "organic");
  assert.is(row.reviewer_id, REVIEWER_ID);
  assert.is(row.li, item.public_id, "the line item points at its review");
  assert.is(row.product_id, item.product_id);

  const after = snapshot();
  assert.equal(after, {
    reviews: before.reviews + 1,
    claimed: before.claimed + 1,
    products: before.products + 1,
    shops: before.shops + 1,
    files: before.files + 2, // its compact and huge size
  });
  assert.is(shopReviewsCount(host.db, item.shop_id), shopCount + 1);
  const widgetAfter = await widget();
  assert.is(widgetAfter.number_of_reviews, widgetBefore.number_of_reviews + 1);
  const found = await widget("&search=zanzibar");
  assert.equal(
    found.reviews.map((r) => r.public_id),
    [created.review.public_id],
    "the widget's search finds the new review at once",
  );
  assert.is(widgetAfter.rating_histogram_data[2], widgetBefore.rating_histogram_data[2] + 1);

  const [picture] = created.review.pictures_urls;
  for (const url of [picture?.compact, picture?.huge]) {
    const served = await request("GET", url ?? "");
    assert.is(served.statusCode, 200, url);
    assert.is(served.headers["content-type"], "image/webp");
    assert.is((await sharp(served.rawPayload).metadata()).format, "webp");
  }
  assert.ok(path.basename(picture?.huge ?? "").endsWith(".webp"));

  const again = await post(form);
  assert.is(again.statusCode, 409);
  assert.equal(snapshot(), after, "the second submit wrote nothing");
  const listed = (await request("GET", ORDERS)).json() as OrdersToReviewResponse;
  assert.is(
    listed.line_items.find((li) => li.public_id === item.public_id)?.review_public_id,
    created.review.public_id,
  );
});

test("a phone photo is kept upright, without its EXIF, in a compact and a huge WebP; the upload is never served", async () => {
  const { post, acceptTerms, request, host, db } = await session();
  await acceptTerms();
  const item = freshLineItem(db, 40);
  assert.ok(item);
  const photo = await phonePhoto({ orientation: 6 });
  const filesBefore = storedPictureFiles(path.dirname(host.db.name)).length;
  const uploaded = await sharp(photo).metadata();
  assert.ok(exifHasGps(uploaded.exif), "the upload carries a GPS position");
  assert.is(uploaded.orientation, 6);
  const response = await post({
    line_item_public_id: item.publicId,
    rating: "5",
    title: "Holds its heat",
    body: TEXT,
    photos: [{ name: "IMG_0042.jpg", type: "image/jpeg", data: photo }],
  });
  assert.is(response.statusCode, 201, response.body);
  const [picture] = (response.json() as CreatedReviewResponse).review.pictures_urls;
  assert.ok(picture);
  const limits = { compact: { edge: 480, bytes: 30 * 1024 }, huge: { edge: 2048, bytes: 600 * 1024 } };
  for (const [size, limit] of Object.entries(limits)) {
    const served = await request("GET", picture[size as keyof typeof limits]);
    assert.is(served.statusCode, 200);
    const kept = await sharp(served.rawPayload).metadata();
    assert.is(kept.format, "webp", size);
    assert.is(kept.exif, undefined, `${size}: no EXIF at all, so no GPS`);
    assert.is(kept.orientation, undefined, size);
    assert.is(kept.height, limit.edge, `${size}: upright (portrait), its long side ${limit.edge}`);
    assert.is(kept.width, (limit.edge * 3) / 4, size);
    assert.ok(served.rawPayload.length <= limit.bytes, `${size}: ${served.rawPayload.length} bytes`);
  }
  const stored = storedPictureFiles(path.dirname(host.db.name));
  assert.is(stored.length, filesBefore + 2, "only the two sizes are written");
  assert.not.ok(
    stored.some((file) => file.name.endsWith(".jpg")),
    "the upload is not kept",
  );
});

test("a picture is public while its review is: unpublished or deleted, only its author sees it", async () => {
  const { post, acceptTerms, request, db } = await session();
  await acceptTerms();
  const item = freshLineItem(db, 41);
  assert.ok(item);
  const response = await post({
    line_item_public_id: item.publicId,
    rating: "4",
    title: "Pictured",
    body: TEXT,
    photos: [{ name: "a.png", type: "image/png", data: PNG_1PX }],
  });
  assert.is(response.statusCode, 201, response.body);
  const { review } = response.json() as CreatedReviewResponse;
  const url = review.pictures_urls[0]?.compact ?? "";
  const guest = await hostSession();
  const seen = async () => ({
    guest: (await guest.request("GET", url)).statusCode,
    author: (await request("GET", url)).statusCode,
  });
  const published = await request("GET", url);
  assert.match(String(published.headers["cache-control"]), /^public, max-age=\d+$/, "a short public cache");
  assert.equal(await seen(), { guest: 200, author: 200 });
  const own = `/reviews/profile/reviews/${review.public_id}`;
  assert.is((await request("PUT", `${own}/unpublish`)).statusCode, 200);
  assert.equal(await seen(), { guest: 404, author: 200 }, "unpublished");
  assert.is((await request("GET", url)).headers["cache-control"], "private, no-store");
  assert.is((await request("PUT", `${own}/publish`)).statusCode, 200);
  assert.is((await request("DELETE", own)).statusCode, 200);
  assert.equal(await seen(), { guest: 404, author: 200 }, "deleted");
  assert.is((await guest.request("GET", "/media/review-pictures/compact/nothing.webp")).statusCode, 404);
  assert.is((await guest.request("GET", url.replace("/compact/", "/original/"))).statusCode, 404);
});

test("a new review shows the country of the reviewer's public profile, not the private saved one", async () => {
  const { post, acceptTerms, db } = await session();
  await acceptTerms();
  const item = freshLineItem(db, 42);
  assert.ok(item);
  const profileCountry = db.prepare("SELECT country FROM reviewers WHERE id = ?").pluck().get(REVIEWER_ID);
  const saved = profileCountry === "NZ" ? "FI" : "NZ";
  db.prepare("UPDATE reviewers SET rs_country = ? WHERE id = ?").run(saved, REVIEWER_ID);
  const response = await post({
    line_item_public_id: item.publicId,
    rating: "3",
    title: "Where",
    body: TEXT,
  });
  assert.is(response.statusCode, 201, response.body);
  const { review } = response.json() as CreatedReviewResponse;
  assert.is(
    db.prepare("SELECT country FROM reviews WHERE public_id = ?").pluck().get(review.public_id),
    profileCountry,
  );
});

test("two submits at once for one line item create one review", async () => {
  const { post, waiting, n, acceptTerms } = await session();
  await acceptTerms();
  const item = waiting()[0];
  assert.ok(item);
  const before = n("SELECT count(*) FROM reviews");
  const form = { line_item_public_id: item.public_id, rating: "5", title: "Twice", body: TEXT };
  const statuses = (await Promise.all([post(form), post(form)])).map((r) => r.statusCode).sort();
  assert.equal(statuses, [201, 409]);
  assert.is(n("SELECT count(*) FROM reviews"), before + 1);
});

test.run();
