// Every category (the all_categories call), fetched once per page and shared by the header's
// mega-menu and the search's category choosers: the tree changes rarely.
import { getAllCategories } from "../api/categories";
import type { Category } from "../api/types/category";

/** The request key of every category, for useCachedRequest with `categoryAnswers`. */
export const ALL_CATEGORIES = "all-categories";

/** Category answers kept for the page's life (the banner's, every category): the tree changes rarely. */
export const categoryAnswers = new Map<string, Category[]>();

let every: Promise<Category[]> | null = null;

/**
 * Every category, one request however many callers ask at once. A failed call rejects and is
 * forgotten, so a later call asks again.
 */
export function fetchAllCategories(): Promise<Category[]> {
  every ??= getAllCategories().then(
    (list) => {
      const all = Array.isArray(list) ? list : [];
      categoryAnswers.set(ALL_CATEGORIES, all);
      return all;
    },
    (error: unknown) => {
      every = null;
      throw error;
    },
  );
  return every;
}

/** Forgets the fetched categories: the next call asks the host again. */
export function forgetAllCategories(): void {
  every = null;
  categoryAnswers.clear();
}
