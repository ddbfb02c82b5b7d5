// The search page's controls, part of the search screens' chunk: the filter bar with its pills
// and sort, the filter sidebar's session, the currency change, the mobile tabs, the route rules,
// the page head, and the paging below the results. The sidebar itself loads when first opened.

import { lazy, Suspense, useEffect } from "react";
import type { ApiError } from "../../api/client";
import type { Category } from "../../api/contract/category";
import type { MetaData } from "../../api/contract/common";
import { STORE_CURRENCY } from "../../lib/currency";
import { t } from "../../lib/i18n/translate";
import { applyPageHead } from "../../lib/page-head";
import { filterPills } from "../../lib/search-pills";
import { SORT_OPTIONS } from "../../lib/search-sort";
import { useAtomValue } from "../../state/jotai";
import { currencyAtom } from "../../state/reviewer";
import { lazyPart } from "../../ui/lazy-part";
import { Pagination } from "../../ui/Pagination";
import type { SearchLocation } from "../../ui/use-search-location";
import { FilterBar } from "./FilterBar";
import MobileSearchTabs from "./MobileSearchTabs";
import { NoScriptFilters } from "./NoScriptFilters";
import type { EmptyPage } from "./ResultMessage";
import type { SidebarFilters } from "./sidebar-filters";
import { useCurrencyChange } from "./use-currency-change";
import { useFilterSidebar } from "./use-filter-sidebar";
import { usePillContext } from "./use-pill-context";
import { useSearchNavigation } from "./use-search-navigation";
import { useSearchRouteRules } from "./use-search-route-rules";

/** The filter sidebar: fetched on hover or focus of 'Filter by', shown on its click. */
const loadFilterSidebar = () => import("./FilterSidebar");
const FilterSidebar = lazy(loadFilterSidebar);
// Said only now and then (a page past the last, a corrected search, prices in mixed currencies):
// its code loads then.
const SearchNote = lazyPart("search-note", () => import("./SearchNote"));
// What a search that found nothing (or failed) says: loaded when an answer comes back so, not with
// every results page.
const ResultMessage = lazyPart("result-message", () =>
  import("./ResultMessage").then((m) => ({ default: m.ResultMessage })),
);

interface Props {
  /** Default 'products'; 'stores' offers a shop's sorts and filters. */
  kind?: "products" | "stores";
  location: SearchLocation;
  /** The answer for the current address, once it is there. */
  answer: { meta_data: MetaData } | null;
  /**
   * The answer on screen, once there is one: its category names the category filter, its page
   * is the last one when the address asks past it.
   */
  page?: { current_page: number; category?: Category | null; corrected_q?: string };
}

/** The sorts that apply to a shop. */
const STORE_SORT_OPTIONS = SORT_OPTIONS.filter((o) => o.value === null || !o.value.startsWith("price"));

export default function SearchControls({ kind = "products", location, answer, page }: Props) {
  const category = page?.category ?? null;
  const { pathname, params, search, navigate } = location;
  const { go, hrefFor } = useSearchNavigation(location);
  const sidebar = useFilterSidebar(params);
  useSearchRouteRules(pathname, search, params, navigate, kind === "products");
  useCurrencyChange(params, go, sidebar.session !== null);
  useEffect(() => {
    if (answer?.meta_data) applyPageHead(document, answer.meta_data);
  }, [answer]);

  const pills = filterPills(params, usePillContext(params, category));
  // Prices shown each in its store's currency are sorted by their value in one currency (the
  // host converts them to US dollars), which the page says, or the order would look random.
  const mixedPrices = useAtomValue(currencyAtom) === STORE_CURRENCY && !!params.sort_by?.startsWith("price");

  const apply = (filters: SidebarFilters, rangeCurrency: string) => {
    sidebar.finish();
    // Applying pushes the query with page 1 and the currency (the one the price range is in;
    // without a price range the currency changes nothing). The sidebar has set the country.
    const priced = filters.min_price !== null || filters.max_price !== null;
    go({ ...params, ...filters, page: 1, currency: priced ? rangeCurrency : undefined });
  };

  const filterBar = (
    <FilterBar
      params={params}
      pills={pills}
      hrefFor={hrefFor}
      go={go}
      onOpenFilters={sidebar.open}
      filtersOpen={sidebar.session !== null}
      onPrefetchFilters={() => void loadFilterSidebar()}
      sortOptions={kind === "stores" ? STORE_SORT_OPTIONS : SORT_OPTIONS}
    />
  );
  return (
    <>
      {page && page.current_page !== params.page && (
        <Suspense>
          <SearchNote note="past-last-page" location={location} shown={page.current_page} />
        </Suspense>
      )}
      {page?.corrected_q && (
        <Suspense>
          <SearchNote note="corrected" location={location} searched={page.corrected_q} />
        </Suspense>
      )}
      {/* One markup for every width: a wider screen shows the filter bar alone (search.css). */}
      <MobileSearchTabs filterPanel={filterBar} />
      {/* Without scripts (no tabs then), the filters and sort as a plain form, at every width. */}
      <NoScriptFilters
        kind={kind}
        params={params}
        hrefFor={hrefFor}
        sortOptions={kind === "stores" ? STORE_SORT_OPTIONS : SORT_OPTIONS}
      />
      {mixedPrices && (
        <Suspense>
          <SearchNote note="mixed-prices" />
        </Suspense>
      )}
      {sidebar.session && (
        <Suspense fallback={null}>
          <FilterSidebar
            kind={kind}
            initial={sidebar.session.saved}
            category={category}
            onApply={apply}
            onClose={sidebar.close}
          />
        </Suspense>
      )}
    </>
  );
}

/** Below the results: their pages, or what to say when there are none or they failed. */
export function SearchFooter({
  page,
  error,
  onRetry,
  location,
}: {
  /** The answer on screen; its category names the category filter. */
  page:
    | ({ current_page: number; total_pages: number; count: number; category?: Category | null } & EmptyPage)
    | undefined;
  /** Why the answer did not come, when it did not. */
  error: ApiError | null;
  onRetry: () => void;
  location: SearchLocation;
}) {
  const { hrefFor } = useSearchNavigation(location);
  const pillContext = usePillContext(location.params, page?.category ?? null);
  if (error || page?.count === 0) {
    return (
      <Suspense fallback={null}>
        <ResultMessage
          status={error ? "error" : "empty"}
          error={error}
          onRetry={onRetry}
          location={location}
          empty={page}
          pillContext={pillContext}
        />
      </Suspense>
    );
  }
  if (!page) return null;
  return (
    <Pagination
      currentPage={page.current_page}
      totalPages={page.total_pages}
      hrefFor={(n) => hrefFor({ ...location.params, page: n })}
      label={t("Result pages")}
    />
  );
}
