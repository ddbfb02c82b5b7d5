// Writing a review as the seeded reviewer: from the orders list through the form (terms first, a
// picture) to the product page; the draft survives a reload; a failed submit keeps every field; a
// double submit makes one review; bad files are refused; the keyboard alone is enough; axe-core.

import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { openSession, seriousAxeViolations, VIEWPORTS } from "../support/browsers/chromium";
import { freshLineItem } from "../support/data/line-items";
import { REVIEWER_ID } from "../support/data/seeded-ids";
import {
  productReviewsCount,
  publicRatingCount,
  reviewerSlug,
  setTermsAcceptedAt,
} from "../support/data/seeded-queries";
import { testDb } from "../support/hosts/test-host";
import { fillReviewForm } from "../support/journeys/review-form";
import { PNG_1PX } from "../support/requests/review-upload";
import { onTeardown } from "../teardown";

const test = suite("write a review");

const LIST = "/reviews/write-review";
const TEXT = "Arrived quickly, works as described and the packaging was plastic free.";

async function count(sql: string, ...params: unknown[]): Promise<number> {
  return (await testDb())
    .prepare(sql)
    .pluck()
    .get(...params) as number;
}

async function setTermsAccepted(accepted: boolean) {
  setTermsAcceptedAt(await testDb(), accepted ? new Date().toISOString() : null);
}

const formUrl = (publicId: string) => `${LIST}/new?line_item_public_id=${publicId}`;

test("from the orders list: rating, text, a picture, the terms, and the review is on the product page", async () => {
  await setTermsAccepted(false);
  const item = freshLineItem(await testDb(), 0);
  const before = {
    product: productReviewsCount(await testDb(), item.productId),
    fours: publicRatingCount(await testDb(), item.productId, 4),
    mine: await count(
      "SELECT count(*) FROM reviews WHERE reviewer_id = ? AND published = 1 AND deleted = 0",
      REVIEWER_ID,
    ),
  };
  const { page, url, context, errors } = await openSession({ as: "reviewer", pictures: true });
  await page.goto(url(LIST));
  const waiting = page.getByRole("list", { name: "Waiting for a review" });
  await waiting.waitFor();
  await page.getByRole("list", { name: "Reviewed" }).waitFor();
  assert.equal(await seriousAxeViolations(page), []);
  await waiting
    .getByRole("link", { name: `Write a review of ${item.title}` })
    .first()
    .click();
  await page.waitForURL(
    (u) => u.pathname === `${LIST}/new` && u.searchParams.get("line_item_public_id") === item.publicId,
  );

  const rating = page.getByRole("radiogroup", { name: "Rating" });
  await rating.waitFor();
  for (const name of ["1 star", "2 stars", "3 stars", "4 stars", "5 stars"]) {
    assert.is(await rating.getByRole("radio", { name }).isChecked(), false, `${name} is not chosen at first`);
  }
  await page.getByText(item.title, { exact: true }).first().waitFor();
  await fillReviewForm(page, { title: "Plastic free and quick", body: TEXT });
  await page.getByText(`${TEXT.length} / 5,000 characters`).waitFor();
  await page
    .getByLabel("Add photos")
    .setInputFiles({ name: "unboxing.png", mimeType: "image/png", buffer: PNG_1PX });
  await page.getByRole("img", { name: "1 of 1: unboxing.png" }).waitFor();
  assert.equal(await seriousAxeViolations(page), []);

  await page.getByRole("button", { name: "Submit review" }).click();
  const terms = page.getByRole("dialog", { name: "Terms of Service" });
  await terms.waitFor();
  const accept = terms.getByRole("button", { name: "Accept and continue" });
  await terms.getByLabel("Reviewer name").fill("Jamie R.");
  assert.is(await accept.isDisabled(), true, "not without the box checked");
  await terms.getByLabel("I accept the Terms of Service").check();
  await accept.click();

  await page.getByRole("heading", { name: "Thank you for your review" }).waitFor();
  await page.getByText("Your review is published").waitFor();
  assert.ok(await count("SELECT tos_accepted_at IS NOT NULL FROM reviewers WHERE id = ?", REVIEWER_ID));
  assert.is(
    await count(
      "SELECT count(*) FROM line_items WHERE public_id = ? AND review_id IS NOT NULL",
      item.publicId,
    ),
    1,
  );

  await page.getByRole("link", { name: "See your review on the product page" }).click();
  await page.waitForURL((u) => u.pathname === item.path);
  const review = page.getByRole("article", { name: "Plastic free and quick" });
  await review.waitFor();
  await review.getByText(TEXT).waitFor();
  const thumb = review.getByRole("button", { name: "Open photo 1 of 1 in the gallery" }).locator("img");
  await thumb.waitFor();
  assert.match((await thumb.getAttribute("src")) ?? "", /^\/media\/review-pictures\/compact\/.+\.webp$/);
  assert.ok(
    await thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    "the picture loads",
  );
  const histogram = page.getByRole("list", { name: "Reviews by rating" });
  const fours = before.fours + 1;
  await histogram
    .getByRole("link", { name: `4 stars ${fours} ${fours === 1 ? "review" : "reviews"}` })
    .waitFor();
  await page
    .getByText(`${before.product + 1} reviews`, { exact: true })
    .first()
    .waitFor();

  // The public profile counts it and lists it, picture included.
  const slug = await reviewerSlug(await testDb(), REVIEWER_ID);
  const profile = await page.request.get(url(`/reviews/profile/${slug}?format=json`));
  assert.is(((await profile.json()) as { total_count: number }).total_count, before.mine + 1);
  await page.goto(url(`/reviews/profile/${slug}?search=${encodeURIComponent("Plastic free and quick")}`));
  const listed = page.getByRole("article", { name: "Plastic free and quick" }).first();
  await listed.waitFor();
  await listed.getByRole("button", { name: "Open photo 1 of 1 in the gallery" }).waitFor();

  await page.goto(url(LIST));
  await page
    .getByRole("list", { name: "Reviewed" })
    .getByRole("listitem")
    .filter({ hasText: item.title })
    .first()
    .getByText("Reviewed")
    .waitFor();
  assert.equal(errors, []);
  await context.close();
});

test("a reload midway keeps the draft; a failed submit keeps every field; a double submit makes one review", async () => {
  await setTermsAccepted(true);
  const item = freshLineItem(await testDb(), 1);
  const { page, url, context } = await openSession({ as: "reviewer", viewport: "mobile" });
  await page.goto(url(formUrl(item.publicId)));
  await fillReviewForm(page, { stars: "2 stars", title: "Half way there", body: TEXT });
  await page.reload();
  await page.getByRole("radiogroup", { name: "Rating" }).waitFor();
  assert.is(await page.getByRole("radio", { name: "2 stars" }).isChecked(), true);
  assert.is(await page.getByRole("textbox", { name: "Title" }).inputValue(), "Half way there");
  assert.is(await page.getByRole("textbox", { name: "Review" }).inputValue(), TEXT);

  await page
    .getByLabel("Add photos")
    .setInputFiles({ name: "box.png", mimeType: "image/png", buffer: PNG_1PX });
  await page.getByRole("img", { name: "1 of 1: box.png" }).waitFor();
  const reviews = () => count("SELECT count(*) FROM reviews WHERE product_id = ?", item.productId);
  const before = await reviews();
  await page.route("**/reviews/profile/reviews", (route) =>
    route.fulfill({ status: 500, contentType: "application/json", body: '{"error":"down"}' }),
  );
  await page.getByRole("button", { name: "Submit review" }).click();
  await page.getByRole("alert").filter({ hasText: "Your review wasn't sent" }).waitFor();
  assert.is(await page.getByRole("radio", { name: "2 stars" }).isChecked(), true);
  assert.is(await page.getByRole("textbox", { name: "Title" }).inputValue(), "Half way there");
  assert.is(await page.getByRole("textbox", { name: "Review" }).inputValue(), TEXT);
  await page.getByRole("img", { name: "1 of 1: box.png" }).waitFor();
  assert.is(await reviews(), before);
  await page.unroute("**/reviews/profile/reviews");

  // Two submits in the same moment, as a double tap sends them: one request leaves.
  let posts = 0;
  page.on("request", (request) => {
    if (request.method() === "POST" && request.url().endsWith("/reviews/profile/reviews")) posts++;
  });
  await page.locator("form.rv-review-form").evaluate((form: HTMLFormElement) => {
    form.requestSubmit();
    form.requestSubmit();
  });
  await page.getByRole("heading", { name: "Thank you for your review" }).waitFor();
  assert.is(await reviews(), before + 1);
  assert.is(posts, 1, "one request for two submits");
  assert.is(
    await count(
      "SELECT count(*) FROM reviews WHERE product_id = ? AND title = 'Half way there'",
      item.productId,
    ),
    1,
  );

  // Sent: the draft is gone, and the form of this order now says it was reviewed.
  await page.goto(url(formUrl(item.publicId)));
  await page.getByRole("heading", { name: "You have already reviewed this order" }).waitFor();
  await page.getByRole("link", { name: "Back to your orders" }).waitFor();
  assert.is(
    await page.evaluate((key) => localStorage.getItem(key), `write-review-draft:${item.publicId}`),
    null,
  );
  await context.close();
});

test("a non-image and an oversized file are refused with a message; errors sit beside their fields", async () => {
  await setTermsAccepted(true);
  const item = freshLineItem(await testDb(), 2);
  const { page, url, context } = await openSession({ as: "reviewer" });
  await page.goto(url(formUrl(item.publicId)));
  const photos = page.getByLabel("Add photos");
  await photos.setInputFiles({
    name: "notes.png",
    mimeType: "image/png",
    buffer: Buffer.from("just some notes"),
  });
  await page.getByText("notes.png could not be read as a picture.").waitFor();
  // From a file on disk, which Chromium reads itself: a 25 MB buffer is sent through the page as
  // base64, which took over 10 s once on a busy machine.
  const folder = mkdtempSync(path.join(tmpdir(), "photos-"));
  onTeardown(() => rmSync(folder, { recursive: true, force: true }));
  const big = path.join(folder, "huge.png");
  writeFileSync(big, Buffer.concat([PNG_1PX, Buffer.alloc(25 * 1024 * 1024)]));
  await photos.setInputFiles(big);
  await page.getByText("huge.png is larger than 25 MB.").waitFor();
  assert.is(await page.locator(".rv-photo-previews img").count(), 0, "no preview for a refused file");

  await page.getByRole("button", { name: "Submit review" }).click();
  await page.getByText("Choose a rating from 1 to 5 stars.").waitFor();
  await page.getByText("Give your review a title.").waitFor();
  await page.getByText("Write at least 20 characters.").waitFor();
  assert.is(
    await page.evaluate(() => document.activeElement?.getAttribute("type")),
    "radio",
    "focus on the first error",
  );
  assert.is(await page.getByRole("textbox", { name: "Title" }).getAttribute("aria-invalid"), "true");
  for (const width of [VIEWPORTS.mobile, VIEWPORTS.desktop]) {
    await page.setViewportSize(width);
    assert.equal(await seriousAxeViolations(page), [], `axe at ${width.width}px`);
  }
  assert.is(
    await count(
      "SELECT count(*) FROM reviews WHERE product_id = ? AND reviewer_id = ?",
      item.productId,
      REVIEWER_ID,
    ),
    0,
  );
  await context.close();
});

test("the form works by keyboard alone, terms modal included", async () => {
  await setTermsAccepted(false);
  const item = freshLineItem(await testDb(), 3);
  const { page, url, context } = await openSession({ as: "reviewer", viewport: "mobile" });
  await page.goto(url(LIST));
  const waiting = page.getByRole("list", { name: "Waiting for a review" });
  await waiting
    .getByRole("link", { name: `Write a review of ${item.title}` })
    .first()
    .focus();
  await page.keyboard.press("Enter");
  await page.waitForURL((u) => u.searchParams.get("line_item_public_id") === item.publicId);
  const first = page.getByRole("radio", { name: "1 star" });
  await first.waitFor();
  await first.focus();
  await page.keyboard.press("Space");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  assert.is(await page.getByRole("radio", { name: "3 stars" }).isChecked(), true);
  await page.keyboard.press("Tab");
  await page.keyboard.type("Fine for the price");
  await page.keyboard.press("Tab");
  await page.keyboard.type(TEXT);
  await page.keyboard.press("Tab"); // Add photos
  assert.is(await page.evaluate(() => document.activeElement?.getAttribute("type")), "file");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter"); // Submit review
  const terms = page.getByRole("dialog", { name: "Terms of Service" });
  await terms.waitFor();
  assert.equal(await seriousAxeViolations(page), []);
  await page.keyboard.press("Escape");
  await terms.waitFor({ state: "hidden" });
  assert.is(
    await page.evaluate(() => document.activeElement?.textContent),
    "Submit review",
    "focus returns to the submit button",
  );
  await page.keyboard.press("Enter");
  await terms.waitFor();
  const name = terms.getByLabel("Reviewer name");
  await name.focus();
  await name.fill("");
  await page.keyboard.type("Jamie");
  await page.keyboard.press("Tab"); // the accept box
  await page.keyboard.press("Space");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  await page.getByRole("heading", { name: "Thank you for your review" }).waitFor();
  assert.is(
    await count(
      "SELECT count(*) FROM reviews WHERE product_id = ? AND title = 'Fine for the price'",
      item.productId,
    ),
    1,
  );
  assert.equal(await seriousAxeViolations(page), []);
  // Back in the list without a reload, the order has moved to 'Reviewed'.
  await page.getByRole("link", { name: "Review another order" }).focus();
  await page.keyboard.press("Enter");
  await page
    .getByRole("list", { name: "Reviewed" })
    .getByRole("listitem")
    .filter({ hasText: item.title })
    .first()
    .waitFor();
  assert.is(await waiting.getByRole("link", { name: `Write a review of ${item.title}` }).count(), 0);
  await context.close();
});

test("a guest asking for the orders list signs in and comes back", async () => {
  const { page, url, context } = await openSession();
  await page.goto(url(LIST));
  await page.waitForURL((u) => u.pathname === "/login");
  await page.getByLabel("Email").fill("reviewer@example.com");
  await page.getByLabel("Password").fill("reviewer");
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL((u) => u.pathname === LIST);
  await page.getByRole("heading", { name: "Waiting for a review" }).waitFor();
  await context.close();
});

test("the product page offers 'Write a review' unless its store turns web reviews off", async () => {
  const productOf = async (disabled: 0 | 1) => {
    const row = (await testDb())
      .prepare(
        `SELECT p.handle, s.slug FROM products p JOIN shops s ON s.id = p.shop_id
         WHERE s.disable_web_reviews = ? AND p.reviews_count > 0 ORDER BY p.id LIMIT 1`,
      )
      .get(disabled) as { handle: string; slug: string };
    return `/reviews/stores/${row.slug}/products/${row.handle}`;
  };
  const { page, url, context } = await openSession({ as: "reviewer" });
  await page.goto(url(await productOf(1)));
  await page.getByRole("list", { name: "Reviews by rating" }).waitFor();
  assert.is(await page.getByRole("link", { name: "Write a review" }).count(), 0);
  await page.goto(url(await productOf(0)));
  await page.getByRole("link", { name: "Write a review" }).click();
  await page.waitForURL((u) => u.pathname === LIST);
  await page.getByRole("heading", { name: "Waiting for a review" }).waitFor();
  await context.close();
});

test.run();
