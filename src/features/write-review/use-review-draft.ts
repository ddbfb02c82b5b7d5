import { useEffect, useState } from "react";
import { type ReviewDraft, readDraft, saveDraft } from "./review-draft";

/**
 * The form's rating, title and text, saved on every change for this line item. An edit (no line
 * item) starts from the review as saved and keeps its changes in memory only: a reload shows the
 * review as the host has it.
 */
export function useReviewDraft(lineItemPublicId: string | null, saved?: ReviewDraft) {
  const [draft, setDraft] = useState<ReviewDraft>(() =>
    lineItemPublicId ? readDraft(lineItemPublicId) : (saved as ReviewDraft),
  );
  useEffect(() => {
    if (lineItemPublicId) saveDraft(lineItemPublicId, draft);
  }, [lineItemPublicId, draft]);
  const update = (change: Partial<ReviewDraft>) => setDraft((current) => ({ ...current, ...change }));
  return [draft, update] as const;
}
