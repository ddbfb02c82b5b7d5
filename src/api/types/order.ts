// A purchase as the profile, the dispute form and the feed show it; its own module so that
// profile and dispute types can both use it without importing each other.
import type { DateTime } from "./common";

export interface OrderLineItem {
  public_id: string;
  product_title: string;
  product_image_url: string | null;
  product_internal_path: string;
  placed_at: DateTime;
  /** The product is still sold by the store. */
  product_in_store: boolean;
  product_reviewable: boolean;
  /** Set once reviewed: the profile lists reviewed and unreviewed purchases apart. */
  review_public_id: string | null;
  /** Where to write the review while none exists (the new-review form for this line item). */
  write_review_path?: string | null;
  shop_name: string;
  /** The store does not take reviews written on this site (its disable_web_reviews setting). */
  web_reviews_disabled?: boolean;
}
