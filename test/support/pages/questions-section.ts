// A product page's questions, as a reader scrolling to them finds them.
import type { Locator, Page } from "playwright-core";

/** The product's questions, scrolled to and loaded, as a reader reaching them sees them. */
export async function questionsOf(page: Page): Promise<Locator> {
  await page.locator("#questions").scrollIntoViewIfNeeded();
  const section = page.getByRole("region", { name: /^Questions/ });
  await section.waitFor();
  await page.locator("section.rv-questions[aria-busy=false]").waitFor();
  return section;
}
