// Product page: the product, its shop with medals, the reviews widget, questions, gallery.
// What the page shows at once (product, reviews, questions) is in this chunk; the full-screen
// gallery loads when it is opened.

import { memo, Suspense, useState } from "react";
import type { PageDataOf } from "../../api/contract/page-data";
import { msg } from "../../lib/i18n/translate";
import { Loading } from "../../ui/Loading";
import { NotFound } from "../../ui/NotFound";
import type { GalleryRequest } from "../../widgets/gallery/gallery-item";
import { MediaGallery } from "../../widgets/reviews/lazy";
import { ReviewsSkeleton } from "../../widgets/reviews/ReviewsSkeleton";
import { useStorePage } from "../../widgets/reviews/use-store-page";
import { ProductOverview } from "./ProductOverview";
import { ProductReviews } from "./ProductReviews";

import "./product.css";

function ProductScreen() {
  const { loading, data } = useStorePage<PageDataOf<"product">>((d) => d.product_data.encoded_id);
  const [gallery, setGallery] = useState<GalleryRequest | null>(null);

  if (loading) return <PageSkeleton />;
  // A failed product load is the not-found state.
  if (!data) return <NotFound title={msg("We couldn’t find that product")} />;
  const { product_data: product } = data;
  const owner = { kind: "products", id: product.encoded_id } as const;

  return (
    <div className="rv-product-page">
      <ProductOverview
        data={data}
        onOpenGallery={(url) =>
          setGallery({ owner, items: [], productImage: { title: product.title, url }, start: 0 })
        }
      />
      <ProductReviews data={data} openGallery={setGallery} />
      {gallery && (
        <Suspense fallback={null}>
          <MediaGallery request={gallery} onClose={() => setGallery(null)} />
        </Suspense>
      )}
    </div>
  );
}

/**
 * Rendered again by what it reads itself (the page's data, the reviews' and questions' queries),
 * never by the router's own render at a new query: a histogram row or a sort pressed renders the
 * reviews, not the product above them.
 */
export default memo(ProductScreen, () => true);

/** The page's places while its data loads: the overview and the reviews area (no layout shift). */
function PageSkeleton() {
  return (
    <div className="rv-product-page">
      <div className="rv-product-overview--placeholder">
        <Loading />
      </div>
      <ReviewsSkeleton />
    </div>
  );
}
