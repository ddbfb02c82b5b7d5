// Every category (§7 all_categories), fetched once per page and shared by the header's
// mega-menu and the search's category choosers: the tree changes rarely.
import { getAllCategories } from "../api/categories";
import type { Category } from "../api/types/category";

let every: Promise<Category[] | null> | null = null;

/** Every category; null when the call failed (§7: swallowed), and a later call asks again. */
export function loadAllCategories(): Promise<Category[] | null> {
  every ??= getAllCategories().then(
    (list) => (Array.isArray(list) ? list : []),
    () => {
      every = null;
      return null;
    },
  );
  return every;
}

/** Forgets the fetched categories: the next call asks the host again. */
export function forgetAllCategories(): void {
  every = null;
}
