// The product and shop pages' widgets that load on demand, each its own chunk.
import { lazy } from "react";

/** Started as soon as a product or shop screen loads, so it arrives with the page's data. */
export const loadReviewsSection = () => import("./ReviewsSection");
export const ReviewsSection = lazy(loadReviewsSection);

/** Loaded on the first open. */
export const MediaGallery = lazy(() => import("../gallery/MediaGallery"));

// Journey and click tracking wait until they are needed: nothing of them is on the first paint.
const tracking = () => import("./track-click");

/** Records this product or shop page in the reviewer journey. */
export function recordJourneyStep(): void {
  tracking().then(
    (m) => m.recordJourneyStep(),
    () => {},
  );
}

/** Records a visit to the store (POST /reviews/click); never in the shopper's way. */
export function trackStoreClick(shopId: string, productId: string | null): void {
  tracking().then(
    (m) => m.trackStoreClick(shopId, productId),
    () => {},
  );
}
