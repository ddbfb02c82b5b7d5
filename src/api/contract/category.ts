// Product categories (all_categories, categories.json, category path json).
import type { Static } from "typebox";
import { about, Type } from "./building-blocks";
import { Link, MetaData } from "./common";

export const Category = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  handle: Type.String(),
  path: about("The category page: /reviews/categories/{handle}.", Type.String()),
  level: about("1 for top level, 2, 3.", Type.Integer()),
  parent_id: Type.Union([Type.Integer(), Type.Null()]),
  children: about("Ids of the direct children, in page order.", Type.Array(Type.Integer())),
  is_deepest: Type.Boolean(),
  external_title: Type.String(),
  external_description: Type.String(),
  items: about("Number of products filed under it and its descendants.", Type.Integer()),
  image_url: Type.Union([Link, Type.Null()]),
  retina_image_url: Type.Union([Link, Type.Null()]),
  bar_flat_view: about(
    "The mega-menu shows its second level in three columns, without the left column.",
    Type.Boolean(),
  ),
  bar_order: about(
    "Position in the category banner; null: not in the banner.",
    Type.Union([Type.Integer(), Type.Null()]),
  ),
  page_order: Type.Integer(),
});
export type Category = Static<typeof Category>;

export const AllCategoriesResponse = about(
  "GET /reviews/all_categories: every category, flat.",
  Type.Array(Category),
);
export type AllCategoriesResponse = Static<typeof AllCategoriesResponse>;

export const CategoriesResponse = Type.Object({
  product_categories: Type.Array(Category),
  meta_data: MetaData,
});
export type CategoriesResponse = Static<typeof CategoriesResponse>;

export const CategoryPageResponse = about(
  "GET /reviews/categories/{handle}.json",
  Type.Object({
    category: Category,
    children: Type.Array(Category),
    grand_children: Type.Array(Category),
    upper_level_categories: about(
      "From the top level down to the parent: the breadcrumbs.",
      Type.Array(Category),
    ),
    meta_data: MetaData,
  }),
);
export type CategoryPageResponse = Static<typeof CategoryPageResponse>;
