// Multipart bodies of the review form, and small real pictures to put in them.
import { multipartForm } from "./multipart-form";

export const PNG_1PX = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

export interface ReviewForm {
  line_item_public_id?: string;
  rating?: string;
  title?: string;
  body?: string;
  /** An edit's kept pictures: their compact addresses. */
  keep_pictures?: string[];
  /** Photos uploaded before (POST /reviews/profile/review-photos), by id. */
  photo_ids?: string[];
  photos?: { name: string; type: string; data: Buffer }[];
}

/** The body and content type a browser would send for this form. */
export function multipartReview(form: ReviewForm): { payload: Buffer; contentType: string } {
  const fields: [string, string][] = [];
  for (const key of ["line_item_public_id", "rating", "title", "body"] as const) {
    const value = form[key];
    if (value !== undefined) fields.push([key, value]);
  }
  for (const address of form.keep_pictures ?? []) fields.push(["keep_pictures[]", address]);
  for (const id of form.photo_ids ?? []) fields.push(["photo_ids[]", id]);
  const photos = (form.photos ?? []).map(({ name, type, data }) => ({ field: "photos[]", name, type, data }));
  return multipartForm(fields, photos);
}
