// Categories from the host (§3 Category): indexed by id, roots found by walking parent_id,
// sorted case-insensitively by name, bar_order or page_order.
import type { Category } from "../api/types/category";

export type CategoryIndex = ReadonlyMap<number, Category>;
export type CategoryOrder = "name" | "bar_order" | "page_order";

/** §9: the category banner shows at most 6 top-level categories. */
export const BANNER_LIMIT = 6;

export function indexCategories(categories: readonly Category[]): CategoryIndex {
  return new Map(categories.map((category) => [category.id, category]));
}

/** The top-level ancestor of a category (itself when it is top level); null when unknown. */
export function rootOf(id: number, index: CategoryIndex): Category | null {
  let node = index.get(id);
  const seen = new Set<number>();
  while (node && node.parent_id !== null && !seen.has(node.id)) {
    seen.add(node.id); // a cycle in bad data must not hang the page
    const parent = index.get(node.parent_id);
    if (!parent) break;
    node = parent;
  }
  return node ?? null;
}

/** The category and its ancestors, top level first. */
export function lineageOf(id: number, index: CategoryIndex): Category[] {
  const lineage: Category[] = [];
  const seen = new Set<number>();
  for (let node = index.get(id); node && !seen.has(node.id); ) {
    seen.add(node.id);
    lineage.unshift(node);
    node = node.parent_id === null ? undefined : index.get(node.parent_id);
  }
  return lineage;
}

const byName = (a: Category, b: Category) => a.name.localeCompare(b.name, undefined, { sensitivity: "base" });

/** A sorted copy; a missing bar_order or page_order goes last, ties by name. */
export function sortCategories(categories: readonly Category[], order: CategoryOrder): Category[] {
  if (order === "name") return [...categories].sort(byName);
  const key = (c: Category) => c[order] ?? Number.POSITIVE_INFINITY;
  return [...categories].sort((a, b) => key(a) - key(b) || byName(a, b));
}

/** The direct children of a category, in the order the host gives them. */
export function childrenOf(category: Category, index: CategoryIndex): Category[] {
  return category.children.map((id) => index.get(id)).filter((c): c is Category => c !== undefined);
}

/** Top-level categories of the banner: those with a bar_order, by it, at most 6 (§2, §9). */
export function bannerCategories(categories: readonly Category[]): Category[] {
  const inBanner = categories.filter((c) => c.parent_id === null && c.bar_order !== null);
  return sortCategories(inBanner, "bar_order").slice(0, BANNER_LIMIT);
}

/** Every top-level category, ordered for the category index (§2: by page_order). */
export function topLevelCategories(categories: readonly Category[]): Category[] {
  return sortCategories(
    categories.filter((c) => c.parent_id === null),
    "page_order",
  );
}
