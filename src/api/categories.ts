// Product categories: the top levels for the banner, every category for the choosers.
import type { ApiPath } from "./api-path";
import { api } from "./client";
import type { AllCategoriesResponse, CategoriesResponse } from "./contract/category";
import type { QueryOf } from "./contract/query-params";
import type { CategoriesQuery } from "./contract/search-requests";

export const ALL_CATEGORIES_URL = "/reviews/all_categories" satisfies ApiPath<"GET">;
export const CATEGORIES_URL = "/reviews/categories.json" satisfies ApiPath<"GET">;

/** Every category; an answer that is not a list is none. */
export const getAllCategories = () =>
  api.get<AllCategoriesResponse>(ALL_CATEGORIES_URL).then((list) => (Array.isArray(list) ? list : []));

export const getCategories = (params: QueryOf<typeof CategoriesQuery>) =>
  api.get<CategoriesResponse>(CATEGORIES_URL, { query: params });
