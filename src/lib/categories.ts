// Categories from the host: indexed by id, roots found by walking parent_id,
// sorted case-insensitively by name, bar_order or page_order.
import type { Category } from "../api/contract/category";

export type CategoryIndex = ReadonlyMap<number, Category>;
export type CategoryOrder = "name" | "bar_order" | "page_order";

/** The category banner shows at most 6 top-level categories. */
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

/** Top-level categories of the banner: those with a bar_order, by it, at most 6. */
export function bannerCategories(categories: readonly Category[]): Category[] {
  const inBanner = categories.filter((c) => c.parent_id === null && c.bar_order !== null);
  return sortCategories(inBanner, "bar_order").slice(0, BANNER_LIMIT);
}

/** Every top-level category, ordered for the category index: by page_order. */
export function topLevelCategories(categories: readonly Category[]): Category[] {
  return sortCategories(
    categories.filter((c) => c.parent_id === null),
    "page_order",
  );
}

/** The children of a category by page_order (the host's order may not be trusted to be sorted). */
export function sortedChildren(category: Category, index: CategoryIndex): Category[] {
  return sortCategories(childrenOf(category, index), "page_order");
}

/** What the desktop mega-menu panel of one top-level category shows. */
export interface MegaMenuPanel {
  top: Category;
  /** bar_flat_view: no left column; the second level fills the three columns. */
  flat: boolean;
  /** The left column (empty when flat). */
  seconds: Category[];
  /** The second-level category whose children fill the columns; null when flat. */
  activeSecond: Category | null;
  /** What the three columns list. */
  columns: Category[];
  /** The first listed category of the columns that has an image. */
  image: Category | null;
}

/**
 * The active second level defaults to the first child; a chosen second level counts only when
 * it belongs to this top-level category.
 */
export function megaMenuPanel(top: Category, index: CategoryIndex, secondId: number | null): MegaMenuPanel {
  const seconds = sortedChildren(top, index);
  if (top.bar_flat_view) {
    return {
      top,
      flat: true,
      seconds: [],
      activeSecond: null,
      columns: seconds,
      image: firstWithImage(seconds),
    };
  }
  const activeSecond = seconds.find((c) => c.id === secondId) ?? seconds[0] ?? null;
  const columns = activeSecond ? sortedChildren(activeSecond, index) : [];
  return { top, flat: false, seconds, activeSecond, columns, image: firstWithImage(columns) };
}

function firstWithImage(categories: Category[]): Category | null {
  return categories.find((c) => !!c.image_url) ?? null;
}

/** Hovering a second-level category makes it active only when it has children. */
export function nextActiveSecond(current: number | null, hovered: Category): number | null {
  return hovered.children.length > 0 ? hovered.id : current;
}
