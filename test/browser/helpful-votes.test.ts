// 'Helpful' votes in Chromium: a reviewer votes on someone else's review and takes the vote back
// (the count moves at once and survives a reload), a guest is sent to sign in and comes back to
// the same review, a vote the host refuses is put back with a message, 'Most helpful' sorts the
// reviews, every place a published review is shown has the toggle, and axe at 375 and 1280 px with
// the toggle pressed and the Report dialog open.
import type { Page } from "playwright-core";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { SEEDED_ACCOUNTS } from "../../fixtures/host/domain";
import { openSession, seriousAxeViolations, VIEWPORTS } from "../support/browsers/chromium";
import { holdRequests, nextAnswer } from "../support/browsers/held-requests";
import { REVIEWER_ID } from "../support/data/seeded-ids";
import { setReviewHiddenAt, votesOn } from "../support/data/seeded-queries";
import { testDb, testHost } from "../support/hosts/test-host";
import {
  busyProduct,
  comesIntoView,
  guestHelpfulLink,
  helpfulButton,
  helpfulCount,
  productPath,
  reviewCards,
  reviewsShown,
  waitForHelpful,
} from "../support/pages/review-cards";

const test = suite("helpful votes (browser)");

interface Target {
  id: number;
  public_id: string;
  title: string;
  product_id: number;
  helpful_count: number;
}

/**
 * A public product review by someone else, its title unique on its product; `offset` picks another.
 * (`+reviewer_id`: read in id order and stop at the first ones, not sort every review by others.)
 */
async function target(offset: number): Promise<Target> {
  const { db } = await testHost();
  return db
    .prepare(
      `SELECT r.id, r.public_id, r.title, r.product_id, r.helpful_count FROM reviews r
       WHERE r.published = 1 AND r.deleted = 0 AND r.hidden_at IS NULL AND +r.reviewer_id > 2
         AND length(r.title) > 8 AND r.helpful_count > 0
         AND (SELECT count(*) FROM reviews o WHERE o.product_id = r.product_id AND o.title = r.title) = 1
       ORDER BY r.id LIMIT 1 OFFSET ?`,
    )
    .get(offset) as Target;
}

/** The review's card on its product's page, searched for by its title. */
async function openCard(page: Page, url: (p: string) => string, review: Target) {
  const { db } = await testHost();
  await page.goto(url(`${productPath(db, review.product_id)}?search=${encodeURIComponent(review.title)}`));
  await reviewsShown(page);
  const card = page.getByRole("article", { name: review.title, exact: true });
  await card.waitFor();
  return card;
}

test("a reviewer votes: pressed with one more at once, kept after a reload; pressed again, taken back", async () => {
  const review = await target(0);
  const { page, url, context, errors } = await openSession({ as: "reviewer" });
  try {
    const card = await openCard(page, url, review);
    const before = review.helpful_count;
    await waitForHelpful(card, before, false);

    // The host's answer is held until the card has changed: the count moves before it.
    const release = await holdRequests(page, "**/helpful");
    const put = nextAnswer(page, "PUT", /\/helpful$/);
    await helpfulButton(card).click();
    await waitForHelpful(card, before + 1, true);
    release();
    assert.is((await put).status(), 200);
    await page.unroute("**/helpful");
    assert.is(votesOn(await testDb(), review.id), 1);

    await page.reload();
    await reviewsShown(page);
    await waitForHelpful(card, before + 1, true);

    const del = nextAnswer(page, "DELETE", /\/helpful$/);
    await helpfulButton(card).click();
    await waitForHelpful(card, before, false);
    assert.is((await del).status(), 200);
    assert.is(votesOn(await testDb(), review.id), 0);
    await page.reload();
    await reviewsShown(page);
    await waitForHelpful(card, before, false);
    assert.equal(errors, []);
  } finally {
    await context.close();
  }
});

test("no Helpful toggle on one's own review", async () => {
  const { db } = await testHost();
  const own = db
    .prepare(
      `SELECT r.id, r.public_id, r.title, r.product_id, r.helpful_count FROM reviews r
       WHERE r.reviewer_id = ? AND r.published = 1 AND r.deleted = 0 AND r.product_id IS NOT NULL
         AND (SELECT count(*) FROM reviews o WHERE o.product_id = r.product_id AND o.title = r.title) = 1
       ORDER BY r.id LIMIT 1`,
    )
    .get(REVIEWER_ID) as Target;
  const { page, url, context } = await openSession({ as: "reviewer" });
  try {
    const card = await openCard(page, url, own);
    await card.getByRole("button", { name: "Share" }).waitFor();
    assert.is(await card.getByRole("button", { name: /^Helpful/ }).count(), 0);
  } finally {
    await context.close();
  }
});

test("a guest's Helpful goes to sign in and comes back to the same review, which can then be voted", async () => {
  const { db } = await testHost();
  const productId = busyProduct(db, 0);
  const path = productPath(db, productId);
  const { page, url, context, errors } = await openSession();
  try {
    await page.goto(url(`${path}?page=2`));
    await reviewsShown(page);
    const cards = reviewCards(page);
    assert.is(await cards.count(), 10);
    // Far down the second page, so coming back to it is more than coming back to the page.
    const chosen = cards.nth(7);
    const id = (await chosen.getAttribute("id")) ?? "";
    assert.match(id, /^review-/);
    const card = page.locator(`article#${id}`);
    // A guest's vote is a link to sign in, which comes back to this review.
    const before = await helpfulCount(guestHelpfulLink(card));
    await guestHelpfulLink(card).click();
    await page.waitForURL((u) => u.pathname === "/login");
    const returnTo = new URL(page.url()).searchParams.get("return_to");
    assert.is(returnTo, `${path}?page=2#${id}`);

    await page.getByLabel("Email").fill(SEEDED_ACCOUNTS.reviewer.email);
    await page.getByLabel("Password").fill(SEEDED_ACCOUNTS.reviewer.password);
    await Promise.all([
      page.waitForURL((u) => u.pathname === path),
      page.getByRole("button", { name: "Sign in" }).click(),
    ]);
    const back = new URL(page.url());
    assert.is(back.searchParams.get("page"), "2");
    assert.is(back.hash, `#${id}`);
    await card.waitFor();
    assert.ok(await comesIntoView(card), "the review is in view");
    await waitForHelpful(card, before, false);
    const put = nextAnswer(page, "PUT", /\/helpful$/);
    await helpfulButton(card).click();
    await waitForHelpful(card, before + 1, true);
    assert.is((await put).status(), 200);
    assert.equal(errors, []);
  } finally {
    await context.close();
  }
});

test("a vote the host refuses (the review was hidden meanwhile) is put back, with a message", async () => {
  const { db } = await testHost();
  const review = await target(1);
  const { page, url, context } = await openSession({ as: "reviewer", viewport: "mobile" });
  try {
    const card = await openCard(page, url, review);
    await waitForHelpful(card, review.helpful_count, false);
    setReviewHiddenAt(db, review.id, new Date().toISOString());
    const put = nextAnswer(page, "PUT", /\/helpful$/);
    await helpfulButton(card).click();
    assert.is((await put).status(), 404);
    await card
      .getByRole("status")
      .filter({ hasText: "Couldn’t save your vote. Please try again." })
      .waitFor();
    await waitForHelpful(card, review.helpful_count, false);
    assert.is(votesOn(await testDb(), review.id), 0);
  } finally {
    setReviewHiddenAt(db, review.id, null);
    await context.close();
  }
});

test("Most helpful in the sort menu: in the address, the reviews in the host's most helpful order", async () => {
  const { db } = await testHost();
  const productId = busyProduct(db, 1);
  const expected = db
    .prepare(
      `SELECT helpful_count FROM reviews WHERE product_id = ? AND published = 1 AND deleted = 0 AND hidden_at IS NULL
       ORDER BY helpful_count DESC, created_at DESC, id DESC LIMIT 10`,
    )
    .pluck()
    .all(productId) as number[];
  const { page, url, context, errors } = await openSession();
  try {
    await page.goto(url(productPath(db, productId)));
    await reviewsShown(page);
    await page.getByLabel("Sort by").selectOption({ label: "Most helpful" });
    await page.waitForURL((u) => u.searchParams.get("sort_by") === "most_helpful");
    await guestHelpfulLink(reviewCards(page).first())
      .filter({ hasText: new RegExp(`^Helpful \\(${expected[0] ?? -1}\\)$`) })
      .waitFor();
    await reviewsShown(page);
    const shown = await guestHelpfulLink(page.locator(".rv-reviews__list")).evaluateAll((buttons) =>
      buttons.map((b) => Number(/\((\d+)\)/.exec(b.textContent ?? "")?.[1])),
    );
    assert.is(shown.length, 10);
    assert.ok((shown[0] ?? 0) > 0, "the first has votes");
    assert.ok(
      shown.every((n, i) => i === 0 || n <= (shown[i - 1] ?? 0)),
      `non-increasing: ${shown}`,
    );
    assert.equal(shown, expected);
    // Reloaded, the address keeps the sort.
    await page.reload();
    await reviewsShown(page);
    assert.is(await page.getByLabel("Sort by").inputValue(), "most_helpful");
    assert.equal(errors, []);
  } finally {
    await context.close();
  }
});

test("the feed, a store's page and a public profile show Helpful, Share and Report on others' reviews; a vote from the feed counts", async () => {
  const { db } = await testHost();
  const { page, url, context, errors } = await openSession({ as: "reviewer" });
  try {
    await page.goto(url("/reviews/feed"));
    const inFeed = page.locator(".rv-feed__event").filter({ has: helpfulButton(page) });
    await inFeed.first().waitFor();
    const event = inFeed.first();
    await event.getByRole("button", { name: "Share" }).waitFor();
    await event.getByRole("button", { name: "Report" }).waitFor();
    const id = ((await event.getAttribute("id")) ?? "").replace(/^review-/, "");
    const row = db.prepare("SELECT id, helpful_count FROM reviews WHERE public_id = ?").get(id) as {
      id: number;
      helpful_count: number;
    };
    assert.ok(row, "the feed's review is the host's");
    const before = await helpfulCount(helpfulButton(event));
    assert.is(before, row.helpful_count);
    const put = nextAnswer(page, "PUT", /\/helpful$/);
    await helpfulButton(event).click();
    await waitForHelpful(event, before + 1, true);
    assert.is((await put).status(), 200);
    assert.is(votesOn(await testDb(), row.id), 1);

    const shop = db
      .prepare(
        `SELECT s.slug FROM shops s WHERE (SELECT count(*) FROM reviews r WHERE r.shop_id = s.id
           AND r.published = 1 AND r.deleted = 0 AND r.reviewer_id > 2) > 10 ORDER BY s.id LIMIT 1`,
      )
      .pluck()
      .get() as string;
    await page.goto(url(`/reviews/stores/${encodeURIComponent(shop)}`));
    await reviewsShown(page);
    await helpfulButton(reviewCards(page).first()).waitFor();

    const author = db
      .prepare(
        `SELECT slug FROM reviewers WHERE id > 2 AND id IN
           (SELECT reviewer_id FROM reviews WHERE published = 1 AND deleted = 0 AND hidden_at IS NULL)
         ORDER BY id LIMIT 1`,
      )
      .pluck()
      .get() as string;
    await page.goto(url(`/reviews/users/${encodeURIComponent(author)}`));
    const card = reviewCards(page).first();
    await helpfulButton(card).waitFor();
    await card.getByRole("button", { name: "Share" }).waitFor();
    await card.getByRole("button", { name: "Report" }).waitFor();
    assert.equal(errors, []);
  } finally {
    await context.close();
  }
});

test("axe: a product page's review actions, the pressed toggle and the Report dialog at 375 and 1280 px", async () => {
  const review = await target(2);
  const { page, url, context, errors } = await openSession({ as: "reviewer" });
  try {
    for (const viewport of [VIEWPORTS.desktop, VIEWPORTS.mobile]) {
      await page.setViewportSize(viewport);
      const card = await openCard(page, url, review);
      const button = helpfulButton(card);
      if ((await button.getAttribute("aria-pressed")) !== "true") {
        const put = nextAnswer(page, "PUT", /\/helpful$/);
        await button.click();
        await (await put).finished();
      }
      await card.locator('button[aria-pressed="true"]').waitFor();
      assert.equal(await seriousAxeViolations(page), [], `${viewport.width} px, pressed`);
      await card.getByRole("button", { name: "Report" }).click();
      await page.getByRole("dialog", { name: "Report this review" }).waitFor();
      assert.equal(await seriousAxeViolations(page), [], `${viewport.width} px, Report dialog`);
      await page.keyboard.press("Escape");
      await page.getByRole("dialog").waitFor({ state: "detached" });
    }
    assert.equal(errors, []);
  } finally {
    await context.close();
  }
});

test.run();
