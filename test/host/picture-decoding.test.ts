// Uploaded pictures are decoded in one place (http/uploaded-pictures.ts), on the thread pool that
// the password hashes share: only for the caller's own order, one at a time per worker, never a
// JPEG of more scans than any camera writes, always within a pixel and a time limit.
import sharp from "sharp";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { jpegScans } from "../../fixtures/host/http/jpeg-scans";
import {
  JPEG_MAX_SCANS,
  PICTURE_MAX_PIXELS,
  PICTURE_TIMEOUT_SECONDS,
  pictureReader,
} from "../../fixtures/host/http/uploaded-pictures";
import { REVIEWER_ID } from "../support/data/seeded-ids";
import { lineItemsNeverDisputed } from "../support/data/seeded-queries";
import { disputeFields } from "../support/journeys/dispute-form";
import { type HostSession, hostSession } from "../support/requests/http-client";
import { multipartForm } from "../support/requests/multipart-form";
import { phonePhoto } from "../support/requests/phone-photo";
import { multipartReview, PNG_1PX, type ReviewForm } from "../support/requests/review-upload";
import { slowJpeg } from "../support/requests/slow-jpeg";

const test = suite("picture decoding");

const TEXT = "Sturdy, well packed and exactly as described in the listing.";
/** A PNG by its first bytes that does not decode: refused as a picture only once it is read. */
const BROKEN_PNG = Buffer.concat([PNG_1PX.subarray(0, 16), Buffer.from("not the rest of a picture")]);

async function reviewer() {
  const session = await hostSession("reviewer");
  const accepted = await session.request("POST", "/reviews/profile/accept_tos", {
    reviewer_name: "Jamie R.",
  });
  assert.is(accepted.statusCode, 204);
  return session;
}

const lineItem = (session: HostSession, where: string, offset = 0) =>
  session.host.db
    .prepare(
      `SELECT li.public_id FROM line_items li JOIN orders o ON o.id = li.order_id
       JOIN products p ON p.id = li.product_id JOIN shops s ON s.id = p.shop_id
       WHERE ${where} ORDER BY li.id LIMIT 1 OFFSET ?`,
    )
    .pluck()
    .get(offset) as string;

/** One of the reviewer's orders that waits for a review. */
const waiting = (session: HostSession, offset = 0) =>
  lineItem(
    session,
    `o.reviewer_id = ${REVIEWER_ID} AND li.review_id IS NULL AND li.product_in_store = 1
     AND li.product_reviewable = 1 AND s.disable_web_reviews = 0`,
    offset,
  );

async function postReview(session: HostSession, form: ReviewForm) {
  return session.visitor.sendForm("/reviews/profile/reviews", multipartReview(form));
}

/** Opens a dispute about an order of the reviewer's that has none, with one image. */
async function postDispute(session: HostSession, image: Buffer, name: string) {
  const [order] = lineItemsNeverDisputed(session.host.db);
  assert.ok(order, "the reviewer has an order without a dispute");
  return session.visitor.sendForm(
    "/reviews/profile/disputes",
    multipartForm(disputeFields(order), [
      { field: "dispute[files][]", name, data: image, type: "image/jpeg" },
    ]),
  );
}

const review = (lineItemPublicId: string, photos: ReviewForm["photos"]): ReviewForm => ({
  line_item_public_id: lineItemPublicId,
  rating: "4",
  title: "Good kit",
  body: TEXT,
  photos,
});

test("a photo is decoded only once the order is the caller's own: someone else's or a reviewed one is refused first", async () => {
  const session = await reviewer();
  const photos = [{ name: "a.png", type: "image/png", data: BROKEN_PNG }];
  const foreign = lineItem(session, `o.reviewer_id <> ${REVIEWER_ID} AND li.review_id IS NULL`);
  const others = await postReview(session, review(foreign, photos));
  assert.is(others.statusCode, 404, `someone else's order: ${others.body}`);
  const reviewed = lineItem(session, `o.reviewer_id = ${REVIEWER_ID} AND li.review_id IS NOT NULL`);
  const again = await postReview(session, review(reviewed, photos));
  assert.is(again.statusCode, 409, `an order already reviewed: ${again.body}`);
  // The same photo for an order of theirs is read, and refused as what it is.
  const own = await postReview(session, review(waiting(session), photos));
  assert.is(own.statusCode, 400, own.body);
  assert.is(own.json().error, "Photo 1 could not be read as a picture.");
});

test("photos are decoded one at a time per worker: a review of two photos and a dispute image sent at once", async () => {
  const session = await reviewer();
  const photo = await phonePhoto({ width: 2000, height: 1500 });
  // sharp's own count of the pictures being processed, looked at every millisecond.
  let most = 0;
  const watch = setInterval(() => {
    most = Math.max(most, sharp.counters().process);
  }, 1);
  try {
    const [written, opened] = await Promise.all([
      postReview(
        session,
        review(waiting(session), [
          { name: "a.jpg", type: "image/jpeg", data: photo },
          { name: "b.jpg", type: "image/jpeg", data: photo },
        ]),
      ),
      postDispute(session, photo, "parcel.jpg"),
    ]);
    assert.is(written.statusCode, 201, written.body);
    assert.is(opened.statusCode, 201, opened.body);
  } finally {
    clearInterval(watch);
  }
  assert.is(most, 1, "at most one picture was being processed at any time");
});

test("a JPEG of more scans than any camera writes is refused before it is decoded, as a photo and as evidence", async () => {
  const session = await reviewer();
  // 1,000 scans in 170 KB: decoded, each of its two sizes took about 9 s of a thread here.
  const jpeg = slowJpeg(8000, 6000, 1000);
  const started = process.cpuUsage();
  const photo = await postReview(
    session,
    review(waiting(session), [{ name: "scans.jpg", type: "image/jpeg", data: jpeg }]),
  );
  assert.is(photo.statusCode, 400, photo.body);
  assert.is(photo.json().error, "Photo 1 takes too long to read.");
  const evidence = await postDispute(session, jpeg, "scans.jpg");
  assert.is(evidence.statusCode, 400, evidence.body);
  assert.equal(evidence.json(), { error: "scans.jpg takes too long to read.", field: "files" });
  const { user, system } = process.cpuUsage(started);
  assert.ok((user + system) / 1000 < 1000, `refused without decoding: ${(user + system) / 1000} ms of CPU`);
  // A progressive JPEG as encoders write it (mozjpeg's scans here) is read as any photo.
  const progressive = await sharp(await phonePhoto({ width: 800, height: 600 }))
    .jpeg({ progressive: true })
    .toBuffer();
  const scans = jpegScans(progressive, JPEG_MAX_SCANS);
  assert.ok(scans > 1 && scans <= JPEG_MAX_SCANS, `${scans} scans`);
  const kept = await postReview(
    session,
    review(waiting(session), [{ name: "progressive.jpg", type: "image/jpeg", data: progressive }]),
  );
  assert.is(kept.statusCode, 201, kept.body);
});

test("every picture is read under sharp's pixel limit and a time limit (the options of the one reader)", () => {
  const { options } = pictureReader(PNG_1PX) as unknown as {
    options: { timeoutSeconds: number; input: { limitInputPixels: number } };
  };
  assert.is(options.input.limitInputPixels, PICTURE_MAX_PIXELS);
  assert.is(options.timeoutSeconds, PICTURE_TIMEOUT_SECONDS);
  assert.ok(PICTURE_TIMEOUT_SECONDS > 0);
});

test.run();
