// Product search, route PageSearch. This chunk renders what the page shows without interaction:
// the address's parameters, the request to search.json, its results, the filter bar and the
// paging (SearchControls); the filter sidebar loads when first opened.
import { SEARCH_PATHS, searchProducts } from "../../api/search";
import { t } from "../../lib/i18n/translate";
import { SHORT_LIFETIME } from "../../lib/request-cache";
import {
  isEmptySearch,
  type NormalizedSearchParams,
  searchRequestKey,
  searchRequestParams,
} from "../../lib/search-params";
import { useAtomValue } from "../../state/jotai";
import { currencyAtom } from "../../state/reviewer";
import { Loading } from "../../ui/Loading";
import { ProductCard } from "../../ui/ProductCard";
import { productResultAt, useSearchEvents } from "../../ui/use-search-events";
import { useSearchLocation } from "../../ui/use-search-location";
import { useCachedRequest, useShownPress } from "../../widgets/use-cached-request";
import SearchControls, { SearchFooter } from "./SearchControls";
import "./search.css";

export default function SearchScreen() {
  const location = useSearchLocation();
  const chosen = useAtomValue(currencyAtom);
  const keyOf = (params: NormalizedSearchParams) =>
    isEmptySearch(params)
      ? null
      : `${SEARCH_PATHS.products}?${searchRequestKey(searchRequestParams(params, chosen))}`;
  // A press (a filter applied, a sort, a page) shows in the controls at once, the results dimmed;
  // the search it asks for renders after that paint, and yields to the next press. A search
  // already answered (Back, Forward) shows at once.
  const { shown: params, behind: pressed } = useShownPress(location.params, keyOf);

  const request = searchRequestParams(params, chosen);
  const key = keyOf(params);
  // Result pages are kept 60 s: back and forward show them at once.
  const results = useCachedRequest(key, () => searchProducts(request), SHORT_LIFETIME);
  const failed = results.error !== null;
  // While the next answer loads, the last one stays on screen (dimmed), so nothing jumps.
  const shown = failed ? undefined : (results.data ?? results.shown)?.data;
  const waiting = pressed || !results.data;
  // Until its results come, the page pressed is the one the paging and the notes speak of.
  const page = shown && { ...shown, current_page: waiting ? location.params.page : shown.current_page };
  const onResultPress = useSearchEvents("products", params, results.data?.data, productResultAt);

  return (
    <section className="rv-search-page">
      <header className="rv-search-page__header">
        <h1 dir={page?.category ? "auto" : undefined}>{heading(params.q, page?.category?.name)}</h1>
        <p className="rv-search-page__summary" role="status">
          {page &&
            summary(
              page.results_total_count,
              page.rounded_results_total_count,
              // The count is of what the host searched: the corrected text, when it corrected it.
              page.corrected_q ?? params.q,
              page.search_in_shop_name,
            )}
        </p>
      </header>
      {/* Part of this chunk, so it paints with the results: no placeholder, no layout shift. */}
      <SearchControls location={location} answer={results.data} page={page} />
      {page?.search_results.length ? (
        // biome-ignore lint/a11y/useKeyWithClickEvents: it hears the click of a product's link, which a key makes too
        <ul
          className="rv-result-grid"
          aria-busy={waiting}
          data-results={page.done_search_sha1}
          onClick={onResultPress}
        >
          {page.search_results.map((product, index) => (
            <li key={product.encoded_product_id}>
              <ProductCard product={product} eager={index < 4} />
            </li>
          ))}
        </ul>
      ) : (
        !failed && !page && <Loading label={t("Searching...")} />
      )}
      <SearchFooter
        page={page && { ...page, count: page.search_results.length }}
        error={results.error}
        onRetry={results.retry}
        location={location}
      />
    </section>
  );
}

function heading(q: string, category: string | undefined): string {
  if (category) return category;
  return q.trim() ? t("Results for “{q}”", { q: q.trim() }) : t("All products");
}

/** '1 product', '1,200+ products for “lamp” in Acme': the host's rounded count, and its plural. */
function summary(count: number, rounded: string, q: string, shop: string | null): string {
  const values = { count, rounded, q: q.trim(), shop };
  if (q.trim() && shop)
    return t(
      "{count, plural, one {{rounded} product for “{q}” in {shop}} other {{rounded} products for “{q}” in {shop}}}",
      values,
    );
  if (q.trim())
    return t(
      "{count, plural, one {{rounded} product for “{q}”} other {{rounded} products for “{q}”}}",
      values,
    );
  if (shop)
    return t(
      "{count, plural, one {{rounded} product in {shop}} other {{rounded} products in {shop}}}",
      values,
    );
  return t("{count, plural, one {{rounded} product} other {{rounded} products}}", values);
}
