// Review cards in Chromium as a reader sees them: a product's page, a card's 'Helpful (n)' toggle
// and its count, whether a card is in view. Shared by the browser tests of votes and review links.
import type { Locator, Page } from "playwright-core";
import { STEP_DEADLINE_MS } from "../browsers/step-deadline";

export { busyProduct, productPath } from "../data/seeded-queries";

/** Waits for the reviews widget to have shown its reviews (or said there are none). */
export async function reviewsShown(page: Page): Promise<void> {
  await page.locator("#reviews[aria-busy=false]").waitFor();
  await page.locator(".rv-reviews__status").filter({ hasText: /\S/ }).waitFor();
}

/** The first card of the shop's product page's reviews that the reviewer `slug` did not write. */
export const othersReviewCard = (page: Page, slug: string): Locator =>
  page
    .locator("[data-reviews-product] article.rv-review")
    .filter({ hasNot: page.locator(`a[href$="/users/${slug}"]`) })
    .first();

/** A card's 'Helpful (n)' toggle. */
export const helpfulButton = (within: Locator | Page) =>
  within.getByRole("button", { name: /^Helpful \(\d+\)$/ });

/** A guest's 'Helpful (n)': a link to sign in. */
export const guestHelpfulLink = (within: Locator | Page) =>
  within.getByRole("link", { name: /^Helpful \(\d+\)$/ });

/** The count a 'Helpful (n)' toggle shows. */
export async function helpfulCount(button: Locator): Promise<number> {
  const match = /^Helpful \((\d+)\)$/.exec(((await button.textContent()) ?? "").trim());
  if (!match) throw new Error(`not a Helpful toggle: ${await button.textContent()}`);
  return Number(match[1]);
}

/** Waits for the toggle to show `count` and `pressed`. */
export async function waitForHelpful(card: Locator, count: number, pressed: boolean): Promise<void> {
  await card
    .locator(`button[aria-pressed="${pressed}"]`)
    .filter({ hasText: new RegExp(`^Helpful \\(${count}\\)$`) })
    .waitFor();
}

/**
 * Whether the element is (or comes) into the viewport, as a reader would see it; false when it has
 * not within the tests' limit for any condition (support/browsers/step-deadline.ts).
 */
export function comesIntoView(locator: Locator): Promise<boolean> {
  return locator.evaluate(
    (element, deadline) =>
      new Promise<boolean>((resolve) => {
        const observer = new IntersectionObserver((entries) => {
          if (entries.some((entry) => entry.isIntersecting)) {
            observer.disconnect();
            resolve(true);
          }
        });
        observer.observe(element);
        setTimeout(() => {
          observer.disconnect();
          resolve(false);
        }, deadline);
      }),
    STEP_DEADLINE_MS,
  );
}

/** The review cards on the page, in order (a page's other articles, such as the product, left out). */
export const reviewCards = (page: Page) => page.locator("article.rv-review");
