// Product and store search.

import type { SearchParams } from "../lib/search-params";
import { withLanguage } from "../lib/with-language";
import type { ApiPath } from "./api-path";
import { api } from "./client";
import type { InstantSearchResponse, SearchResponse, StoreSearchResponse } from "./contract/search";

/** The addresses of product search, store search and suggestions. */
export const SEARCH_PATHS = {
  products: "/reviews/search.json",
  stores: "/reviews/store_search.json",
  suggestions: "/reviews/instant_search",
} as const satisfies Record<string, ApiPath<"GET">>;

/**
 * Suggestions for `params.q` under the filters of `params` (the search a suggestion would run),
 * so none leads to an empty page. Callers debounce (200 ms), cache per query and abort the
 * earlier call.
 */
export const instantSearch = (params: SearchParams, signal?: AbortSignal) =>
  api.get<InstantSearchResponse>(SEARCH_PATHS.suggestions, { query: params, signal });

/** In the page's language: the host page preloads the same address (request-urls.ts). */
export const searchProducts = (params: SearchParams) =>
  api.get<SearchResponse>(SEARCH_PATHS.products, { query: withLanguage(params) });

export const searchStores = (params: SearchParams) =>
  api.get<StoreSearchResponse>(SEARCH_PATHS.stores, { query: withLanguage(params) });
