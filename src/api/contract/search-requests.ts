// What a search, a store search, a suggestion and the categories of a search take: the search
// parameters as the bundle writes them (src/lib/search-params.ts), each of the form its schema
// says; anything else is a 400.
import type { TSchema } from "typebox";
import { REVIEWS_COUNT_MAX, type SEARCH_PARAM_ORDER, SORT_VALUES } from "../../lib/search-params";
import {
  Optional,
  QueryChoice,
  QueryCountry,
  QueryLocale,
  QueryMatching,
  QueryPage,
  QueryRedesign,
  QueryText,
  QueryWhole,
  Strict,
} from "./building-blocks";

/** The longest search text (q) the host takes, in a search and in the categories of one. */
export const SEARCH_TEXT_MAX = 200;

/** The longest domain name there can be. */
const DOMAIN_MAX = 253;
/** Platforms are names like 'shopify'; a store on another one is none of the stores searched. */
const PLATFORM_MAX = 50;

/** A flag the bundle passes through as it found it in the address ('true' turns it on). */
const PassedFlag = QueryChoice(["true", "false"]);

/** 'This store only': the store's domain and platform, with search_in_shop=true. */
const StoreScope = {
  shop_domain: Optional(QueryText(DOMAIN_MAX)),
  search_in_shop: Optional(PassedFlag),
  platform: Optional(QueryText(PLATFORM_MAX)),
};

/** A category filter: a category's id. */
const QueryCategoryId = QueryMatching("[1-9][0-9]{0,9}", "a category's id");

/** A number in digits with or without a fraction: 4.5 stars, a price of 19.99. */
const DECIMAL = "[0-9]+(?:\\.[0-9]+)?";

const SEARCH_PARAMS = {
  q: Optional(QueryText(SEARCH_TEXT_MAX)),
  page: Optional(QueryPage),
  redesign: Optional(QueryRedesign),
  sort_by: Optional(QueryChoice(SORT_VALUES)),
  ...StoreScope,
  category_id: Optional(QueryCategoryId),
  country: Optional(QueryCountry),
  store_country: Optional(QueryCountry),
  min_rating: Optional(QueryMatching("[0-4](?:\\.[0-9]+)?|5(?:\\.0+)?", "a number from 0 to 5")),
  min_transparency: Optional(QueryWhole(0, 100)),
  min_authenticity: Optional(QueryWhole(0, 100)),
  // Upper-cased by the normaliser, as a country is.
  currency: Optional(QueryMatching("\\*|[A-Za-z]{3}", "'*' or a currency code")),
  min_price: Optional(QueryMatching(DECIMAL, "a price in digits", 30)),
  max_price: Optional(QueryMatching(DECIMAL, "a price in digits", 30)),
  reviews_count: Optional(QueryWhole(0, REVIEWS_COUNT_MAX)),
  category_search: Optional(PassedFlag),
  as_typed: Optional(PassedFlag),
} satisfies Record<(typeof SEARCH_PARAM_ORDER)[number], TSchema>;

/** Every search parameter and no other; each one once (instant_search). */
export const SearchQuery = Strict(SEARCH_PARAMS);

/** The search parameters and the language of the answer's texts (search.json, store_search.json). */
export const LocalizedSearchQuery = Strict({ ...SEARCH_PARAMS, locale: Optional(QueryLocale) });

/** The categories.json levels of the category tree. */
const LEVELS = 3;

/**
 * categories.json: the categories of a level, of a parent category, matching a search (as long as
 * search.json's), or of one store ('This store only', as search.json names it).
 */
export const CategoriesQuery = Strict({
  q: Optional(QueryText(SEARCH_TEXT_MAX)),
  ...StoreScope,
  category_id: Optional(QueryCategoryId),
  level: Optional(QueryWhole(1, LEVELS)),
  locale: Optional(QueryLocale),
});
