import { useEffect, useState } from "react";
import { useFromHost } from "../../ui/use-from-host";
import { EMPTY_DRAFT, type ReviewDraft, readDraft, saveDraft } from "./review-draft";

/**
 * The form's rating, title and text, saved on every change for this line item. An edit (no line
 * item) starts from the review as saved and keeps its changes in memory only: a reload shows the
 * review as the host has it.
 */
export function useReviewDraft(lineItemPublicId: string | null, saved?: ReviewDraft) {
  // A page the host rendered starts empty, as the server saw it: this device's draft comes once
  // it is adopted (effects run after), and nothing is saved over it before.
  const fromHost = useFromHost();
  const [draft, setDraft] = useState<ReviewDraft>(() =>
    lineItemPublicId ? (fromHost ? EMPTY_DRAFT : readDraft(lineItemPublicId)) : (saved as ReviewDraft),
  );
  const [read, setRead] = useState(!fromHost);
  useEffect(() => {
    if (read) return;
    if (lineItemPublicId) setDraft(readDraft(lineItemPublicId));
    setRead(true);
  }, [read, lineItemPublicId]);
  useEffect(() => {
    if (lineItemPublicId && read) saveDraft(lineItemPublicId, draft);
  }, [lineItemPublicId, draft, read]);
  const update = (change: Partial<ReviewDraft>) => setDraft((current) => ({ ...current, ...change }));
  return [draft, update] as const;
}
