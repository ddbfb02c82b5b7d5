// Shop page (§2): the shop, its all-reviews page, the recommendation cards, its top products.
import { lazy, Suspense, useEffect, useState } from "react";
import type { PageData } from "../../api/pages";
import type { ShopPageResponse } from "../../api/types/shop";
import type { GalleryRequest } from "../../ui/gallery/gallery-item";
import { Loading } from "../../ui/Loading";
import { NotFound } from "../../ui/NotFound";
import { loadReviewsSection, MediaGallery, ReviewsSection, recordJourneyStep } from "../../ui/reviews/lazy";
import { useShopScope } from "../../ui/reviews/use-shop-scope";
import { usePageData } from "../../ui/use-page-data";
import { ShopOverview } from "./ShopOverview";
import "./shop.css";

void loadReviewsSection();
const CardsCarousel = lazy(() => import("./CardsCarousel"));
const TopProducts = lazy(() => import("./TopProducts"));

export default function ShopScreen() {
  // Review controls change only the query: the shop itself is loaded once per path.
  const state = usePageData<ShopPageResponse & PageData>({ ignoreQuery: true });
  const data = state.status === "ready" ? state.data : null;
  const [gallery, setGallery] = useState<GalleryRequest | null>(null);
  useShopScope(data?.shop_data ?? null);
  const shopId = data?.shop_data.encoded_id;
  useEffect(() => {
    if (shopId) recordJourneyStep();
  }, [shopId]);

  if (state.status === "loading") return <Loading />;
  // §8: a failed shop load is the not-found state.
  if (!data) return <NotFound what="store" />;
  const { shop_data: shop, top_products: products, featured_cards: cards } = data;

  return (
    <div className="shop-page">
      <ShopOverview shop={shop} />
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
