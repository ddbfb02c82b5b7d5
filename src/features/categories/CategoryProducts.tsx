// A category's products: search.json for the category, sorted and paged in
// the category page's own address, with a way on to the full search and its filters. A search of
// products to the host page too: its results shown, a sort, a product opened (ui/use-search-events).
import { useId, useMemo } from "react";
import { Link } from "wouter";
import type { Category } from "../../api/contract/category";
import { SEARCH_PATHS, searchProducts } from "../../api/search";
import { categoryPageParams, categorySearchParams, searchFromCategoryHref } from "../../lib/category-search";
import { t } from "../../lib/i18n/translate";
import { SHORT_LIFETIME } from "../../lib/request-cache";
import { searchHref } from "../../lib/search-href";
import type { SortBy } from "../../lib/search-params";
import { searchRequestKey, searchRequestParams } from "../../lib/search-params";
import { SORT_OPTIONS } from "../../lib/search-sort";
import { useAtomValue } from "../../state/jotai";
import { currencyAtom } from "../../state/reviewer";
import { loadFailureText } from "../../ui/load-failure";
import { Pagination } from "../../ui/Pagination";
import { ProductCard } from "../../ui/ProductCard";
import { productResultAt, useSearchEvents } from "../../ui/use-search-events";
import { useSearchLocation } from "../../ui/use-search-location";
import { useCachedRequest } from "../../widgets/use-cached-request";

export default function CategoryProducts({ category }: { category: Category }) {
  const { pathname, search, navigate } = useSearchLocation();
  const chosen = useAtomValue(currencyAtom);
  const sortId = useId();
  const own = categoryPageParams(search);
  const params = useMemo(() => categorySearchParams(search, category.id), [search, category.id]);
  const request = searchRequestParams(params, chosen);
  // Kept 60 s by the search page's own address: one request, one answer.
  const results = useCachedRequest(
    `${SEARCH_PATHS.products}?${searchRequestKey(request)}`,
    () => searchProducts(request),
    SHORT_LIFETIME,
  );
  const page = results.error ? undefined : (results.data ?? results.shown)?.data;
  const onResultPress = useSearchEvents("products", params, results.data?.data, productResultAt);

  return (
    <section className="rv-category-products" aria-labelledby={`${sortId}-heading`}>
      <div className="rv-category-products__bar">
        <h2 id={`${sortId}-heading`}>{t("Products")}</h2>
        {/* Always there, so the count's arrival moves nothing (CLS). */}
        <p role="status">
          {page
            ? t("{count, plural, one {{rounded} product} other {{rounded} products}}", {
                count: page.results_total_count,
                rounded: page.rounded_results_total_count,
              })
            : ""}
        </p>
        <label htmlFor={sortId}>{t("Sort by")}</label>
        <select
          id={sortId}
          value={own.sort_by ?? ""}
          onChange={(event) =>
            navigate(
              searchHref(pathname, {
                ...own,
                sort_by: (event.target.value || null) as SortBy | null,
                page: 1,
              }),
            )
          }
        >
          {SORT_OPTIONS.map((option) => (
            <option key={option.value ?? ""} value={option.value ?? ""}>
              {t(option.label)}
            </option>
          ))}
        </select>
        <Link
          href={searchFromCategoryHref(search, category.id)}
          className="rv-button rv-button--secondary rv-button--small"
        >
          {t("Filter these products")}
        </Link>
      </div>
      {results.error ? (
        <div className="rv-result-message" role="alert">
          <p>{loadFailureText(results.error, t("The products didn’t load."))}</p>
          <button type="button" className="rv-button" onClick={results.retry}>
            {t("Try again")}
          </button>
        </div>
      ) : !page ? (
        <p className="rv-loading" role="status">
          <span className="rv-loading__spinner" aria-hidden="true" />
          {t("Loading products...")}
        </p>
      ) : page.search_results.length === 0 ? (
        <p>{t("No products in this category yet.")}</p>
      ) : (
        <>
          {/* biome-ignore lint/a11y/useKeyWithClickEvents: it hears the click of a product's link, which a key makes too */}
          <ul className="rv-result-grid" aria-busy={!results.data} onClick={onResultPress}>
            {page.search_results.map((product) => (
              <li key={product.encoded_product_id}>
                <ProductCard product={product} />
              </li>
            ))}
          </ul>
          <Pagination
            currentPage={page.current_page}
            totalPages={page.total_pages}
            hrefFor={(n) => searchHref(pathname, { ...own, page: n })}
            label={t("Product pages")}
          />
        </>
      )}
    </section>
  );
}
