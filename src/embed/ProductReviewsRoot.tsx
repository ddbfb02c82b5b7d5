// The root of the reviews on a shop's own product page, in the element the shop marked with the
// product's id (data-reviews-product): the marketplace's reviews section of that product, in the
// page's language and the shop's look (its #reviews_shop), inside an element of the widget's class
// (rv-root: the scope of its stylesheet, kept from Turbo). Rendered alike by the render service
// and the browser, which adopts it.
import { Suspense } from "react";
import { Router } from "wouter";
import { appHrefs, type ServerAddress } from "../app/location";
import EmbeddedProductReviews from "../features/product/EmbeddedProductReviews";
import type { RatedStore } from "../lib/widget-paths";
import { Provider, type Store } from "../state/jotai";
import { ErrorBoundary } from "../ui/ErrorBoundary";
import { AdoptionScope } from "../ui/use-from-host";
import { LanguageScope } from "../widgets/LanguageScope";
import { useShopPageLocation } from "./shop-page-location";
import "../styles/base.css";
import "../styles/browser-defaults.css";
import "../styles/shared.css";
import "../styles/stars.css";
import "../styles/theme.css";

export function ProductReviewsRoot({
  store,
  shop,
  externalId,
  ssr,
}: {
  store: Store;
  /** The store on the marketplace (the page's #reviews_shop). */
  shop: RatedStore;
  /** The shop's own id of the product. */
  externalId: string;
  /** On the server: the shop page's address rendered. */
  ssr?: ServerAddress;
}) {
  return (
    <AdoptionScope>
      <Provider store={store}>
        <Router hook={useShopPageLocation} hrefs={appHrefs} ssrPath={ssr?.pathname} ssrSearch={ssr?.search}>
          <LanguageScope>
            <ErrorBoundary fallback={() => null}>
              <Suspense fallback={null}>
                <EmbeddedProductReviews store={shop} externalId={externalId} />
              </Suspense>
            </ErrorBoundary>
          </LanguageScope>
        </Router>
      </Provider>
    </AdoptionScope>
  );
}
