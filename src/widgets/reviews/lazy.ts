// The code of the review widgets that only an interaction needs: it loads on that interaction.
// Every screen that shows the gallery (product, store, profiles) takes it from here.
import { lazy } from "react";

/** The full-screen gallery: fetched on hover or focus of what opens it, shown on the first open. */
export const loadMediaGallery = () => import("../gallery/MediaGallery");
export const MediaGallery = lazy(loadMediaGallery);
/** Handlers that fetch the gallery's code before the click. */
export const prefetchGallery = {
  onPointerEnter: () => void loadMediaGallery(),
  onFocus: () => void loadMediaGallery(),
};

/** Records a visit to the store (POST /reviews/click) on the click; never in the shopper's way. */
export function trackStoreClick(shopId: string, productId: string | null): void {
  import("./track-click").then(
    (m) => m.trackStoreClick(shopId, productId),
    () => {},
  );
}
