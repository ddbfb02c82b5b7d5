// Creating a review (write-review's child 'new') and editing one's own.
import type { ApiPath } from "./api-path";
import { api } from "./client";
import type {
  CreatedReviewResponse,
  EditedReviewResponse,
  PhotoUploadResponse,
} from "./contract/write-review";
import { type UploadOptions, uploadWithProgress } from "./upload-with-progress";

/**
 * Sends the review as multipart/form-data: line_item_public_id, rating, title, body and the ids
 * of up to five photos uploaded before under photo_ids[]. The host answers 409 when the line item already has a review.
 */
export const createReview = (form: FormData) =>
  api.post<CreatedReviewResponse>("/reviews/profile/reviews" satisfies ApiPath<"POST">, form, {
    invalidates: ["orders", "reviews"],
  });

/**
 * Saves an edit of one's own review: rating, title, body, keep_pictures[] (the compact address of
 * each picture kept) and new files under photos[]. The host answers 409 for a deleted or hidden review.
 */
export const updateReview = (publicId: string, form: FormData) =>
  api.put<EditedReviewResponse>(
    `/reviews/profile/reviews/${encodeURIComponent(publicId)}` as const satisfies ApiPath<"PUT">,
    form,
    {
      invalidates: ["reviews"],
    },
  );

/** Sends one review photo as soon as it is chosen; its answer's id goes in the review's photo_ids[]. */
export function uploadReviewPhoto(photo: Blob, name: string, options: UploadOptions = {}) {
  const form = new FormData();
  form.append("photo", photo, name);
  return uploadWithProgress<PhotoUploadResponse>(
    "/reviews/profile/review-photos" satisfies ApiPath<"POST">,
    form,
    options,
  );
}

/** Where an uploaded photo is: being prepared, ready (with its card-sized address) or refused. */
export const reviewPhotoState = (id: string, signal?: AbortSignal) =>
  api.get<PhotoUploadResponse>(
    `/reviews/profile/review-photos/${encodeURIComponent(id)}` as const satisfies ApiPath<"GET">,
    {
      signal,
    },
  );
