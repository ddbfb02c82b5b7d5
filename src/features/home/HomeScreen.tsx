// Home (§2): the transparency carousel and the marketplace's metrics. The carousel's data is asked
// for here, at once; the product cards' code arrives beside it (route budget: the first render
// stays small).
import { lazy, Suspense } from "react";
import type { MetaData } from "../../api/types/common";
import type { HomeMetrics as Metrics } from "../../api/types/home";
import { Loading } from "../../ui/Loading";
import { NotFound } from "../../ui/NotFound";
import { usePageData } from "../../widgets/use-page-data";
import { HomeMetrics } from "./HomeMetrics";
import { useCarousel } from "./use-carousel";
import "./home.css";

const ProductStrip = lazy(() => import("./ProductStrip"));

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
            <Suspense fallback={<Loading />}>
              <ProductStrip products={carousel.data.products} country={carousel.country} />
            </Suspense>
          </div>
        ) : (
          <p>No products to show here right now.</p>
        )}
      </section>
      {page.status === "ready" && page.data.metrics && <HomeMetrics metrics={page.data.metrics} />}
    </div>
  );
}
