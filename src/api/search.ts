// Product and store search.
import { api } from "./client";
import type {
  InstantSearchResponse,
  SearchParams,
  SearchResponse,
  StoreSearchResponse,
} from "./types/search";

/**
 * Suggestions for `params.q` under the filters of `params` (the search a suggestion would run),
 * so none leads to an empty page. Callers debounce (200 ms), cache per query and abort the
 * earlier call.
 */
export const instantSearch = (params: SearchParams, signal?: AbortSignal) =>
  api.get<InstantSearchResponse>("/reviews/instant_search", { query: params, signal });

export const searchProducts = (params: SearchParams, signal?: AbortSignal) =>
  api.get<SearchResponse>("/reviews/search.json", { query: params, signal });

export const searchStores = (params: SearchParams, signal?: AbortSignal) =>
  api.get<StoreSearchResponse>("/reviews/store_search.json", {
    query: params,
    signal,
  });
