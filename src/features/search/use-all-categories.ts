import { ALL_CATEGORIES_URL, getAllCategories } from "../../api/categories";
import type { Category } from "../../api/contract/category";
import { LONG_LIFETIME } from "../../lib/request-cache";
import { useCachedRequest } from "../../widgets/use-cached-request";

/**
 * Every category for the choosers, kept 120 s (the tree changes rarely); null while loading, empty
 * when the call failed (a failed call shows no choices).
 */
export function useAllCategories(): Category[] | null {
  const { data, error } = useCachedRequest(ALL_CATEGORIES_URL, getAllCategories, LONG_LIFETIME);
  return data ?? (error ? [] : null);
}
