// Product categories: the top levels for the banner, every category for the choosers.
import { api } from "./client";
import type { AllCategoriesResponse, CategoriesParams, CategoriesResponse } from "./types/category";

export const getAllCategories = () => api.get<AllCategoriesResponse>("/reviews/all_categories");

export const getCategories = (params: CategoriesParams, signal?: AbortSignal) =>
  api.get<CategoriesResponse>("/reviews/categories.json", { query: params, signal });
