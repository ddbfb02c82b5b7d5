// A review's pictures as the edit form shows them, beside the photos chosen: each is kept unless
// removed, and sent back as its compact address (keep_pictures[]).
import type { ChosenPhoto } from "./photo-files";

/** A review's pictures as the form shows them when editing it: kept unless removed. */
export const keptPhotos = (pictures: { compact: string }[]): ChosenPhoto[] =>
  pictures.map((picture, i) => ({
    id: `kept-${i}`,
    file: null,
    name: "",
    previewUrl: picture.compact,
  }));
