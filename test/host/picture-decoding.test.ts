// Uploaded pictures are decoded on the thread pool that the password hashes share: only for the
// caller's own order.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { type HostSession, hostSession } from "../support/http-client";
import { multipartReview, PNG_1PX, type ReviewForm } from "../support/review-upload";

const test = suite("picture decoding");

const REVIEWER_ID = 1;
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
  const { payload, contentType } = await multipartReview(form);
  return session.visitor.request({
    method: "POST",
    url: "/reviews/profile/reviews",
    payload,
    headers: { "content-type": contentType, "x-csrf-token": session.visitor.csrfToken },
  });
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

test.run();
