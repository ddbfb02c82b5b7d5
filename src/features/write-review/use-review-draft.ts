import { useEffect, useState } from "react";
import { type ReviewDraft, readDraft, saveDraft } from "./review-draft";

/** The form's rating, title and text, saved on every change for this line item. */
export function useReviewDraft(lineItemPublicId: string) {
  const [draft, setDraft] = useState<ReviewDraft>(() => readDraft(lineItemPublicId));
  useEffect(() => saveDraft(lineItemPublicId, draft), [lineItemPublicId, draft]);
  const update = (change: Partial<ReviewDraft>) => setDraft((current) => ({ ...current, ...change }));
  return [draft, update] as const;
}
