// Creating a review (write-review's child 'new') and editing one's own.
import { api } from "./client";
import type { CreatedReviewResponse, EditedReviewResponse } from "./types/write-review";

/**
 * Sends the review as multipart/form-data: line_item_public_id, rating, title, body and up to
 * five files under photos[]. The host answers 409 when the line item already has a review.
 */
export const createReview = (form: FormData) =>
  api.post<CreatedReviewResponse>("/reviews/profile/reviews", form, { invalidates: ["orders", "reviews"] });

/**
 * Saves an edit of one's own review: rating, title, body, keep_pictures[] (the compact address of
 * each picture kept) and new files under photos[]. The host answers 409 for a deleted or hidden review.
 */
export const updateReview = (publicId: string, form: FormData) =>
  api.put<EditedReviewResponse>(`/reviews/profile/reviews/${encodeURIComponent(publicId)}`, form, {
    invalidates: ["reviews"],
  });
