// Product and store search: the search parameters, result pages, suggestions and shop results.

import type { Static } from "typebox";
import { SEARCH_PARAM_ORDER } from "../../../src/lib/search-params";
import { about, PageOf, Type } from "./building-blocks";
import { Category } from "./category";
import { Link, MetaData } from "./common";
import { ProductCard, ShopMedal } from "./shop";

export const Suggestion = about(
  "GET /reviews/instant_search?q=",
  Type.Object({ id: Type.Optional(Type.Integer()), text: Type.String() }),
);
export type Suggestion = Static<typeof Suggestion>;

export const InstantSearchResponse = Type.Object({ suggestions: Type.Array(Suggestion) });
export type InstantSearchResponse = Static<typeof InstantSearchResponse>;

export const SearchMetrics = Type.Object({ took_ms: Type.Number(), results_total_count: Type.Integer() });
export type SearchMetrics = Static<typeof SearchMetrics>;

export const FilterRelaxation = about(
  "One way out of an empty page: a filter removed, and how many results that gives.",
  Type.Object({
    fields: about(
      "The parameters the removal resets (both prices for a price range).",
      Type.Array(Type.Enum(SEARCH_PARAM_ORDER)),
    ),
    results_total_count: Type.Integer(),
    rounded_results_total_count: Type.String(),
  }),
);
export type FilterRelaxation = Static<typeof FilterRelaxation>;

export const CorrectedQ = about(
  "The text searched instead of q, which as typed found nothing: the results are this text's " +
    '("Showing results for …"). Absent when they are q\'s own, and always with as_typed=true.',
  Type.String(),
);

export const SearchResultPage = Type.Object({
  category: Type.Union([Category, Type.Null()]),
  current_page: Type.Integer(),
  rounded_results_total_count: Type.String(),
  results_total_count: Type.Integer(),
  total_pages: Type.Integer(),
  per_page: Type.Integer(),
  search_in_shop_name: Type.Union([Type.String(), Type.Null()]),
  done_search_sha1: Type.String(),
  search_results: PageOf(ProductCard),
  relaxations: Type.Optional(Type.Array(FilterRelaxation)),
  all_stores_results_total_count: Type.Optional(Type.Integer()),
  corrected_q: Type.Optional(CorrectedQ),
});
export type SearchResultPage = Static<typeof SearchResultPage>;

export const SearchResponse = about(
  "GET /reviews/search.json",
  Type.Object({ meta_data: MetaData, data: SearchResultPage, metrics: SearchMetrics }),
);
export type SearchResponse = Static<typeof SearchResponse>;

export const ShopResult = Type.Object({
  encoded_shop_id: Type.String(),
  name: Type.String(),
  slug: Type.String(),
  domain: Type.String(),
  internal_path: Type.String(),
  country: Type.String(),
  currency: Type.String(),
  logo_url: Type.Union([Link, Type.Null()]),
  average_rating: Type.Number(),
  reviews_count: Type.Integer(),
  products_count: Type.Integer(),
  shop_medals: Type.Array(ShopMedal),
});
export type ShopResult = Static<typeof ShopResult>;

export const StoreSearchResponse = about(
  "GET /reviews/store_search.json",
  Type.Object({
    meta_data: MetaData,
    data: Type.Object({
      shop_results: PageOf(ShopResult),
      results_total_count: Type.Integer(),
      rounded_results_total_count: Type.String(),
      per_page: Type.Integer(),
      current_page: Type.Integer(),
      total_pages: Type.Integer(),
      relaxations: Type.Optional(Type.Array(FilterRelaxation)),
      corrected_q: Type.Optional(CorrectedQ),
    }),
    metrics: SearchMetrics,
  }),
);
export type StoreSearchResponse = Static<typeof StoreSearchResponse>;
