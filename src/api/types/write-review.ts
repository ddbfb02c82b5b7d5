// Writing a review (write-review and its child 'new'): what creating or editing one answers.
import type { Review } from "./review";

/** POST /reviews/profile/reviews (multipart: line_item_public_id, rating, title, body, photos[]) */
export interface CreatedReviewResponse {
  review: Review;
  /** True when the review shows on the product page now; false while it waits for moderation. */
  published: boolean;
  /** The product page, where the review shows. */
  product_path: string;
  /** The reviewer's private profile. */
  profile_path: string;
}

/**
 * PUT /reviews/profile/reviews/{public_id} (multipart: rating, title, body, keep_pictures[] with
 * the compact address of each picture kept, photos[] added): the review as saved.
 */
export type EditedReviewResponse = Omit<CreatedReviewResponse, "published">;
