// A review's pictures as the edit form shows them, beside the photos chosen: each is kept unless
// removed, and sent back as its compact address (keep_pictures[]).
import type { ChosenPhoto } from "./chosen-photo";

/** A review's pictures as the form shows them when editing it: kept unless removed. */
export const keptPhotos = (pictures: { compact: string }[]): ChosenPhoto[] =>
  pictures.map((picture, i) => ({
    key: `kept-${i}`,
    name: "",
    previewUrl: picture.compact,
    state: "kept",
    sent: 0,
    total: 0,
    uploadId: null,
    keptAddress: picture.compact,
  }));
