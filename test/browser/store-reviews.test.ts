// A review of a store itself (no product), listed away from that store's page, names its store and
// links to it, as a product review names its product: on the private profile, the public profile
// and the feed. The store's name is the host's, shown as text.
import type { Locator, Page } from "playwright-core";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import type { Review } from "../../src/api/contract/review";
import type { FeedResponse } from "../../src/api/contract/social";
import { openSession } from "../support/browsers/chromium";
import { reviewerSlug } from "../support/data/seeded-queries";
import { testHost } from "../support/hosts/test-host";

const test = suite("store reviews");

/**
 * A profile's pages of reviews as the host answers them, from the first to the first that lists a
 * store review.
 */
async function pagesToStoreReview(page: Page, profilePath: string): Promise<Review[][]> {
  const pages: Review[][] = [];
  for (let n = 1; ; n++) {
    const answer = await page.request.get(`${new URL(page.url()).origin}${profilePath}`, {
      headers: { accept: "application/json" },
      params: { format: "json", page: n },
    });
    assert.is(answer.status(), 200, `${profilePath} page ${n}`);
    const data = (await answer.json()) as { reviews: Review[]; total_pages: number };
    pages.push(data.reviews);
    if (data.reviews.some((r) => r.product === null)) return pages;
    if (n >= data.total_pages) throw new Error(`no store review on ${profilePath}`);
  }
}

/** What a review is about, as its card should name it: its product, or its store. */
const subject = (review: Review) =>
  review.product
    ? { name: review.product.title, href: review.product.internal_path }
    : { name: review.shop.name, href: `/reviews/stores/${encodeURIComponent(review.shop.slug)}` };

/** Every card of the page, in the host's order, says 'Review of …' with a link to what it reviews. */
async function assertCardsNameSubjects(list: Locator, where: string, reviews: Review[]) {
  const cards = list.getByRole("article");
  await cards.nth(reviews.length - 1).waitFor();
  assert.is(await cards.count(), reviews.length, `${where}: one card per review`);
  for (const [index, review] of reviews.entries()) {
    const { name, href } = subject(review);
    const card = cards.nth(index);
    const link = card.getByRole("link", { name, exact: true });
    assert.is(await link.count(), 1, `${where}: card ${index} links '${name}'`);
    assert.is(await link.getAttribute("href"), href, `${where}: card ${index}`);
    assert.ok(
      (await card.innerText()).includes(`Review of ${name}`),
      `${where}: card ${index} reads 'Review of ${name}'`,
    );
  }
}

test("the private profile names the store a store review is about and links to its page", async () => {
  const session = await openSession({ as: "reviewer" });
  const { page, url } = session;
  try {
    await page.goto(url("/reviews"));
    const profilePath = `/reviews/users/${encodeURIComponent(reviewerSlug((await testHost()).db))}`;
    const pages = await pagesToStoreReview(page, profilePath);
    await page.goto(url(profilePath));
    const list = page.getByRole("region", { name: "My reviews" });
    // The private profile adds each next page under the list.
    for (let shown = 1; shown < pages.length; shown++) {
      await list
        .getByRole("article")
        .nth(pages.slice(0, shown).flat().length - 1)
        .waitFor();
      await list.getByRole("button", { name: "Load more reviews" }).click();
    }
    const reviews = pages.flat();
    await assertCardsNameSubjects(list, "private profile", reviews);

    // The store's link leads to its page.
    const index = reviews.findIndex((r) => r.product === null);
    const review = reviews[index] as Review;
    await list
      .getByRole("article")
      .nth(index)
      .getByRole("link", { name: review.shop.name, exact: true })
      .click();
    await page.waitForURL((u) => u.pathname === review.shop.internal_path);
    await page.getByRole("heading", { level: 1, name: review.shop.name }).waitFor();
  } finally {
    await session.context.close();
  }
});

test("the public profile names the store of a store review, for a guest", async () => {
  const session = await openSession();
  const { page, url } = session;
  try {
    await page.goto(url("/reviews"));
    const profilePath = `/reviews/profile/${encodeURIComponent(reviewerSlug((await testHost()).db))}`;
    const pages = await pagesToStoreReview(page, profilePath);
    // The public profile pages by address.
    await page.goto(url(pages.length === 1 ? profilePath : `${profilePath}?page=${pages.length}`));
    const list = page.getByRole("region", { name: "Reviews", exact: true });
    await assertCardsNameSubjects(list, "public profile", pages.at(-1) as Review[]);
  } finally {
    await session.context.close();
  }
});

test("the feed names the store of a published store review", async () => {
  const session = await openSession({ browserRendered: true });
  const { page, url } = session;
  try {
    const answer = page.waitForResponse((r) => new URL(r.url()).pathname === "/reviews/feed_events.json");
    await page.goto(url("/reviews/feed"));
    const { feed_events } = (await (await answer).json()) as FeedResponse;
    const index = feed_events.findIndex((e) => e.kind === "review_published" && e.review?.product === null);
    const review = feed_events[index]?.review;
    assert.ok(review, "the first feed page holds a store review");
    const item = page.locator(".rv-feed__events > li").nth(index);
    const link = item.getByRole("link", { name: review.shop.name, exact: true });
    await link.waitFor();
    assert.is(await link.getAttribute("href"), `/reviews/stores/${encodeURIComponent(review.shop.slug)}`);
    assert.ok((await item.innerText()).includes(`reviewed ${review.shop.name}`));
  } finally {
    await session.context.close();
  }
});

test.run();
