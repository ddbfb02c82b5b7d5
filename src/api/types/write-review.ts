// Writing a review (write-review and its child 'new'): what creating or editing one answers.
import type { Review } from "./review";

/**
 * POST /reviews/profile/reviews (multipart: line_item_public_id, rating, title, body, photo_ids[]
 * of photos uploaded before, photos[] of files sent with it)
 */
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
 * the compact address of each picture kept, photo_ids[] and photos[] added): the review as saved.
 */
export type EditedReviewResponse = Omit<CreatedReviewResponse, "published">;

/** Where an uploaded review photo is: not yet encoded, encoded, or refused by the host's decoder. */
export type PhotoUploadState = "preparing" | "ready" | "refused";

/**
 * POST /reviews/profile/review-photos (multipart: one file under photo, 201) and GET
 * /reviews/profile/review-photos/{id} (its uploader only): the photo's id, which the review's
 * photo_ids[] names, and its state; compact is the card-sized picture once it is ready.
 */
export interface PhotoUploadResponse {
  id: string;
  state: PhotoUploadState;
  compact: string | null;
}
