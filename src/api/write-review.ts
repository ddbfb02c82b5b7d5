// Creating a review (write-review's child 'new').
import { api } from "./client";
import type { CreatedReviewResponse } from "./types/write-review";

/**
 * Sends the review as multipart/form-data: line_item_public_id, rating, title, body and up to
 * five files under photos[]. The host answers 409 when the line item already has a review.
 */
export const createReview = (form: FormData) =>
  api.post<CreatedReviewResponse>("/reviews/profile/reviews", form, { invalidates: ["orders", "reviews"] });
