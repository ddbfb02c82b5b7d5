// Product and store search (§7).
import { api } from "./client";
import type {
  InstantSearchResponse,
  SearchParams,
  SearchResponse,
  StoreSearchResponse,
} from "./types/search";

/** Callers debounce (200 ms), cache per query and abort the earlier call (§7). */
export const instantSearch = (q: string, signal?: AbortSignal) =>
  api.get<InstantSearchResponse>("/reviews/instant_search", { query: { q }, signal });

export const searchProducts = (params: SearchParams, signal?: AbortSignal) =>
  api.get<SearchResponse>("/reviews/search.json", { query: params, signal });

export const searchStores = (params: SearchParams, signal?: AbortSignal) =>
  api.get<StoreSearchResponse>("/reviews/store_search.json", {
    query: params,
    signal,
  });
