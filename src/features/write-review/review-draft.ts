// The draft of a review (rating, title, text) kept in local storage per line item until the review
// is sent, so a reload, a crash or a failed submit loses nothing. Pictures are not kept: they are
// files the browser will not hand back after a reload.
import { readStored, removeStored, writeStored } from "../../lib/browser/storage";

export interface ReviewDraft {
  rating: number | null;
  title: string;
  body: string;
}

export const EMPTY_DRAFT: ReviewDraft = { rating: null, title: "", body: "" };

export const draftKey = (lineItemPublicId: string) => `write-review-draft:${lineItemPublicId}`;

/** The saved draft, or an empty one when there is none or it is not a draft's shape. */
export function readDraft(lineItemPublicId: string): ReviewDraft {
  const stored = readStored<Partial<ReviewDraft>>(draftKey(lineItemPublicId));
  if (!stored || typeof stored !== "object") return EMPTY_DRAFT;
  const rating =
    typeof stored.rating === "number" && stored.rating >= 1 && stored.rating <= 5 ? stored.rating : null;
  return {
    rating,
    title: typeof stored.title === "string" ? stored.title : "",
    body: typeof stored.body === "string" ? stored.body : "",
  };
}

export function saveDraft(lineItemPublicId: string, draft: ReviewDraft): void {
  if (draft.rating === null && !draft.title && !draft.body) removeStored(draftKey(lineItemPublicId));
  else writeStored(draftKey(lineItemPublicId), draft);
}

export const clearDraft = (lineItemPublicId: string) => removeStored(draftKey(lineItemPublicId));
