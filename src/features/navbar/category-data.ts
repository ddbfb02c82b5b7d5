// Categories for the banner and the mega-menu (§7). Failed calls are swallowed (§7 answer
// handling): the banner then has nothing to show, and a later hover asks again.
import { getAllCategories, getCategories } from "../../api/categories";
import type { Category } from "../../api/types/category";
import { bannerCategories, type CategoryIndex, indexCategories } from "../../lib/categories";

/** §2: the banner's top-level categories (at most 6, by bar_order); empty on failure. */
export async function loadBannerCategories(): Promise<Category[]> {
  try {
    const { product_categories } = await getCategories({ level: 1 });
    return bannerCategories(product_categories);
  } catch {
    return [];
  }
}

let everyCategory: Promise<CategoryIndex | null> | null = null;

/** Every category, indexed by id; fetched once per page (the tree changes rarely). */
export function loadCategoryIndex(): Promise<CategoryIndex | null> {
  everyCategory ??= getAllCategories().then(indexCategories, () => {
    everyCategory = null; // a later hover asks again
    return null;
  });
  return everyCategory;
}
