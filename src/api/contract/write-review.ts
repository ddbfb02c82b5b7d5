// Writing a review (write-review and its child 'new'): what creating or editing one answers.
import type { Static } from "typebox";
import { about, Type } from "./building-blocks";
import { Link } from "./common";
import { Review } from "./review";

export const CreatedReviewResponse = about(
  "POST /reviews/profile/reviews (multipart: line_item_public_id, rating, title, body, photo_ids[] of photos uploaded before, photos[] of files sent with it)",
  Type.Object({
    review: Review,
    published: about(
      "True when the review shows on the product page now; false while it waits for moderation.",
      Type.Boolean(),
    ),
    product_path: about("The product page, where the review shows.", Type.String()),
    profile_path: about("The reviewer's private profile.", Type.String()),
  }),
);
export type CreatedReviewResponse = Static<typeof CreatedReviewResponse>;

export const EditedReviewResponse = about(
  "PUT /reviews/profile/reviews/{public_id} (multipart: rating, title, body, keep_pictures[] with the compact address of each picture kept, photo_ids[] and photos[] added): the review as saved.",
  Type.Omit(CreatedReviewResponse, ["published"]),
);
export type EditedReviewResponse = Static<typeof EditedReviewResponse>;

export const PhotoUploadState = about(
  "Where an uploaded review photo is: not yet encoded, encoded, or refused by the host's decoder.",
  Type.Enum(["preparing", "ready", "refused"]),
);
export type PhotoUploadState = Static<typeof PhotoUploadState>;

export const PhotoUploadResponse = about(
  "POST /reviews/profile/review-photos (multipart: one file under photo, 201) and GET /reviews/profile/review-photos/{id} (its uploader only): the photo's id, which the review's photo_ids[] names, and its state; compact is the card-sized picture once it is ready.",
  Type.Object({
    id: Type.String(),
    state: PhotoUploadState,
    compact: Type.Union([Link, Type.Null()]),
  }),
);
export type PhotoUploadResponse = Static<typeof PhotoUploadResponse>;
