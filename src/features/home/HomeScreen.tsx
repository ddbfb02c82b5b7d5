// Home: the transparency carousel and the marketplace's metrics. The carousel's data is asked
// for here, at once; the product cards are in this screen's chunk (what a page shows without
// interaction is imported statically: no second request after the first render).
import type { MetaData } from "../../api/types/common";
import type { HomeMetrics as Metrics } from "../../api/types/home";
import { Loading } from "../../ui/Loading";
import { NotFound } from "../../ui/NotFound";
import { usePageData } from "../../widgets/use-page-data";
import { HomeMetrics } from "./HomeMetrics";
import ProductStrip from "./ProductStrip";
import { useCarousel } from "./use-carousel";
import "./home.css";

export default function HomeScreen() {
  const page = usePageData<{ meta_data: MetaData; metrics?: Metrics }>();
  const carousel = useCarousel("product");
  if (page.status === "error" && page.error.status === 404) return <NotFound />;
  return (
    <div className="home">
      <section className="home__hero">
        <h1>Honest reviews of products and stores</h1>
        <p>Every review here comes from a real order. Compare products and stores by what buyers say.</p>
      </section>
      <section className="home-carousel" aria-labelledby="home-carousel-title">
        <h2 id="home-carousel-title">Most transparent products</h2>
        {carousel.data === undefined ? (
          <div className="home-carousel__body">
            <Loading />
          </div>
        ) : carousel.data?.products.length ? (
          <div className="home-carousel__body">
            <ProductStrip products={carousel.data.products} country={carousel.country} />
          </div>
        ) : (
          <p>No products to show here right now.</p>
        )}
      </section>
      {page.status === "ready" && page.data.metrics && <HomeMetrics metrics={page.data.metrics} />}
    </div>
  );
}
