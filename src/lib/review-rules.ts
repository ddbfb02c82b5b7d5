// What a written review may hold, shared by the form (checked before sending) and the reference
// host (checked again on arrival): the same numbers and the same picture sniffing on both sides.
import { SNIFF_BYTES, sniffFileType } from "./file-types";
import { msg, t } from "./i18n/translate";

export { SNIFF_BYTES };

export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const TITLE_MAX = 120;
/** Long enough to say something useful, short enough to read on a phone. */
export const BODY_MIN = 20;
export const BODY_MAX = 5000;
export const PHOTOS_MAX = 5;
/** What the host takes of one photo: the browser sends it shrunk (src/lib/browser/photos), far smaller. */
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
/** What a reviewer may choose: a phone's largest photos; never sent at that size. */
export const PHOTO_CHOSEN_MAX_BYTES = 25 * 1024 * 1024;

export type PhotoType = "image/jpeg" | "image/png" | "image/webp";

const PHOTO_EXTENSIONS: Record<PhotoType, string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
};

const isPhotoType = (type: string | null): type is PhotoType => type !== null && type in PHOTO_EXTENSIONS;

/** The picture type from the file's first bytes (see sniffFileType); null for anything but JPEG, PNG and WebP. */
export function sniffPhotoType(bytes: Uint8Array): PhotoType | null {
  const type = sniffFileType(bytes);
  return isPhotoType(type) ? type : null;
}

export interface ReviewFields {
  rating: number | null;
  title: string;
  body: string;
}

export type ReviewFieldErrors = Partial<Record<keyof ReviewFields, string>>;

/** Counts characters as a reader does, so an emoji is one. */
export const textLength = (text: string) => [...text].length;

/** The messages shown beside the fields, in the active language; empty when the review may be sent. */
export function reviewFieldErrors({ rating, title, body }: ReviewFields): ReviewFieldErrors {
  const errors: ReviewFieldErrors = {};
  if (rating === null || !Number.isInteger(rating) || rating < RATING_MIN || rating > RATING_MAX) {
    errors.rating = t("Choose a rating from {min} to {max} stars.", { min: RATING_MIN, max: RATING_MAX });
  }
  const titleLength = textLength(title.trim());
  if (titleLength === 0) errors.title = t("Give your review a title.");
  else if (titleLength > TITLE_MAX)
    errors.title = t("Keep the title to {max} characters or fewer.", { max: TITLE_MAX });
  const bodyLength = textLength(body.trim());
  if (bodyLength < BODY_MIN) errors.body = t("Write at least {min} characters.", { min: BODY_MIN });
  else if (bodyLength > BODY_MAX)
    errors.body = t("Keep your review to {max} characters or fewer.", { max: BODY_MAX });
  return errors;
}

export const UNREADABLE_PHOTO = msg("{name} could not be read as a picture.");

/**
 * Why a chosen picture cannot be added before it is decoded, in the active language, or null;
 * the browser's decoder says the rest (UNREADABLE_PHOTO).
 */
export function photoProblem(name: string, size: number): string | null {
  if (size > PHOTO_CHOSEN_MAX_BYTES) return t("{name} is larger than 25 MB.", { name });
  if (size === 0) return t(UNREADABLE_PHOTO, { name });
  return null;
}
