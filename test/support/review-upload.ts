// Multipart bodies of the review form, and small real pictures to put in them.
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
export async function multipartReview(form: ReviewForm): Promise<{ payload: Buffer; contentType: string }> {
  const data = new FormData();
  for (const key of ["line_item_public_id", "rating", "title", "body"] as const) {
    const value = form[key];
    if (value !== undefined) data.append(key, value);
  }
  for (const address of form.keep_pictures ?? []) data.append("keep_pictures[]", address);
  for (const id of form.photo_ids ?? []) data.append("photo_ids[]", id);
  for (const photo of form.photos ?? []) {
    data.append("photos[]", new Blob([new Uint8Array(photo.data)], { type: photo.type }), photo.name);
  }
  const request = new Request("http://host/", { method: "POST", body: data });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get("content-type") ?? "",
  };
}
