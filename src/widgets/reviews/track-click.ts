// POST /reviews/click with the click-tracking record (the reviewer journey) when a shopper
// leaves for a store.
import { recordClick } from "../../api/catalog";
import { randomId, recordPageView } from "../../lib/reviewer-journey";

/** One id per page load: every click from this page view shares it. */
const pageviewId = randomId();

/** Records this page in the reviewer journey; call once per product or shop page shown. */
export function recordJourneyStep(): void {
  recordPageView({
    path: `${location.pathname}${location.search}`,
    referrer: document.referrer,
    origin: location.origin,
    now: Date.now(),
    newId: randomId,
  });
}

/** Fire and forget: a failed record never stands between a shopper and the store. */
export function trackStoreClick(shopId: string, productId: string | null): void {
  const journey = recordPageView({
    path: `${location.pathname}${location.search}`,
    referrer: document.referrer,
    origin: location.origin,
    now: Date.now(),
    newId: randomId,
  });
  recordClick({
    shop_id: shopId,
    product_id: productId,
    tracking_data: journey,
    referral: document.referrer,
    referral_page: location.href,
    pageview_id: pageviewId,
  }).catch((error: unknown) => console.warn("Could not record the visit to the store.", error));
}
