// The product and shop pages' code that only an interaction needs: it loads on that interaction.
import { lazy } from "react";

/** The full-screen gallery, loaded on the first open. */
export const MediaGallery = lazy(() => import("../gallery/MediaGallery"));

/** Records a visit to the store (POST /reviews/click) on the click; never in the shopper's way. */
export function trackStoreClick(shopId: string, productId: string | null): void {
  import("./track-click").then(
    (m) => m.trackStoreClick(shopId, productId),
    () => {},
  );
}
