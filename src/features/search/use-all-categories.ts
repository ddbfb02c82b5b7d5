import type { Category } from "../../api/types/category";
import { ALL_CATEGORIES, categoryAnswers, fetchAllCategories } from "../../state/categories";
import { useCachedRequest } from "../../widgets/use-cached-request";

/** Every category for the choosers; null while loading, empty when the call failed (a failed call shows no choices). */
export function useAllCategories(): Category[] | null {
  const { data, error } = useCachedRequest(ALL_CATEGORIES, fetchAllCategories, categoryAnswers);
  return data ?? (error ? [] : null);
}
