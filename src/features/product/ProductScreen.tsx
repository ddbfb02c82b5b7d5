// Product page (§2): the product, its shop with medals, the reviews widget, questions, gallery.
// First paint needs only the product; the reviews, questions and gallery load as their own chunks.
import { lazy, Suspense, useEffect, useState } from "react";
import { Link } from "wouter";
import type { PageData } from "../../api/pages";
import type { ProductPageResponse } from "../../api/types/shop";
import type { GalleryRequest } from "../../ui/gallery/gallery-item";
import { Loading } from "../../ui/Loading";
import { NotFound } from "../../ui/NotFound";
import { loadReviewsSection, MediaGallery, ReviewsSection, recordJourneyStep } from "../../ui/reviews/lazy";
import { useShopScope } from "../../ui/reviews/use-shop-scope";
import { usePageData } from "../../ui/use-page-data";
import { ProductOverview } from "./ProductOverview";
import "./product.css";

void loadReviewsSection();
const Questions = lazy(() => import("./Questions"));

export default function ProductScreen() {
  // Review controls change only the query: the product itself is loaded once per path.
  const state = usePageData<ProductPageResponse & PageData>({ ignoreQuery: true });
  const data = state.status === "ready" ? state.data : null;
  const [gallery, setGallery] = useState<GalleryRequest | null>(null);
  useShopScope(data?.shop_data ?? null);
  const productId = data?.product_data.encoded_id;
  useEffect(() => {
    if (productId) recordJourneyStep();
  }, [productId]);

  if (state.status === "loading") return <Loading />;
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
            !shop.settings.disable_web_reviews && (
              <Link className="button button--small" href="/reviews/write-review">
                Write a review
              </Link>
            )
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
