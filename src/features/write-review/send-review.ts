// Sending a review, loaded when the reviewer first submits: the page needs none of it before.
import type { CreatedReviewResponse } from "../../api/types/write-review";
import { createReview } from "../../api/write-review";
import type { ChosenPhoto } from "./photo-files";
import type { ReviewDraft } from "./review-draft";
import { clearDraft } from "./review-draft";
import { submitFailureMessage } from "./submit-errors";

export type SendResult = { ok: true; created: CreatedReviewResponse } | { ok: false; message: string };

/** Sends the review; the draft is forgotten only once the host has it. */
export async function sendReview(
  lineItemId: string,
  draft: ReviewDraft,
  photos: ChosenPhoto[],
): Promise<SendResult> {
  const body = new FormData();
  body.append("line_item_public_id", lineItemId);
  body.append("rating", String(draft.rating));
  body.append("title", draft.title.trim());
  body.append("body", draft.body.trim());
  for (const photo of photos) body.append("photos[]", photo.file, photo.file.name);
  try {
    const created = await createReview(body);
    clearDraft(lineItemId);
    return { ok: true, created };
  } catch (error) {
    return { ok: false, message: submitFailureMessage(error) };
  }
}
