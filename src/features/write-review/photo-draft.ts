// The photos of a review's draft (review-draft.ts keeps its text): which were uploaded, by the
// host's id, and which were chosen but not confirmed, by name. A reload shows the first again and
// asks for the others to be chosen again: the browser does not hand the files back.
import { readStored, removeStored, writeStored } from "../../lib/browser/storage";
import type { ChosenPhoto } from "./chosen-photo";

export interface DraftPhoto {
  name: string;
  /** The host's id; null for a photo not uploaded. */
  id: string | null;
}

const key = (lineItemPublicId: string) => `write-review-photos:${lineItemPublicId}`;

export function readPhotoDraft(lineItemPublicId: string): DraftPhoto[] {
  const stored = readStored<unknown>(key(lineItemPublicId));
  if (!Array.isArray(stored)) return [];
  return stored.flatMap((item: Partial<DraftPhoto> | null) =>
    item && typeof item.name === "string" && (item.id === null || typeof item.id === "string")
      ? [{ name: item.name, id: item.id }]
      : [],
  );
}

export function savePhotoDraft(lineItemPublicId: string, photos: ChosenPhoto[]): void {
  const kept = photos
    .filter((photo) => photo.state !== "kept")
    .map((photo) => ({ name: photo.name, id: photo.uploadId }));
  if (kept.length) writeStored(key(lineItemPublicId), kept);
  else removeStored(key(lineItemPublicId));
}

export const clearPhotoDraft = (lineItemPublicId: string) => removeStored(key(lineItemPublicId));

/** The draft's photos as the form shows them after a reload. */
export const restoredPhotos = (draft: DraftPhoto[]): ChosenPhoto[] =>
  draft.map((photo, i) => ({
    key: `restored-${i}`,
    name: photo.name,
    previewUrl: null,
    state: photo.id ? "uploaded" : "unsent",
    sent: 0,
    total: 0,
    uploadId: photo.id,
    keptAddress: null,
  }));
