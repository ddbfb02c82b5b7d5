// Product categories (all_categories, categories.json, category path json).
import type { MetaData } from "./common";

export interface Category {
  id: number;
  name: string;
  handle: string;
  /** The category page: /reviews/categories/{handle}. */
  path: string;
  /** 1 for top level, 2, 3. */
  level: number;
  parent_id: number | null;
  /** Ids of the direct children, in page order. */
  children: number[];
  is_deepest: boolean;
  external_title: string;
  external_description: string;
  /** Number of products filed under it and its descendants. */
  items: number;
  image_url: string | null;
  retina_image_url: string | null;
  /** The mega-menu shows its second level in three columns, without the left column. */
  bar_flat_view: boolean;
  /** Position in the category banner; null: not in the banner. */
  bar_order: number | null;
  page_order: number;
}

/** GET /reviews/all_categories: every category, flat. */
export type AllCategoriesResponse = Category[];

/** GET /reviews/categories.json: either `level` or the search scope. */
export interface CategoriesParams {
  q?: string;
  shop_domain?: string;
  search_in_shop?: string;
  platform?: string;
  category_id?: number;
  level?: number;
}

export interface CategoriesResponse {
  product_categories: Category[];
  meta_data: MetaData;
}

/** GET /reviews/categories/{handle}.json */
export interface CategoryPageResponse {
  category: Category;
  children: Category[];
  grand_children: Category[];
  /** From the top level down to the parent: the breadcrumbs. */
  upper_level_categories: Category[];
  meta_data: MetaData;
}
