// The product search of a category page. Framework-free.

import { PATHS } from "./routes";
import { searchHref } from "./search-href";
import { SEARCH_ORIGIN_PARAM } from "./search-origin";
import { type NormalizedSearchParams, normalizeSearchParams } from "./search-params";

/** The parameters of a category page's own address: what its sort and paging write back. */
export function categoryPageParams(query: string): NormalizedSearchParams {
  const { shop_domain, search_in_shop, platform, category_search, ...rest } = normalizeSearchParams(query);
  return { ...rest, category_id: null };
}

/**
 * For category routes, shop_domain, search_in_shop, platform and category_id are removed
 * and category_search is set to true; the category is the page's own.
 */
export function categorySearchParams(query: string, categoryId: number): NormalizedSearchParams {
  return { ...categoryPageParams(query), category_id: categoryId, category_search: "true" };
}

/**
 * Going from a category page to search remembers `from` and the category (the search page
 * then drops `from` from its address). The sort and filters of the category page go along.
 */
export function searchFromCategoryHref(query: string, categoryId: number): string {
  const href = searchHref(PATHS.PageSearch, {
    ...categoryPageParams(query),
    category_id: categoryId,
    page: 1,
  });
  return `${href}&${SEARCH_ORIGIN_PARAM}=category`;
}
