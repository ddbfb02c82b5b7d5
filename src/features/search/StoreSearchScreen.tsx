// Store search: shops from store_search.json for the address's parameters, with the same
// filter bar, sidebar and paging as product search where they apply to a shop.
import type { StoreSearchResponse } from "../../api/contract/search";
import { SEARCH_PATHS, searchStores } from "../../api/search";
import { countryName } from "../../lib/country-names";
import { t } from "../../lib/i18n/translate";
import { SHORT_LIFETIME } from "../../lib/request-cache";
import { searchRequestKey } from "../../lib/search-params";
import { Loading } from "../../ui/Loading";
import { useSearchLocation } from "../../ui/use-search-location";
import { useCachedRequest } from "../../widgets/use-cached-request";
import SearchControls, { SearchFooter } from "./SearchControls";
import "./search.css";
import { useSearchEvents } from "../../ui/use-search-events";
import { ShopResultCard } from "./ShopResultCard";
import { StoreSearchForm } from "./StoreSearchForm";

/** The store at a place on a page of results, for the host's event when it is opened. */
const storeAt = (page: StoreSearchResponse["data"], index: number) =>
  page.shop_results[index]?.encoded_shop_id;

export default function StoreSearchScreen() {
  const location = useSearchLocation();
  const { params } = location;
  // The host leaves out what does not apply to a shop (prices, the price sorts). Result pages are
  // kept 60 s: back and forward show them at once.
  const results = useCachedRequest(
    `${SEARCH_PATHS.stores}?${searchRequestKey(params)}`,
    () => searchStores(params),
    SHORT_LIFETIME,
  );
  const failed = results.error !== null;
  const page = failed ? undefined : (results.data ?? results.shown)?.data;
  const q = params.q.trim();
  const onResultPress = useSearchEvents("stores", params, results.data?.data, storeAt);

  return (
    <section className="rv-search-page">
      <header className="rv-search-page__header">
        <h1>{q ? t("Stores matching “{q}”", { q }) : t("Find stores")}</h1>
        <p className="rv-search-page__summary" role="status">
          {page &&
            t("{count, plural, one {{rounded} store} other {{rounded} stores}}", {
              count: page.results_total_count,
              rounded: page.rounded_results_total_count,
            })}
        </p>
      </header>
      <StoreSearchForm key={params.q} q={params.q} />
      <SearchControls kind="stores" location={location} answer={results.data} page={page} />
      {page?.shop_results.length ? (
        // biome-ignore lint/a11y/useKeyWithClickEvents: it hears the click of a store's link, which a key makes too
        <ul className="rv-shop-results" aria-busy={!results.data} onClick={onResultPress}>
          {page.shop_results.map((shop) => (
            <li key={shop.encoded_shop_id}>
              <ShopResultCard shop={shop} countryName={countryName(shop.country)} />
            </li>
          ))}
        </ul>
      ) : (
        !failed && !page && <Loading label={t("Searching...")} />
      )}
      <SearchFooter
        page={page && { ...page, count: page.shop_results.length }}
        error={results.error}
        onRetry={results.retry}
        location={location}
      />
    </section>
  );
}
