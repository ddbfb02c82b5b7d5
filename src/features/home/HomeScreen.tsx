import { t } from "../../lib/i18n/translate";
import { NotFound } from "../../ui/NotFound";
import { MarketplaceMetrics } from "../../widgets/metrics/MarketplaceMetrics";
import { SearchBar } from "../../widgets/search-bar/SearchBar";
import { usePageData } from "../../widgets/use-page-data";
import { CarouselSection } from "./CarouselSection";
import CategoryStrip from "./CategoryStrip";
import CollectionStrip from "./CollectionStrip";
import FeaturedReviewStrip from "./FeaturedReviewStrip";
import "./home.css";
import ProductStrip from "./ProductStrip";

export default function HomeScreen() {
  // The page data carries the document head for a visit that arrives from another page.
  const page = usePageData();
  if (page.status === "error" && page.error.status === 404) return <NotFound />;
  return (
    <div className="rv-home">
      <section className="rv-home__hero" aria-labelledby="home-title">
        <h1 id="home-title">{t("Honest reviews of products and stores")}</h1>
        <p>
          {t("Every review here comes from a real order. Compare products and stores by what buyers say.")}
        </p>
        <div className="rv-home__search">
          <SearchBar inputId="home-search-input" />
        </div>
      </section>
      <CarouselSection kind="product" title={t("Most transparent products")} aboveTheFold>
        {(data, country, headingId) =>
          data.products[0] && (
            <ProductStrip products={data.products} country={country} labelledBy={headingId} />
          )
        }
      </CarouselSection>
      <MarketplaceMetrics />
      <CarouselSection kind="category" title={t("Popular categories")}>
        {(data, _, headingId) =>
          data.categories[0] && <CategoryStrip categories={data.categories} labelledBy={headingId} />
        }
      </CarouselSection>
      <CarouselSection kind="collection" title={t("Collections")}>
        {(data, _, headingId) =>
          data.collections[0] && <CollectionStrip collections={data.collections} labelledBy={headingId} />
        }
      </CarouselSection>
      <CarouselSection kind="featured_review" title={t("Featured reviews")}>
        {(data, _, headingId) =>
          data.featured_reviews[0] && (
            <FeaturedReviewStrip reviews={data.featured_reviews} labelledBy={headingId} />
          )
        }
      </CarouselSection>
    </div>
  );
}
