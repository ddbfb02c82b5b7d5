// Writing a review, the rules without React: what a review may hold and the picture sniffing the
// form and the host share, the orders split and the draft per line item.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import type { OrderLineItem } from "../../src/api/contract/order";
import {
  newReviewHref,
  notReviewableReason,
  ordersListHref,
  splitLineItems,
} from "../../src/features/write-review/line-items";
import { clearDraft, draftKey, readDraft, saveDraft } from "../../src/features/write-review/review-draft";
import { photoProblem, reviewFieldErrors, sniffPhotoType } from "../../src/lib/review-rules";
import { PNG_1PX } from "../support/requests/review-upload";

const test = suite("write a review (rules)");

test.before.each(() => localStorage.clear());

const bytes = (...values: number[]) => new Uint8Array([...values, ...new Array(12).fill(0)]);

test("pictures are known by their first bytes, not by name: JPEG, PNG and WebP only", () => {
  assert.is(sniffPhotoType(bytes(0xff, 0xd8, 0xff, 0xe0)), "image/jpeg");
  assert.is(sniffPhotoType(new Uint8Array(PNG_1PX)), "image/png");
  assert.is(sniffPhotoType(new TextEncoder().encode("RIFF\u0000\u0000\u0000\u0000WEBPVP8 ")), "image/webp");
  assert.is(
    sniffPhotoType(new TextEncoder().encode("RIFF\u0000\u0000\u0000\u0000WAVEfmt ")),
    null,
    "a RIFF sound",
  );
  assert.is(sniffPhotoType(new TextEncoder().encode("GIF89a......")), null, "a GIF");
  assert.is(sniffPhotoType(new TextEncoder().encode("<svg xmlns=")), null, "an SVG can carry script");
  assert.is(sniffPhotoType(new Uint8Array()), null);
});

test("a picture chosen over 25 MB or empty gets a message naming it", () => {
  assert.is(photoProblem("a.png", 25 * 1024 * 1024), null);
  assert.is(photoProblem("a.png", 25 * 1024 * 1024 + 1), "a.png is larger than 25 MB.");
  assert.is(photoProblem("a.png", 0), "a.png could not be read as a picture.");
});

test("field errors: a rating 1 to 5, a title up to 120, a text of 20 to 5000 characters", () => {
  const ok = { rating: 3, title: "Fine", body: "x".repeat(20) };
  assert.equal(reviewFieldErrors(ok), {});
  assert.ok(reviewFieldErrors({ ...ok, rating: null }).rating);
  assert.ok(reviewFieldErrors({ ...ok, rating: 0 }).rating);
  assert.ok(reviewFieldErrors({ ...ok, rating: 6 }).rating);
  assert.ok(reviewFieldErrors({ ...ok, rating: 2.5 }).rating);
  assert.ok(reviewFieldErrors({ ...ok, title: "   " }).title);
  assert.ok(reviewFieldErrors({ ...ok, title: "t".repeat(121) }).title);
  assert.ok(reviewFieldErrors({ ...ok, body: `  ${"x".repeat(19)}  ` }).body, "spaces do not count");
  assert.ok(reviewFieldErrors({ ...ok, body: "x".repeat(5001) }).body);
  assert.equal(reviewFieldErrors({ ...ok, body: "😀".repeat(20) }), {}, "an emoji is one character");
});

const item = (over: Partial<OrderLineItem>): OrderLineItem => ({
  public_id: "li1",
  product_title: "Kettle",
  product_image_url: null,
  product_internal_path: "/reviews/stores/s/products/kettle",
  placed_at: "2026-03-04T10:00:00Z",
  product_in_store: true,
  product_reviewable: true,
  review_public_id: null,
  shop_name: "Shop",
  web_reviews_disabled: false,
  ...over,
});

test("line items with a review are 'Reviewed', the others wait; a reason when one cannot be reviewed", () => {
  const { waiting, reviewed } = splitLineItems([
    item({ public_id: "a" }),
    item({ public_id: "b", review_public_id: "r1" }),
    item({ public_id: "c" }),
  ]);
  assert.equal(
    waiting.map((i) => i.public_id),
    ["a", "c"],
  );
  assert.equal(
    reviewed.map((i) => i.public_id),
    ["b"],
  );
  assert.is(notReviewableReason(item({})), null);
  assert.match(notReviewableReason(item({ product_in_store: false })) ?? "", /no longer sells/);
  assert.match(notReviewableReason(item({ web_reviews_disabled: true })) ?? "", /not on this site/);
  assert.match(notReviewableReason(item({ product_reviewable: false })) ?? "", /can't be reviewed/);
});

test("the form is the list's child 'new'", () => {
  assert.is(
    newReviewHref("/reviews/write-review", "li 1&x"),
    "/reviews/write-review/new?line_item_public_id=li+1%26x",
  );
  assert.is(ordersListHref("/reviews/write-review/new"), "/reviews/write-review");
});

test("the draft is kept per line item, read back, and cleared; junk reads as an empty draft", () => {
  saveDraft("li1", { rating: 4, title: "T", body: "B" });
  saveDraft("li2", { rating: null, title: "Other", body: "" });
  assert.equal(readDraft("li1"), { rating: 4, title: "T", body: "B" });
  assert.equal(readDraft("li2"), { rating: null, title: "Other", body: "" });
  clearDraft("li1");
  assert.equal(readDraft("li1"), { rating: null, title: "", body: "" });
  localStorage.setItem(draftKey("li3"), JSON.stringify({ value: { rating: 9, title: 5, body: "ok" } }));
  assert.equal(readDraft("li3"), { rating: null, title: "", body: "ok" });
  saveDraft("li2", { rating: null, title: "", body: "" });
  assert.is(localStorage.getItem(draftKey("li2")), null, "an empty draft is not kept");
});

test.run();
