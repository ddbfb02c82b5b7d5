// Shop page: the shop, its all-reviews page, the recommendation cards, its top products, all in
// this chunk (shown at once); the full-screen gallery loads when it is opened.

import { Suspense, useState } from "react";
import type { PageDataOf } from "../../api/contract/page-data";
import { msg } from "../../lib/i18n/translate";
import { Loading } from "../../ui/Loading";
import { NotFound } from "../../ui/NotFound";
import type { GalleryRequest } from "../../widgets/gallery/gallery-item";
import { OpenDisputeLink } from "../../widgets/OpenDisputeLink";
import { QuestionsSection } from "../../widgets/questions/QuestionsSection";
import { MediaGallery } from "../../widgets/reviews/lazy";
import ReviewsSection from "../../widgets/reviews/ReviewsSection";
import { ReviewsSkeleton } from "../../widgets/reviews/ReviewsSkeleton";
import { useStorePage } from "../../widgets/reviews/use-store-page";
import CardsCarousel from "./CardsCarousel";
import { ReviewTypeTabs } from "./ReviewTypeTabs";
import { ShopOverview } from "./ShopOverview";
import TopProducts from "./TopProducts";
import "./shop.css";

export default function ShopScreen() {
  const { loading, data } = useStorePage<PageDataOf<"shop">>((d) => d.shop_data.encoded_id);
  const [gallery, setGallery] = useState<GalleryRequest | null>(null);

  if (loading)
    return (
      <div className="rv-shop-page">
        <Loading />
        <ReviewsSkeleton />
      </div>
    );
  // A failed shop load is the not-found state.
  if (!data) return <NotFound title={msg("We couldn’t find that store")} />;
  const { shop_data: shop, top_products: products, featured_cards: cards } = data;

  return (
    <div className="rv-shop-page">
      <ShopOverview shop={shop} />
      <OpenDisputeLink href={data.new_dispute_path} />
      {shop.settings.shop_settings.review_site_show_cards_carousel && cards.length > 0 && (
        <CardsCarousel cards={cards} />
      )}
      <ReviewsSection
        target={{ kind: "shop", shop }}
        tabs={<ReviewTypeTabs />}
        onOpenMedia={(items, start) =>
          setGallery({ owner: { kind: "shops", id: shop.encoded_id }, items, start })
        }
      />
      {/* The summary's "N questions" counts every product's: they are listed here. */}
      {shop.settings.enable_question_anwser && <QuestionsSection shop={shop} />}
      {products.length > 0 && <TopProducts products={products} />}
      {gallery && (
        <Suspense fallback={null}>
          <MediaGallery request={gallery} onClose={() => setGallery(null)} />
        </Suspense>
      )}
    </div>
  );
}
