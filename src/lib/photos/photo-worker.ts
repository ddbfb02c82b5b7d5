// The photo worker: shrinks photos off the page's thread (shrink-core.ts) on an OffscreenCanvas.
// Built as a file of its own (build/photo-worker.ts), loaded by shrink.ts on the first photo.
import { PHOTO_QUALITY, shrinkPhoto, UnreadablePhoto } from "./shrink-core";

export interface ShrinkRequest {
  id: number;
  file: Blob;
}

export type ShrinkAnswer =
  | { id: number; blob: Blob; width: number; height: number }
  | { id: number; failure: "unreadable" | "failed" };

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<ShrinkRequest>) => void) | null;
  postMessage(answer: ShrinkAnswer): void;
};

scope.onmessage = async ({ data: { id, file } }) => {
  try {
    const shrunk = await shrinkPhoto(
      file,
      (width, height) => new OffscreenCanvas(width, height),
      (canvas, type) => canvas.convertToBlob({ type, quality: PHOTO_QUALITY }),
    );
    scope.postMessage({ id, ...shrunk });
  } catch (error) {
    scope.postMessage({ id, failure: error instanceof UnreadablePhoto ? "unreadable" : "failed" });
  }
};
