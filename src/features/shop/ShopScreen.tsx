// Shop page (§2): the shop, its all-reviews page, the recommendation cards, its top products.
import { lazy, Suspense, useState } from "react";
import type { PageData } from "../../api/pages";
import type { ShopPageResponse } from "../../api/types/shop";
import { Loading } from "../../ui/Loading";
import { NotFound } from "../../ui/NotFound";
import type { GalleryRequest } from "../../widgets/gallery/gallery-item";
import { OpenDisputeLink } from "../../widgets/OpenDisputeLink";
import { loadReviewsSection, MediaGallery, ReviewsSection } from "../../widgets/reviews/lazy";
import { useStorePage } from "../../widgets/reviews/use-store-page";
import { ShopOverview } from "./ShopOverview";
import "./shop.css";

void loadReviewsSection();
const CardsCarousel = lazy(() => import("./CardsCarousel"));
const TopProducts = lazy(() => import("./TopProducts"));

export default function ShopScreen() {
  const { loading, data } = useStorePage<ShopPageResponse & PageData>((d) => d.shop_data.encoded_id);
  const [gallery, setGallery] = useState<GalleryRequest | null>(null);

  if (loading) return <Loading />;
  // §8: a failed shop load is the not-found state.
  if (!data) return <NotFound what="store" />;
  const { shop_data: shop, top_products: products, featured_cards: cards } = data;

  return (
    <div className="shop-page">
      <ShopOverview shop={shop} />
      <OpenDisputeLink href={data.new_dispute_path} />
      {shop.settings.shop_settings.review_site_show_cards_carousel && cards.length > 0 && (
        <Suspense fallback={<div className="cards-placeholder" />}>
          <CardsCarousel cards={cards} />
        </Suspense>
      )}
      <Suspense fallback={<div className="reviews-placeholder" />}>
        <ReviewsSection
          target={{ kind: "shop", shop }}
          onOpenMedia={(items, start) =>
            setGallery({ owner: { kind: "shops", id: shop.encoded_id }, items, start })
          }
        />
      </Suspense>
      {products.length > 0 && (
        <Suspense fallback={null}>
          <TopProducts products={products} />
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
