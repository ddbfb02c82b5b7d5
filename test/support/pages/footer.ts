// The footer loads its code once the reader reaches it (src/features/footer/FooterSlot.tsx): a
// test that reads it scrolls to the page's end first, as a reader does, and stays at the end.
import type { Locator, Page } from "playwright-core";
import { untilInPage } from "../browsers/until-in-page";

/** Scrolls to the end of the page until the footer is there, and returns it. */
export async function reachFooter(page: Page): Promise<Locator> {
  const footer = page.getByRole("contentinfo");
  await untilInPage(page, () => {
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" });
    return (
      !!document.querySelector("#site-footer footer") &&
      window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1
    );
  });
  return footer;
}
