// The contract's calls about the catalogue: the home page's, the categories', the searches', the
// caller's own settings and a click that leaves for a store. Anyone may call them but the settings.
import { LocaleQuery, NoContent, NoQuery, Params } from "./building-blocks";
import { AllCategoriesResponse, CategoriesResponse, CategoryPageResponse } from "./category";
import type { ContractRoute, RouteKey } from "./contract-route";
import { HomeMetrics, HowItWorks } from "./home";
import { CarouselAnswer, CarouselQuery, ClickRecord } from "./home-requests";
import { MeResponse, ShippingCountriesResponse } from "./reviewer";
import { AcceptTosRequest, MeQuery, UpdateReviewerRequest } from "./reviewer-requests";
import { InstantSearchResponse, SearchResponse, StoreSearchResponse } from "./search";
import { CategoriesQuery, LocalizedSearchQuery, SearchQuery } from "./search-requests";

export const CATALOG_ROUTES = {
  "GET /reviews/carousels.json": {
    summary:
      "One carousel of the home page for a country: products, categories, collections or featured reviews.",
    who: "anyone",
    query: CarouselQuery,
    answers: { 200: CarouselAnswer },
    errors: [400],
  },
  "GET /reviews.json": {
    summary: "The home page's metrics.",
    who: "anyone",
    query: NoQuery,
    answers: { 200: HomeMetrics },
    errors: [400],
  },
  "GET /reviews/how-it-works.json": {
    summary: "The 'How it works' page as plain text, in the request's language.",
    who: "anyone",
    query: LocaleQuery,
    answers: { 200: HowItWorks },
    errors: [400],
  },
  "GET /reviews/all_categories": {
    summary: "Every category (three levels), flat.",
    who: "anyone",
    query: NoQuery,
    answers: { 200: AllCategoriesResponse },
    errors: [400],
  },
  "GET /reviews/categories.json": {
    summary: "The categories of a level, of a parent, of a search or of one store.",
    who: "anyone",
    query: CategoriesQuery,
    answers: { 200: CategoriesResponse },
    errors: [400, 429],
  },
  "GET /reviews/categories/:handle.json": {
    summary: "One category's page: the category, its children and grandchildren, its breadcrumbs.",
    who: "anyone",
    params: Params("handle"),
    query: LocaleQuery,
    answers: { 200: CategoryPageResponse },
    errors: [400, 404],
  },
  "GET /reviews/instant_search": {
    summary: "Suggestions for the text typed in the search bar, under the filters its search will apply.",
    who: "anyone",
    query: SearchQuery,
    answers: { 200: InstantSearchResponse },
    errors: [400, 404, 429],
  },
  "GET /reviews/search.json": {
    summary: "Products for the search parameters, 24 a page.",
    who: "anyone",
    query: LocalizedSearchQuery,
    answers: { 200: SearchResponse },
    errors: [400, 404, 429],
  },
  "GET /reviews/store_search.json": {
    summary: "Stores for the search parameters, 20 a page.",
    who: "anyone",
    query: LocalizedSearchQuery,
    answers: { 200: StoreSearchResponse },
    errors: [400, 404, 429],
  },
  "POST /reviews/click": {
    summary: "A shopper leaves for a store: the click's record is kept.",
    who: "anyone",
    query: NoQuery,
    body: ClickRecord,
    answers: { 204: NoContent },
    errors: [400, 404, 429],
  },
  "GET /reviews/me.json": {
    summary:
      "The caller: the reviewer (null for a guest), country, currency, language, and the exchange rates when asked.",
    who: "anyone",
    query: MeQuery,
    answers: { 200: MeResponse },
    errors: [400],
  },
  "GET /shipping_countries.json": {
    summary: "The countries the stores ship to, by name.",
    who: "anyone",
    query: NoQuery,
    answers: { 200: ShippingCountriesResponse },
    errors: [400],
  },
  "PUT /reviews/profile/reviewers/:id": {
    summary: "Saves the caller's settings; the id is 0 ('me'), any other a 404.",
    who: "reviewer",
    params: Params("id"),
    query: NoQuery,
    body: UpdateReviewerRequest,
    answers: { 204: NoContent },
    errors: [400, 401, 404],
  },
  "POST /reviews/profile/accept_tos": {
    summary: "Accepts the terms with the reviewer's display name.",
    who: "reviewer",
    query: NoQuery,
    body: AcceptTosRequest,
    answers: { 204: NoContent },
    errors: [400, 401],
  },
} as const satisfies Record<RouteKey, ContractRoute>;
