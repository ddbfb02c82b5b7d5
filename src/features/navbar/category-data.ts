// Categories for the banner and the mega-menu. A failed call is not an error the shopper sees: the
// banner then has nothing to show, and a later hover asks again.
import { CATEGORIES_URL, getCategories } from "../../api/categories";
import type { Category } from "../../api/contract/category";
import { bannerCategories } from "../../lib/categories";

/** The address of the banner's categories, their key in the request cache. */
export const BANNER_CATEGORIES = `${CATEGORIES_URL}?level=1`;

/** The banner's top-level categories: at most 6, by bar_order. */
export async function fetchBannerCategories(): Promise<Category[]> {
  const { product_categories } = await getCategories({ level: 1 });
  return bannerCategories(product_categories);
}
