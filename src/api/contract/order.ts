// A purchase as the profile, the dispute form and the feed show it; its own module so that
// profile and dispute types can both use it without importing each other.
import type { Static } from "typebox";
import { about, Type } from "./building-blocks";
import { DateTime, Link } from "./common";

export const OrderLineItem = Type.Object({
  public_id: Type.String(),
  product_title: Type.String(),
  product_image_url: Type.Union([Link, Type.Null()]),
  product_internal_path: Type.String(),
  placed_at: DateTime,
  product_in_store: about("The product is still sold by the store.", Type.Boolean()),
  product_reviewable: Type.Boolean(),
  review_public_id: about(
    "Set once reviewed: the profile lists reviewed and unreviewed purchases apart.",
    Type.Union([Type.String(), Type.Null()]),
  ),
  write_review_path: about(
    "Where to write the review while none exists (the new-review form for this line item).",
    Type.Optional(Type.Union([Type.String(), Type.Null()])),
  ),
  shop_name: Type.String(),
  web_reviews_disabled: about(
    "The store does not take reviews written on this site (its disable_web_reviews setting).",
    Type.Optional(Type.Boolean()),
  ),
});
export type OrderLineItem = Static<typeof OrderLineItem>;
