// Sending a review or an edit of one, loaded when the reviewer first submits: the page needs none
// of it before.
import type { CreatedReviewResponse } from "../../api/contract/write-review";
import { createReview, updateReview } from "../../api/write-review";
import type { ChosenPhoto } from "./chosen-photo";
import { clearPhotoDraft } from "./photo-draft";
import type { ReviewDraft } from "./review-draft";
import { clearDraft } from "./review-draft";
import { submitFailureMessage } from "./submit-errors";

/** An edit's answer gains `published` from its review, so the confirmation reads both alike. */
export type SendResult = { ok: true; saved: CreatedReviewResponse } | { ok: false; message: string };

/**
 * The form's fields; an uploaded photo is named by its id, a picture the review already has by
 * its address.
 */
function reviewFormData(draft: ReviewDraft, photos: ChosenPhoto[], lineItemId?: string): FormData {
  const body = new FormData();
  if (lineItemId) body.append("line_item_public_id", lineItemId);
  body.append("rating", String(draft.rating));
  body.append("title", draft.title.trim());
  body.append("body", draft.body.trim());
  for (const photo of photos) {
    if (photo.uploadId) body.append("photo_ids[]", photo.uploadId);
    else if (photo.keptAddress) body.append("keep_pictures[]", photo.keptAddress);
  }
  return body;
}

/** Sends the review; the draft is forgotten only once the host has it. */
export async function sendReview(
  lineItemId: string,
  draft: ReviewDraft,
  photos: ChosenPhoto[],
): Promise<SendResult> {
  try {
    const saved = await createReview(reviewFormData(draft, photos, lineItemId));
    clearDraft(lineItemId);
    clearPhotoDraft(lineItemId);
    return { ok: true, saved };
  } catch (error) {
    return { ok: false, message: submitFailureMessage(error) };
  }
}

/** Saves an edit of one's own review. */
export async function sendEdit(
  publicId: string,
  draft: ReviewDraft,
  photos: ChosenPhoto[],
): Promise<SendResult> {
  try {
    const edited = await updateReview(publicId, reviewFormData(draft, photos));
    return { ok: true, saved: { ...edited, published: edited.review.published } };
  } catch (error) {
    return { ok: false, message: submitFailureMessage(error) };
  }
}
