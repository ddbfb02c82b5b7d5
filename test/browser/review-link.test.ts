// A link to one review in Chromium: Share on a review of a product's third page of reviews copies
// its link ("Link copied"); opened by someone else, the link shows that third page with the review
// marked as the linked one and in view. A link to a deleted or hidden review opens the product's
// page saying the review is no longer available.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { openSession, seriousAxeViolations } from "../support/browsers/chromium";
import { productReviewsCount, setReviewHiddenAt } from "../support/data/seeded-queries";
import { testHost } from "../support/hosts/test-host";
import {
  busyProduct,
  comesIntoView,
  productPath,
  reviewCards,
  reviewsShown,
} from "../support/pages/review-cards";

const test = suite("a link to one review");

test("Share copies the link of a review on page 3; the link opens page 3 with that review marked and in view", async () => {
  const { db } = await testHost();
  const productId = busyProduct(db, 2);
  const path = productPath(db, productId);
  const total = productReviewsCount(db, productId);
  assert.ok(total > 30, `${total} reviews`);
  const sharer = await openSession({ as: "reviewer" });
  const reader = await openSession({ viewport: "mobile" });
  try {
    const { page, url, context } = sharer;
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: url("") });
    await page.goto(url(`${path}?page=3`));
    await reviewsShown(page);
    const card = reviewCards(page).nth(6);
    const id = ((await card.getAttribute("id")) ?? "").replace(/^review-/, "");
    assert.ok(id, "the card has its review's id");
    await card.getByRole("button", { name: "Share" }).click();
    await card.getByRole("status").filter({ hasText: "Link copied" }).waitFor();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    assert.is(link, url(`${path}?review=${id}#review-${id}`));

    const r = reader.page;
    await r.goto(link);
    await reviewsShown(r);
    const linked = r.locator(`article#review-${id}`);
    await linked.waitFor();
    assert.is(await linked.getAttribute("aria-current"), "true");
    await linked.getByText("Linked review", { exact: true }).waitFor();
    assert.is(
      await r.locator("article.rv-review[aria-current=true]").count(),
      1,
      "one review is the linked one",
    );
    assert.ok(await comesIntoView(linked), "the linked review is in view");
    // Page 3 of the reviews, the one that holds it.
    await r.getByText(`Showing 21–30 of ${total} reviews`).waitFor();
    const current = r.getByRole("navigation", { name: "Review pages" }).locator("[aria-current=page]");
    assert.is(await current.getAttribute("aria-label"), "Page 3");
    assert.equal(await seriousAxeViolations(r), []);
    assert.equal(sharer.errors, []);
    assert.equal(reader.errors, []);
  } finally {
    await Promise.all([sharer.context.close(), reader.context.close()]);
  }
});

test("a linked review whose reviews arrive slowly (3 s) is still scrolled to once they come", async () => {
  const { db } = await testHost();
  const productId = busyProduct(db, 3);
  const id = db
    .prepare(
      `SELECT public_id FROM reviews WHERE product_id = ? AND published = 1 AND deleted = 0 AND hidden_at IS NULL
       ORDER BY id LIMIT 1 OFFSET 25`,
    )
    .pluck()
    .get(productId) as string;
  const { page, url, context, errors } = await openSession({ viewport: "mobile", browserRendered: true });
  try {
    // A slow call: the reviews widget's answer is held for 3 s, longer than a scroll restore waits.
    let held = 0;
    await page.route(/\/api\/v1\/widgets\//, async (route) => {
      held += 1;
      await new Promise((resolve) => setTimeout(resolve, 3000));
      await route.continue();
    });
    await page.goto(url(`${productPath(db, productId)}?review=${id}#review-${id}`));
    const linked = page.locator(`article#review-${id}`);
    await linked.waitFor();
    assert.ok(held > 0, "the widget's call was held");
    assert.ok(await comesIntoView(linked), "the linked review is in view");
    assert.equal(errors, []);
  } finally {
    await context.close();
  }
});

test("a link to a deleted or a hidden review opens the page saying the review is no longer available", async () => {
  const { db } = await testHost();
  const deleted = db
    .prepare(`SELECT public_id, product_id FROM reviews WHERE deleted = 1
         AND product_id IN (SELECT id FROM products WHERE reviews_count > 0) ORDER BY id LIMIT 1`)
    .get() as { public_id: string; product_id: number };
  const hidden = db
    .prepare(
      `SELECT id, public_id, product_id FROM reviews WHERE published = 1 AND deleted = 0 AND hidden_at IS NULL
         AND product_id IN (SELECT id FROM products WHERE reviews_count > 1) AND product_id <> ?
         AND reviewer_id > 2 ORDER BY id DESC LIMIT 1`,
    )
    .get(deleted.product_id) as { id: number; public_id: string; product_id: number };
  // Hidden as an arbitrator's decision leaves it: out of every public read.
  setReviewHiddenAt(db, hidden.id, new Date().toISOString());
  const { page, url, context, errors } = await openSession();
  try {
    for (const gone of [deleted, hidden]) {
      const id = gone.public_id;
      await page.goto(url(`${productPath(db, gone.product_id)}?review=${id}#review-${id}`));
      await reviewsShown(page);
      await page.getByText("This review is no longer available.", { exact: true }).waitFor();
      assert.is(await page.locator(`#review-${id}`).count(), 0);
      assert.is(await page.locator("article.rv-review[aria-current=true]").count(), 0);
      assert.ok((await reviewCards(page).count()) > 0, "the product's other reviews are shown");
    }
    assert.equal(errors, []);
  } finally {
    setReviewHiddenAt(db, hidden.id, null);
    await context.close();
  }
});

test.run();
