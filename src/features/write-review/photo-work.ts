// The work behind the photos field, loaded with the first photo chosen (many reviews have none):
// each photo shrunk in the browser (src/lib/browser/photos), then uploaded on its own with its progress,
// two at a time (the host takes two uploads of a session at once).
import { isApiError } from "../../api/client";
import { reviewPhotoState, uploadReviewPhoto } from "../../api/write-review";
import { shrink, UnreadablePhoto } from "../../lib/browser/photos/shrink";
import { t } from "../../lib/i18n/translate";
import { photoProblem, UNREADABLE_PHOTO } from "../../lib/review-rules";

export { reviewPhotoState };

/** A data: address: the host's Content-Security-Policy allows data: images, not blob: ones. */
function dataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });
}

/**
 * The photo ready to travel, or why it cannot be added. `onPreview` gets its thumbnail (a data:
 * address) as soon as it is drawn, before the photo is encoded.
 */
export async function preparePhoto(
  file: File,
  onPreview: (previewUrl: string) => void,
): Promise<{ blob: Blob } | { problem: string }> {
  const problem = photoProblem(file.name, file.size);
  if (problem) return { problem };
  try {
    const { blob } = await shrink(file, (preview) => void dataUrl(preview).then(onPreview));
    return { blob };
  } catch (error) {
    if (error instanceof UnreadablePhoto) return { problem: t(UNREADABLE_PHOTO, { name: file.name }) };
    throw error;
  }
}

/** The name it travels under: the chosen one, as the WebP or JPEG it now is. */
export const travelName = (name: string, type: string) =>
  `${name.replace(/\.[^.]*$/, "") || "photo"}.${type === "image/webp" ? "webp" : "jpg"}`;

const AT_ONCE = 2;
let running = 0;
const queue: (() => void)[] = [];

async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (running >= AT_ONCE) await new Promise<void>((go) => queue.push(go));
  running++;
  try {
    return await work();
  } finally {
    running--;
    queue.shift()?.();
  }
}

export type UploadOutcome = { id: string } | "cancelled" | "failed";

/** Sends the shrunk photo once its turn comes; a photo cancelled while it waits is never sent. */
export function sendPhoto(
  blob: Blob,
  name: string,
  signal: AbortSignal,
  onProgress: (sent: number, total: number) => void,
): Promise<UploadOutcome> {
  return inTurn(async () => {
    if (signal.aborted) return "cancelled";
    try {
      const { id } = await uploadReviewPhoto(blob, travelName(name, blob.type), { signal, onProgress });
      return { id };
    } catch (error) {
      return isApiError(error) && error.kind === "aborted" ? "cancelled" : "failed";
    }
  });
}
