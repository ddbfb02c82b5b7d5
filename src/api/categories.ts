// Product categories (§7).
import { api } from "./client";
import type {
  AllCategoriesResponse,
  CategoriesParams,
  CategoriesResponse,
  CategoryPageResponse,
} from "./types/category";

export const getAllCategories = () => api.get<AllCategoriesResponse>("/reviews/all_categories");

export const getCategories = (params: CategoriesParams) =>
  api.get<CategoriesResponse>("/reviews/categories.json", { query: params });
