// A page the host rendered is live once the widget has adopted it (React has hydrated its roots):
// it paints before the bundle has loaded, and a press before then does nothing, as for a shopper.
import type { Locator, Page } from "playwright-core";
import { EMBED_REST_NAME } from "../../../build/embed-bundle";
import { holdRequests } from "./held-requests";
import { untilInPage } from "./until-in-page";

/**
 * Waits until the widget has adopted the page when the host rendered it (it has a first screen):
 * every element of its roots hydrated (React's props on each), but those of the parts adopted as
 * the reader nears them, still waiting for their code (src/ui/hydrate-near.ts), and the form only a
 * browser without scripts shows, which React leaves as the host sent it (NoScriptFilters.tsx). On
 * a shop's own product page, the element of the product's reviews (data-reviews-product), once the
 * rest of their code has come: until they are near, it has not been asked for (src/embed/).
 */
export async function whenAdopted(page: Page): Promise<void> {
  await untilInPage(
    page,
    (rest) =>
      !document.getElementById("app_first_screen") ||
      // A shop's own page whose reviews wait to be near.
      (!!document.querySelector("[data-reviews-product]") &&
        !performance.getEntriesByType("resource").some(({ name }) => name.includes(`/${rest}-`))) ||
      // A shop's own page: only the element of its product's reviews is the widget's.
      [
        ...document.querySelectorAll(
          document.querySelector("[data-reviews-product]")
            ? "[data-reviews-product] > *"
            : "#search-navbar > *, main > *, #site-footer > *",
        ),
      ].every((root) =>
        [root, ...root.querySelectorAll("*")].every(
          (element) =>
            Object.keys(element).some((key) => key.startsWith("__reactProps$")) ||
            !!window.ReviewsWidgetPresses?.waiting.some((part) => part.contains(element)) ||
            !!element.closest(".rv-noscript-filters"),
        ),
      ),
    EMBED_REST_NAME,
  );
}

/** The rest of the code of the reviews on a shop's product page, which their entry imports as they come near. */
export const REVIEWS_REST_SCRIPT = new RegExp(`/assets/${EMBED_REST_NAME}-[^/]+\\.js$`);

/** Whether React has adopted the element (its props are on it): a press there now takes effect. */
export const isAdopted = (element: Locator): Promise<boolean> =>
  element.evaluate((node) => Object.keys(node).some((key) => key.startsWith("__reactProps$")));

/** Holds the bundle's entry back until `release` is called; the page paints from its HTML meanwhile. */
export const holdBundle = (page: Page): Promise<() => void> =>
  holdRequests(page, /\/assets\/main-[^/]+\.js$/);

/**
 * Holds back the chunks the page asks for from now on until `release` is called: the parts a page
 * shows (or one adopted as the reader nears it, the questions) wait for their code. `asked`
 * resolves once one is asked for.
 */
export async function holdChunks(page: Page): Promise<{ asked: Promise<unknown>; release: () => void }> {
  const asked = page.waitForRequest(/\/assets\/chunk-\w+\.js$/);
  const release = await holdRequests(page, /\/assets\/chunk-\w+\.js$/);
  return { asked, release };
}
