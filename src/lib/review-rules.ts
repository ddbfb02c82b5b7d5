// What a written review may hold, shared by the form (checked before sending) and the reference
// host (checked again on arrival): the same numbers and the same picture sniffing on both sides.
import { SNIFF_BYTES, sniffFileType } from "./file-types";

export { SNIFF_BYTES };

export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const TITLE_MAX = 120;
/** Long enough to say something useful, short enough to read on a phone. */
export const BODY_MIN = 20;
export const BODY_MAX = 5000;
export const PHOTOS_MAX = 5;
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;

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

/** The messages shown beside the fields; empty when the review may be sent. */
export function reviewFieldErrors({ rating, title, body }: ReviewFields): ReviewFieldErrors {
  const errors: ReviewFieldErrors = {};
  if (rating === null || !Number.isInteger(rating) || rating < RATING_MIN || rating > RATING_MAX) {
    errors.rating = "Choose a rating from 1 to 5 stars.";
  }
  const titleLength = textLength(title.trim());
  if (titleLength === 0) errors.title = "Give your review a title.";
  else if (titleLength > TITLE_MAX) errors.title = `Keep the title to ${TITLE_MAX} characters or fewer.`;
  const bodyLength = textLength(body.trim());
  if (bodyLength < BODY_MIN) errors.body = `Write at least ${BODY_MIN} characters.`;
  else if (bodyLength > BODY_MAX) errors.body = `Keep your review to ${BODY_MAX} characters or fewer.`;
  return errors;
}

/** Why a picture cannot be added, or null when it can. */
export function photoProblem(name: string, size: number, type: PhotoType | null): string | null {
  if (type === null) return `${name} is not a JPEG, PNG or WebP picture.`;
  if (size > PHOTO_MAX_BYTES) return `${name} is larger than 5 MB.`;
  if (size === 0) return `${name} is empty.`;
  return null;
}
