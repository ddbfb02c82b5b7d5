// Product page: the product, its shop with medals, the reviews widget, questions, gallery.
// What the page shows at once (product, reviews, questions) is in this chunk; the full-screen
// gallery loads when it is opened.

import { Suspense, useState } from "react";
import { Link } from "wouter";
import type { PageDataOf } from "../../api/contract/page-data";
import { msg, t } from "../../lib/i18n/translate";
import { Loading } from "../../ui/Loading";
import { NotFound } from "../../ui/NotFound";
import type { GalleryRequest } from "../../widgets/gallery/gallery-item";
import { OpenDisputeLink } from "../../widgets/OpenDisputeLink";
import { QuestionsSection } from "../../widgets/questions/QuestionsSection";
import { MediaGallery } from "../../widgets/reviews/lazy";
import ReviewsSection from "../../widgets/reviews/ReviewsSection";
import { ReviewsSkeleton } from "../../widgets/reviews/ReviewsSkeleton";
import { useStorePage } from "../../widgets/reviews/use-store-page";
import { ProductOverview } from "./ProductOverview";
import "./product.css";
import { PATHS } from "../../lib/routes";

export default function ProductScreen() {
  const { loading, data } = useStorePage<PageDataOf<"product">>((d) => d.product_data.encoded_id);
  const [gallery, setGallery] = useState<GalleryRequest | null>(null);

  if (loading) return <PageSkeleton />;
  // A failed product load is the not-found state.
  if (!data) return <NotFound title={msg("We couldn’t find that product")} />;
  const { product_data: product, shop_data: shop } = data;
  const owner = { kind: "products", id: product.encoded_id } as const;

  return (
    <div className="rv-product-page">
      <ProductOverview
        data={data}
        onOpenGallery={(url) =>
          setGallery({ owner, items: [], productImage: { title: product.title, url }, start: 0 })
        }
      />
      <ReviewsSection
        target={{ kind: "product", shop, externalId: product.external_id }}
        onOpenMedia={(items, start) => setGallery({ owner, items, start })}
        actions={
          <>
            {!shop.settings.disable_web_reviews && (
              <Link className="rv-button rv-button--small" href={PATHS.writeReview}>
                {t("Write a review")}
              </Link>
            )}
            <OpenDisputeLink href={data.new_dispute_path} />
          </>
        }
      />
      {shop.settings.enable_question_anwser && <QuestionsSection product={product} shop={shop} />}
      {gallery && (
        <Suspense fallback={null}>
          <MediaGallery request={gallery} onClose={() => setGallery(null)} />
        </Suspense>
      )}
    </div>
  );
}

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
