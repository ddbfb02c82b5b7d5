// The reviews on a shop's own product page: the element the shop marks with its product id
// (data-reviews-product) shows the marketplace's reviews section of that product, found by the
// shop's id (the ratings' answer names its page), then the product's page data. The page's head
// is the shop's: nothing here writes its title or its structured data.
import { Suspense, useState } from "react";
import type { PageDataOf } from "../../api/contract/page-data";
import { getPageData } from "../../api/pages";
import { getProductRatings } from "../../api/ratings";
import { SHORT_LIFETIME } from "../../lib/request-cache";
import { pageDataUrl } from "../../lib/request-urls";
import { type RatedStore, ratingsUrl } from "../../lib/widget-paths";
import type { GalleryRequest } from "../../widgets/gallery/gallery-item";
import { MediaGallery } from "../../widgets/reviews/lazy";
import { ReviewsSkeleton } from "../../widgets/reviews/ReviewsSkeleton";
import { useCachedRequest } from "../../widgets/use-cached-request";
import { ProductReviews } from "./ProductReviews";
import "./product.css";

export default function EmbeddedProductReviews({
  store,
  externalId,
}: {
  /** The store on the marketplace, as the page's #reviews_shop names it. */
  store: RatedStore;
  /** The shop's own id of the product. */
  externalId: string;
}) {
  const [gallery, setGallery] = useState<GalleryRequest | null>(null);
  const ratings = useCachedRequest(
    ratingsUrl(store, [externalId]),
    () => getProductRatings(store, [externalId]),
    SHORT_LIFETIME,
  );
  const path = ratings.data?.products.find((p) => p.external_id === externalId)?.internal_path ?? null;
  const page = useCachedRequest(
    path && pageDataUrl(path),
    () => getPageData<PageDataOf<"product">>(path as string),
    SHORT_LIFETIME,
    ["reviews"],
  );
  // A product the store lacks on the marketplace shows nothing: the shop's page stays as it is.
  if (ratings.data && !path) return null;
  if (ratings.error || page.error) return null;
  if (!page.data) return <ReviewsSkeleton />;
  return (
    <div className="rv-product-page rv-embedded-reviews">
      <ProductReviews data={page.data} openGallery={setGallery} />
      {gallery && (
        <Suspense fallback={null}>
          <MediaGallery request={gallery} onClose={() => setGallery(null)} />
        </Suspense>
      )}
    </div>
  );
}
