// Editing one's own review on the reference host: the form's page data, the edit itself with its
// pictures kept, removed and added, the product's and store's figures moving in the same
// transaction, and every refusal (guest, CSRF, someone else's, deleted, hidden, junk) writing nothing.
import { existsSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { PICTURE_FILE, picturePath } from "../../fixtures/host/reviews/picture-store";
import type { EditReviewFormResponse } from "../../src/api/contract/profile";
import type { Review, WidgetData } from "../../src/api/contract/review";
import type { CreatedReviewResponse, EditedReviewResponse } from "../../src/api/contract/write-review";
import { freshLineItem } from "../support/data/line-items";
import { REVIEWER_ID } from "../support/data/seeded-ids";
import {
  editedReviewCount,
  othersPublishedReview,
  productExternalId,
  setReviewHiddenWithNote,
  widgetShop,
} from "../support/data/seeded-queries";
import { hostSession } from "../support/requests/http-client";
import { multipartReview, PNG_1PX, type ReviewForm } from "../support/requests/review-upload";

const test = suite("edit one's own review (host)");

const TEXT = "Edited after a month of daily use: still sturdy, the lid now rattles a little.";
const PNG = { name: "new.png", type: "image/png", data: PNG_1PX };

interface ReviewRow {
  id: number;
  public_id: string;
  product_id: number;
  shop_id: number;
  rating: number;
  title: string;
  body: string;
  pictures: string | null;
  has_media: number;
  edited_at: string | null;
}

async function session(as: "reviewer" | "arbitrator" | undefined = "reviewer") {
  const s = await hostSession(as);
  const { db } = s.host;
  const dataDir = path.dirname(db.name);
  const put = async (publicId: string, form: ReviewForm, { csrf = true, visitor = s.visitor } = {}) => {
    const { payload, contentType } = multipartReview(form);
    return visitor.request({
      method: "PUT",
      url: `/reviews/profile/reviews/${encodeURIComponent(publicId)}`,
      payload,
      headers: { "content-type": contentType, ...(csrf ? { "x-csrf-token": visitor.csrfToken } : {}) },
    });
  };
  const row = (publicId: string) =>
    db.prepare("SELECT * FROM reviews WHERE public_id = ?").get(publicId) as ReviewRow;
  /** A published, undeleted product review of the reviewer's with `pictures` seeded pictures. */
  const seededReview = (pictures: number, skip = 0) =>
    db
      .prepare(
        `SELECT public_id FROM reviews WHERE reviewer_id = ? AND published = 1 AND deleted = 0
           AND product_id IS NOT NULL AND json_array_length(coalesce(pictures, '[]')) = ?
           AND edited_at IS NULL AND product_id IN (SELECT id FROM products WHERE reviews_count <= 50)
           ORDER BY id LIMIT 1 OFFSET ?`,
      )
      .pluck()
      .get(REVIEWER_ID, pictures, skip) as string;
  /** Everything an edit may write, to compare before and after a refusal. */
  const snapshot = (publicId: string) => {
    const r = row(publicId);
    const figures = (table: string, id: number) =>
      db.prepare(`SELECT reviews_count, average_rating FROM ${table} WHERE id = ?`).get(id);
    return {
      review: r,
      product: figures("products", r.product_id),
      shop: figures("shops", r.shop_id),
      generation: db.prepare("SELECT n FROM search_generation").pluck().get(),
    };
  };
  const widget = async (publicId: string, query = "") => {
    const r = row(publicId);
    const shop = widgetShop(db, r.shop_id);
    const externalId = productExternalId(db, r.product_id);
    const guest = await hostSession();
    const response = await guest.request(
      "GET",
      `/api/v1/widgets/product_review?platform=${shop.platform}&shop_domain=${shop.domain}&api_token=${shop.public_token}&external_id=${externalId}&per_page=50${query}`,
    );
    return response.json() as WidgetData;
  };
  const pictureFileExists = (name: string) => existsSync(picturePath(dataDir, "compact", name));
  return { ...s, db, put, row, seededReview, snapshot, widget, pictureFileExists };
}

const formOf = (review: Pick<Review, "rating" | "title" | "body">, change: ReviewForm = {}): ReviewForm => ({
  rating: String(review.rating),
  title: review.title,
  body: review.body,
  ...change,
});

test("the edit form's page data is the owner's review; someone else's is a 404, a guest signs in", async () => {
  const { request, seededReview, db } = await session();
  const publicId = seededReview(2);
  assert.ok(publicId);
  const page = await request("GET", `/reviews/write-review/new?format=json&review_public_id=${publicId}`);
  assert.is(page.statusCode, 200, page.body);
  const form = page.json() as EditReviewFormResponse;
  assert.is(form.review.public_id, publicId);
  assert.is(form.review.pictures_urls.length, 2);
  assert.ok(form.meta_data.title.startsWith("Edit your review of "));

  const foreign = db
    .prepare("SELECT public_id FROM reviews WHERE reviewer_id <> ? LIMIT 1")
    .pluck()
    .get(REVIEWER_ID) as string;
  const formFor = (id: string) =>
    request("GET", `/reviews/write-review/new?format=json&review_public_id=${id}`);
  assert.is((await formFor(foreign)).statusCode, 404);
  assert.is((await formFor("rNoSuchOne")).statusCode, 404);
  const guest = await hostSession();
  assert.is(
    (await guest.request("GET", `/reviews/write-review/new?format=json&review_public_id=${publicId}`))
      .statusCode,
    401,
  );
});

test("an edit changes rating, title, text and pictures, and moves the product's and store's figures with it", async () => {
  const { put, row, seededReview, snapshot, widget, request, db } = await session();
  const publicId = seededReview(2);
  assert.ok(publicId);
  const before = snapshot(publicId);
  const widgetBefore = await widget(publicId);
  const listed = widgetBefore.reviews.find((r) => r.public_id === publicId);
  assert.ok(listed, "the review is on its product's widget");
  assert.is(listed.edited_at, null);
  const oldRating = before.review.rating;
  const newRating = oldRating === 1 ? 5 : 1;
  const [first, second] = listed.pictures_urls;
  assert.ok(first && second);

  const response = await put(publicId, {
    rating: String(newRating),
    title: "Quokkafied after a month",
    body: TEXT,
    keep_pictures: [second.compact],
    photos: [PNG],
  });
  assert.is(response.statusCode, 200, response.body);
  const { review, product_path } = response.json() as EditedReviewResponse;
  assert.is(review.rating, newRating);
  assert.is(review.title, "Quokkafied after a month");
  assert.is(review.body, TEXT);
  assert.ok(review.edited_at && Date.now() - Date.parse(review.edited_at) < 60_000, "edited just now");
  assert.is(review.created_at, listed.created_at, "still written when it was");
  assert.is(review.pictures_urls.length, 2);
  assert.is(review.pictures_urls[0]?.compact, second.compact, "the kept picture first");
  assert.not.equal(review.pictures_urls[1]?.compact, first.compact, "the removed one is gone");
  assert.is(product_path, listed.product?.internal_path);
  const added = await request("GET", review.pictures_urls[1]?.huge ?? "");
  assert.is(added.statusCode, 200);
  assert.is((await sharp(added.rawPayload).metadata()).format, "webp", "the new photo is re-encoded");

  const after = snapshot(publicId);
  assert.is(after.review.has_media, 1);
  assert.ok(Number(after.generation) > Number(before.generation), "search answers are computed again");
  for (const [table, column, figures] of [
    ["products", "product_id", after.product],
    ["shops", "shop_id", after.shop],
  ] as const) {
    const id = before.review[column];
    const recounted = db
      .prepare(
        `SELECT count(*) reviews_count, coalesce(round(avg(rating), 2), 0) average_rating FROM reviews
         WHERE ${column} = ? AND published = 1 AND deleted = 0`,
      )
      .get(id);
    assert.equal(figures, recounted, `${table}: count and rating read from the rows`);
  }
  const widgetAfter = await widget(publicId);
  assert.is(widgetAfter.number_of_reviews, widgetBefore.number_of_reviews, "still one review");
  const histogram = (w: WidgetData, rating: number) =>
    w.rating_histogram_data[String(rating) as keyof WidgetData["rating_histogram_data"]];
  assert.is(histogram(widgetAfter, oldRating), histogram(widgetBefore, oldRating) - 1);
  assert.is(histogram(widgetAfter, newRating), histogram(widgetBefore, newRating) + 1);
  assert.is(
    (after.product as { reviews_count: number }).reviews_count,
    (before.product as { reviews_count: number }).reviews_count,
  );
  assert.not.equal(after.product, before.product, "the product's average rating moved");
  assert.not.equal(after.shop, before.shop, "the store's average rating moved");
  assert.is(widgetAfter.reviews.find((r) => r.public_id === publicId)?.edited_at, review.edited_at);
  const found = await widget(publicId, "&search=quokkafied");
  assert.equal(
    found.reviews.map((r) => r.public_id),
    [publicId],
    "a search in the product's reviews finds the new words at once",
  );
  assert.is(row(publicId).edited_at, review.edited_at);
});

test("refused edits write nothing: guest, CSRF, someone else's, deleted, hidden, junk", async () => {
  const { put, row, seededReview, snapshot, db, request } = await session();
  const publicId = seededReview(2, 1);
  assert.ok(publicId);
  const own = row(publicId);
  const [picture] = (
    (
      await request("GET", `/reviews/write-review/new?format=json&review_public_id=${publicId}`)
    ).json() as EditReviewFormResponse
  ).review.pictures_urls;
  assert.ok(picture);
  const valid = formOf(own, { rating: own.rating === 3 ? "4" : "3", keep_pictures: [picture.compact] });
  const before = snapshot(publicId);
  const editedBefore = editedReviewCount(db);

  const guest = await hostSession();
  const refusals: [string, () => Promise<{ statusCode: number; body: string }>, number][] = [
    ["guest", () => put(publicId, valid, { visitor: guest.visitor }), 401],
    ["no CSRF token", () => put(publicId, valid, { csrf: false }), 403],
    ["unknown id", () => put("rNoSuchOne", valid), 404],
    ["rating 0", () => put(publicId, { ...valid, rating: "0" }), 400],
    ["rating 2.5", () => put(publicId, { ...valid, rating: "2.5" }), 400],
    ["no title", () => put(publicId, { ...valid, title: "   " }), 400],
    ["short text", () => put(publicId, { ...valid, body: "Too short." }), 400],
    [
      "a picture of another review",
      () => put(publicId, { ...valid, keep_pictures: ["/img/reviews/1-160.webp"] }),
      400,
    ],
    ["junk kept", () => put(publicId, { ...valid, keep_pictures: ["__proto__"] }), 400],
    [
      "a picture kept twice",
      () => put(publicId, { ...valid, keep_pictures: [picture.compact, picture.compact] }),
      400,
    ],
    ["six pictures", () => put(publicId, { ...valid, photos: [PNG, PNG, PNG, PNG, PNG] }), 400],
    [
      "not a picture",
      () =>
        put(publicId, {
          ...valid,
          photos: [{ name: "a.png", type: "image/png", data: Buffer.from("GIF89a, not a PNG") }],
        }),
      400,
    ],
  ];
  // One after another: a session sends at most two uploads at once.
  for (const [what, send, status] of refusals) {
    const answer = await send();
    assert.is(answer.statusCode, status, `${what}: ${answer.body}`);
    assert.ok(JSON.parse(answer.body).error, `${what}: a JSON message`);
  }
  const json = await request("PUT", `/reviews/profile/reviews/${publicId}`, { rating: 3 });
  assert.is(json.statusCode, 415, "a JSON body");

  const foreign = othersPublishedReview(db);
  const foreignBefore = row(foreign);
  assert.is((await put(foreign, valid)).statusCode, 404, "someone else's review is not found");
  assert.equal(row(foreign), foreignBefore);

  setReviewHiddenWithNote(db, own.id, new Date().toISOString(), "Private information");
  const hidden = await put(publicId, valid);
  assert.is(hidden.statusCode, 409, hidden.body);
  assert.match(hidden.body, /hid/);
  assert.is(
    (await request("GET", `/reviews/write-review/new?format=json&review_public_id=${publicId}`)).statusCode,
    409,
  );
  setReviewHiddenWithNote(db, own.id, null, null);

  assert.equal(snapshot(publicId), before, "nothing written");

  assert.is((await request("DELETE", `/reviews/profile/reviews/${publicId}`)).statusCode, 200);
  const deleted = await put(publicId, valid);
  assert.is(deleted.statusCode, 409, "a deleted review is restored before it is edited");
  assert.is((await request("PUT", `/reviews/profile/reviews/${publicId}/restore`)).statusCode, 200);
  assert.equal(snapshot(publicId).review, before.review, "restored as it was, never edited");

  assert.is(editedReviewCount(db), editedBefore);
});

test("an uploaded picture removed by an edit is deleted; saving without a change marks nothing edited", async () => {
  const { put, row, db, request, visitor, pictureFileExists } = await session();
  assert.is(
    (await request("POST", "/reviews/profile/accept_tos", { reviewer_name: "Jamie R." })).statusCode,
    204,
  );
  const item = freshLineItem(db, 42);
  assert.ok(item);
  const written = await visitor.sendForm(
    "/reviews/profile/reviews",
    multipartReview({
      line_item_public_id: item.publicId,
      rating: "4",
      title: "Two pictures",
      body: TEXT,
      photos: [PNG, PNG],
    }),
  );
  assert.is(written.statusCode, 201, written.body);
  const { review } = written.json() as CreatedReviewResponse;
  const files = (r: Review) => r.pictures_urls.map((p) => decodeURIComponent(path.basename(p.compact)));
  const [first, second] = files(review);
  assert.ok(first && second && PICTURE_FILE.test(first));

  const same = await put(
    review.public_id,
    formOf(review, { keep_pictures: review.pictures_urls.map((p) => p.compact) }),
  );
  assert.is(same.statusCode, 200, same.body);
  assert.is((same.json() as EditedReviewResponse).review.edited_at, null, "nothing changed, nothing edited");

  const edited = await put(
    review.public_id,
    formOf(review, { keep_pictures: [review.pictures_urls[0]?.compact ?? ""], photos: [PNG] }),
  );
  assert.is(edited.statusCode, 200, edited.body);
  const after = (edited.json() as EditedReviewResponse).review;
  const [kept, added] = files(after);
  assert.is(kept, first);
  assert.ok(added && PICTURE_FILE.test(added) && added !== second, `a new name: ${added}`);
  assert.ok(pictureFileExists(first) && pictureFileExists(added));
  assert.not.ok(pictureFileExists(second), "the removed picture's files are gone");
  assert.is((await request("GET", review.pictures_urls[1]?.compact ?? "")).statusCode, 404);

  const none = await put(review.public_id, formOf(review));
  assert.is(none.statusCode, 200, none.body);
  assert.is((none.json() as EditedReviewResponse).review.pictures_urls.length, 0);
  assert.is(row(review.public_id).has_media, 0);
  assert.not.ok(pictureFileExists(first) || pictureFileExists(added), "every removed picture is deleted");
});

test.run();
