// A photo of the review form, from the moment it is chosen: shrunk in the browser, then uploaded
// on its own with its progress (photo-work.ts), or a picture the edited review has already.

export type PhotoState =
  /** Being decoded and shrunk. */
  | "shrinking"
  | "uploading"
  | "uploaded"
  /** The upload failed: it can be sent again. */
  | "failed"
  /** Chosen before the page was left, never confirmed: the file must be chosen again. */
  | "unsent"
  /** A picture the edited review has: kept unless removed. */
  | "kept";

export interface ChosenPhoto {
  /** The form's own key. */
  key: string;
  /** The file's name; empty for a picture the review already has. */
  name: string;
  /** The shrunk photo (a data: address), the host's card-sized copy, or null while there is none. */
  previewUrl: string | null;
  state: PhotoState;
  /** Bytes of the upload sent, of total. */
  sent: number;
  total: number;
  /** The host's id once uploaded: the review's photo_ids[] names it. */
  uploadId: string | null;
  /** A kept picture's compact address: the edit's keep_pictures[] names it. */
  keptAddress: string | null;
}

/** A photo that has not reached the host and will not without the reviewer's help. */
export const needsHelp = (photo: ChosenPhoto) => photo.state === "failed" || photo.state === "unsent";
