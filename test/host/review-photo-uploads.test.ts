// Review photos uploaded one by one before the review (POST /reviews/profile/review-photos): kept
// with their uploader, answered before they are decoded, encoded after the answer without
// metadata; a review names them by id, only their uploader's and only once; a review naming a
// photo still being encoded is answered at once and gains the picture once it is ready; an upload
// no review took expires.
import { existsSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { UPLOAD_EXPIRY_MS } from "../../fixtures/host/reviews/photo-uploads";
import type { CreatedReviewResponse, PhotoUploadResponse } from "../../src/api/contract/write-review";
import { freshLineItem } from "../support/data/line-items";
import { rowCount } from "../support/data/seeded-queries";
import { hostSession } from "../support/requests/http-client";
import { multipartForm } from "../support/requests/multipart-form";
import { exifHasGps, phonePhoto } from "../support/requests/phone-photo";
import { multipartReview, PNG_1PX } from "../support/requests/review-upload";

const test = suite("review photos uploaded before the review (host)");

const TEXT = "Sturdy, well packed and exactly as described in the listing.";

/** A photo alone in a form, as the form sends one ahead of its review. */
const uploadBody = (photo: Buffer, name = "IMG_0001.jpg", field = "photo") =>
  multipartForm({}, [{ field, name, data: photo, type: "image/jpeg" }]);

async function session() {
  const s = await hostSession("reviewer");
  const upload = async (photo: Buffer, { name = "IMG_0001.jpg", csrf = true, field = "photo" } = {}) => {
    const { payload, contentType } = uploadBody(photo, name, field);
    return s.visitor.request({
      method: "POST",
      url: "/reviews/profile/review-photos",
      payload,
      headers: { "content-type": contentType, ...(csrf ? { "x-csrf-token": s.visitor.csrfToken } : {}) },
    });
  };
  const status = async (id: string) =>
    (await s.request("GET", `/reviews/profile/review-photos/${id}`)).json() as PhotoUploadResponse;
  /** Polls the photo's state until it is no longer being prepared (a deadline, not a measure). */
  const settled = async (id: string) => {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const now = await status(id);
      if (now.state !== "preparing" || Date.now() > deadline) return now;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const postReview = async (lineItem: string, photoIds: string[]) => {
    return s.visitor.sendForm(
      "/reviews/profile/reviews",
      multipartReview({
        line_item_public_id: lineItem,
        rating: "4",
        title: "Photos sent ahead",
        body: TEXT,
        photo_ids: photoIds,
      }),
    );
  };
  await s.request("POST", "/reviews/profile/accept_tos", { reviewer_name: "Jamie R." });
  return { ...s, upload, status, settled, postReview, dataDir: path.dirname(s.host.db.name) };
}

test("a phone photo is answered before it is decoded, then encoded upright without EXIF, its uploader's alone until in a review", async () => {
  const { upload, settled, visitor, host } = await session();
  const photo = await phonePhoto({ width: 1200, height: 900, orientation: 6 });
  const response = await upload(photo);
  assert.is(response.statusCode, 201, response.body);
  const sent = response.json() as PhotoUploadResponse;
  assert.is(sent.state, "preparing");
  assert.is(sent.compact, null);
  const ready = await settled(sent.id);
  assert.is(ready.state, "ready");
  assert.ok(ready.compact);
  const picture = await visitor.get(ready.compact);
  assert.is(picture.statusCode, 200);
  const meta = await sharp(picture.rawPayload).metadata();
  assert.is(meta.format, "webp");
  assert.ok(meta.height > meta.width, "turned upright by its orientation");
  assert.is(meta.exif, undefined);
  assert.not.ok(exifHasGps(meta.exif));
  // Nobody else sees an upload that is in no review.
  const guest = await host.app.inject({ method: "GET", url: ready.compact });
  assert.is(guest.statusCode, 404);
  const other = await hostSession("arbitrator");
  assert.is((await other.request("GET", `/reviews/profile/review-photos/${sent.id}`)).statusCode, 404);
});

test("an upload is refused before anything is kept: no CSRF token, not a picture, a broken header, two files", async () => {
  const { upload, host } = await session();
  const count = () => rowCount(host.db, "photo_uploads");
  const before = count();
  assert.is((await upload(PNG_1PX, { csrf: false })).statusCode, 403);
  const text = await upload(Buffer.from("just some words, not a picture at all"), { name: "notes.jpg" });
  assert.is(text.statusCode, 400);
  assert.match(text.json().error, "notes.jpg");
  const photo = await phonePhoto({ width: 800, height: 600 });
  const cut = await upload(photo.subarray(0, 400), { name: "cut.jpg" });
  assert.is(cut.statusCode, 400, cut.body);
  assert.match(cut.json().error, "cut.jpg");
  assert.is((await upload(PNG_1PX, { field: "photos[]" })).statusCode, 400);
  assert.is(count(), before);
});

test("a review naming uploaded photos is answered at once; a photo still being prepared joins it when ready", async () => {
  const { upload, settled, postReview, host } = await session();
  const item = freshLineItem(host.db, 3);
  const first = (await upload(PNG_1PX, { name: "a.png" })).json() as PhotoUploadResponse;
  await settled(first.id);
  // The second is held as being prepared: the review is answered without it.
  const second = (await upload(PNG_1PX, { name: "b.png" })).json() as PhotoUploadResponse;
  await settled(second.id);
  host.db.prepare("UPDATE photo_uploads SET state = 'preparing' WHERE id = ?").run(second.id);
  const response = await postReview(item.publicId, [first.id, second.id]);
  assert.is(response.statusCode, 201, response.body);
  const created = response.json() as CreatedReviewResponse;
  assert.is(created.review.pictures_urls.length, 1, "only the picture that is ready");
  assert.match(created.review.pictures_urls[0]?.compact ?? "", first.id);
  const rows = host.db
    .prepare(
      "SELECT id, position FROM photo_uploads WHERE review_id IS NOT NULL AND id IN (?, ?) ORDER BY position",
    )
    .all(first.id, second.id);
  assert.equal(rows, [
    { id: first.id, position: 1 },
    { id: second.id, position: 2 },
  ]);
  // The picture is public with its review now.
  const guest = await host.app.inject({ method: "GET", url: created.review.pictures_urls[0]?.compact ?? "" });
  assert.is(guest.statusCode, 200);
});

test("a photo encoded after its review was sent joins the review's pictures", async () => {
  const { upload, settled, postReview, host } = await session();
  const item = freshLineItem(host.db, 4);
  const photo = await phonePhoto({ width: 2048, height: 1536 });
  const sent = (await upload(photo)).json() as PhotoUploadResponse;
  const response = await postReview(item.publicId, [sent.id]);
  assert.is(response.statusCode, 201, response.body);
  const created = response.json() as CreatedReviewResponse;
  assert.is((await settled(sent.id)).state, "ready");
  const pictures = host.db
    .prepare("SELECT pictures FROM reviews WHERE public_id = ?")
    .pluck()
    .get(created.review.public_id) as string;
  assert.equal(JSON.parse(pictures), [`${sent.id}-0.webp`]);
});

test("only its uploader attaches a photo, once: unknown 400, someone else's 403, twice 400; nothing written", async () => {
  const { upload, settled, postReview, host } = await session();
  const reviews = () => rowCount(host.db, "reviews");
  const mine = (await upload(PNG_1PX)).json() as PhotoUploadResponse;
  await settled(mine.id);
  const before = reviews();
  const unknown = await postReview(freshLineItem(host.db, 5).publicId, [
    "00000000-0000-0000-0000-000000000000",
  ]);
  assert.is(unknown.statusCode, 400, unknown.body);
  // Someone else's upload: the arbitrator's account uploads one.
  const other = await hostSession("arbitrator");
  await other.request("POST", "/reviews/profile/accept_tos", { reviewer_name: "Alex A." });
  const theirs = await other.visitor.sendForm("/reviews/profile/review-photos", uploadBody(PNG_1PX));
  assert.is(theirs.statusCode, 201, theirs.body);
  const foreign = await postReview(freshLineItem(host.db, 5).publicId, [
    (theirs.json() as PhotoUploadResponse).id,
  ]);
  assert.is(foreign.statusCode, 403, foreign.body);
  assert.is(reviews(), before);
  assert.is((await postReview(freshLineItem(host.db, 6).publicId, [mine.id])).statusCode, 201);
  const twice = await postReview(freshLineItem(host.db, 7).publicId, [mine.id]);
  assert.is(twice.statusCode, 400, twice.body);
  assert.is(reviews(), before + 1);
});

test("an upload no review took expires: the next upload removes it and its files", async () => {
  const { upload, settled, host, dataDir } = await session();
  const old = (await upload(PNG_1PX)).json() as PhotoUploadResponse;
  await settled(old.id);
  const file = path.join(dataDir, "review-pictures", "compact", `${old.id}-0.webp`);
  assert.ok(existsSync(file));
  host.db
    .prepare("UPDATE photo_uploads SET created_at = ? WHERE id = ?")
    .run(new Date(Date.now() - UPLOAD_EXPIRY_MS - 1000).toISOString(), old.id);
  assert.is((await upload(PNG_1PX)).statusCode, 201);
  assert.is(host.db.prepare("SELECT count(*) FROM photo_uploads WHERE id = ?").pluck().get(old.id), 0);
  assert.not.ok(existsSync(file));
});

test.run();
