// The review form in Chromium, filled as a reviewer fills it.
import type { Page } from "playwright-core";

/** Gives the open review form its stars (the radio's name: '4 stars' unless given), title and text. */
export async function fillReviewForm(
  page: Page,
  { stars = "4 stars", title, body }: { stars?: string; title: string; body: string },
) {
  await page.getByRole("radio", { name: stars }).check();
  await page.getByRole("textbox", { name: "Title" }).fill(title);
  await page.getByRole("textbox", { name: "Review" }).fill(body);
}
