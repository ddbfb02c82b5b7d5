// Product page (§2): the product, its shop with medals, the reviews widget, questions, gallery.
// First paint needs only the product; the reviews, questions and gallery load as their own chunks.
import { lazy, Suspense, useState } from "react";
import { Link } from "wouter";
import type { PageData } from "../../api/pages";
import type { ProductPageResponse } from "../../api/types/shop";
import { Loading } from "../../ui/Loading";
import { NotFound } from "../../ui/NotFound";
import type { GalleryRequest } from "../../widgets/gallery/gallery-item";
import { OpenDisputeLink } from "../../widgets/OpenDisputeLink";
import { loadReviewsSection, MediaGallery, ReviewsSection } from "../../widgets/reviews/lazy";
import { useStorePage } from "../../widgets/reviews/use-store-page";
import { ProductOverview } from "./ProductOverview";
import "./product.css";

void loadReviewsSection();
const Questions = lazy(() => import("./Questions"));

export default function ProductScreen() {
  const { loading, data } = useStorePage<ProductPageResponse & PageData>((d) => d.product_data.encoded_id);
  const [gallery, setGallery] = useState<GalleryRequest | null>(null);

  if (loading) return <Loading />;
  // §8: a failed product load is the not-found state.
  if (!data) return <NotFound what="product" />;
  const { product_data: product, shop_data: shop } = data;
  const owner = { kind: "products", id: product.encoded_id } as const;

  return (
    <div className="product-page">
      <ProductOverview
        data={data}
        onOpenGallery={(url) =>
          setGallery({ owner, items: [], productImage: { title: product.title, url }, start: 0 })
        }
      />
      <Suspense fallback={<div className="reviews-placeholder" />}>
        <ReviewsSection
          target={{ kind: "product", shop, productId: product.encoded_id, externalId: product.external_id }}
          onOpenMedia={(items, start) => setGallery({ owner, items, start })}
          actions={
            <>
              {!shop.settings.disable_web_reviews && (
                <Link className="button button--small" href="/reviews/write-review">
                  Write a review
                </Link>
              )}
              <OpenDisputeLink href={data.new_dispute_path} />
            </>
          }
        />
      </Suspense>
      {shop.settings.enable_question_anwser && (
        <Suspense fallback={null}>
          <Questions product={product} shop={shop} />
        </Suspense>
      )}
      {gallery && (
        <Suspense fallback={null}>
          <MediaGallery request={gallery} onClose={() => setGallery(null)} />
        </Suspense>
      )}
    </div>
  );
}
