// Categories for the banner and the mega-menu (§7). Failed calls are swallowed (§7 answer
// handling): the banner then has nothing to show, and a later hover asks again.
import { getCategories } from "../../api/categories";
import type { Category } from "../../api/types/category";
import { bannerCategories, type CategoryIndex, indexCategories } from "../../lib/categories";
import { loadAllCategories } from "../../state/categories";

/** §2: the banner's top-level categories (at most 6, by bar_order); empty on failure. */
export async function loadBannerCategories(): Promise<Category[]> {
  try {
    const { product_categories } = await getCategories({ level: 1 });
    return bannerCategories(product_categories);
  } catch {
    return [];
  }
}

/** Every category, indexed by id; null when the call failed (a later hover asks again). */
export async function loadCategoryIndex(): Promise<CategoryIndex | null> {
  const list = await loadAllCategories();
  return list && indexCategories(list);
}
