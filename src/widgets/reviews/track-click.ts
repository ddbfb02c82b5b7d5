// POST /reviews/click with the reviewer journey when a shopper leaves for a store. Loaded on that
// click (see lazy.ts).
import { recordClick } from "../../api/catalog";
import { randomId, recordPageView } from "../../lib/browser/reviewer-journey";
import { removeStored } from "../../lib/browser/storage";
import { PENDING_VIEWS_KEY, pendingViews } from "./journey-step";

/** One id per page load: every click from this page view shares it. */
const pageviewId = randomId();

/** Fire and forget: a failed record never stands between a shopper and the store. */
export function trackStoreClick(shopId: string, productId: string | null): void {
  const journey = recordJourney();
  recordClick({
    shop_id: shopId,
    product_id: productId,
    tracking_data: journey,
    referral: document.referrer,
    referral_page: location.href,
    pageview_id: pageviewId,
  }).catch((error: unknown) => console.warn("Could not record the visit to the store.", error));
}

/** The journey with the views noted since it was last read, in order, and this page last. */
export function recordJourney(): ReturnType<typeof recordPageView> {
  const here = {
    path: `${location.pathname}${location.search}`,
    referrer: document.referrer,
    now: Date.now(),
  };
  let journey: ReturnType<typeof recordPageView> | undefined;
  for (const view of [...pendingViews(), here]) {
    journey = recordPageView({ ...view, origin: location.origin, newId: randomId });
  }
  removeStored(PENDING_VIEWS_KEY);
  return journey as ReturnType<typeof recordPageView>;
}
