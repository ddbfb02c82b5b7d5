// Product and store search: the search parameters, result pages, suggestions and shop results.

import type { Category } from "./category";
import type { CountryCode, CurrencyCode, EncodedId, MetaData } from "./common";
import type { ProductCard, ShopMedal } from "./shop";

/** The sort options; null is 'Default' (relevance). */
export type SortBy = "reviews_count" | "newest" | "best_selling" | "price_asc" | "price_desc";

/** The search parameters, in the fixed order the address writes them. */
export interface SearchParams {
  q: string;
  page: number;
  redesign?: string;
  sort_by?: SortBy | null;
  shop_domain?: string;
  search_in_shop?: string;
  platform?: string;
  category_id?: number | null;
  country: CountryCode;
  store_country: CountryCode;
  min_rating: number;
  min_transparency: number;
  min_authenticity: number;
  currency?: CurrencyCode;
  min_price: number | null;
  max_price: number | null;
  reviews_count: number;
  category_search?: string;
}

/** GET /reviews/instant_search?q= */
export interface Suggestion {
  /** Set on category suggestions ('in {category}'). */
  id?: number;
  text: string;
}

export interface InstantSearchResponse {
  suggestions: Suggestion[];
}

interface SearchMetrics {
  /** Milliseconds the host spent on the query. */
  took_ms: number;
  results_total_count: number;
}

interface SearchResultPage {
  category: Category | null;
  current_page: number;
  /** e.g. '1,200+' */
  rounded_results_total_count: string;
  results_total_count: number;
  total_pages: number;
  per_page: number;
  /** Set when the search is limited to one shop. */
  search_in_shop_name: string | null;
  done_search_sha1: string;
  search_results: ProductCard[];
  /** On an empty page: each filter that narrows the search and what removing it would give. */
  relaxations?: FilterRelaxation[];
  /** On an empty page of a search in one store: how many results the same search has in all stores. */
  all_stores_results_total_count?: number;
}

/** One way out of an empty page: a filter removed, and how many results that gives. */
export interface FilterRelaxation {
  /** The parameters the removal resets (both prices for a price range). */
  fields: (keyof SearchParams)[];
  results_total_count: number;
  rounded_results_total_count: string;
}

/** GET /reviews/search.json */
export interface SearchResponse {
  meta_data: MetaData;
  data: SearchResultPage;
  metrics: SearchMetrics;
}

export interface ShopResult {
  encoded_shop_id: EncodedId;
  name: string;
  slug: string;
  domain: string;
  internal_path: string;
  country: CountryCode;
  currency: CurrencyCode;
  logo_url: string | null;
  average_rating: number;
  reviews_count: number;
  products_count: number;
  shop_medals: ShopMedal[];
}

/** GET /reviews/store_search.json */
export interface StoreSearchResponse {
  meta_data: MetaData;
  data: {
    shop_results: ShopResult[];
    results_total_count: number;
    rounded_results_total_count: string;
    per_page: number;
    current_page: number;
    total_pages: number;
    /** On an empty page: each filter that narrows the search and what removing it would give. */
    relaxations?: FilterRelaxation[];
  };
  metrics: SearchMetrics;
}
