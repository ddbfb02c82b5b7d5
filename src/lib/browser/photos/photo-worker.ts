// The photo worker: shrinks photos off the page's thread (shrink-core.ts) on an OffscreenCanvas.
// Every photo chosen is drawn and previewed before any is encoded (a WebP encoding takes longer
// than the rest), so five photos show their thumbnails first. Built as a file of its own
// (build/photo-worker.ts), loaded by shrink.ts on the first photo.
import {
  type CanvasKit,
  drawShrunk,
  encodeShrunk,
  PHOTO_QUALITY,
  previewOf,
  UnreadablePhoto,
} from "./shrink-core";

export interface ShrinkRequest {
  id: number;
  file: Blob;
}

export type ShrinkAnswer =
  | { id: number; preview: Blob }
  | { id: number; blob: Blob; width: number; height: number }
  | { id: number; failure: "unreadable" | "failed" };

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<ShrinkRequest>) => void) | null;
  postMessage(answer: ShrinkAnswer): void;
};

const kit: CanvasKit<OffscreenCanvas> = {
  canvasOf: (width, height) => new OffscreenCanvas(width, height),
  encode: (canvas, type) => canvas.convertToBlob({ type, quality: PHOTO_QUALITY }),
};

const toDraw: ShrinkRequest[] = [];
const toEncode: { id: number; drawn: OffscreenCanvas }[] = [];
let working = false;

const failure = (error: unknown) => (error instanceof UnreadablePhoto ? "unreadable" : "failed");

async function work() {
  if (working) return;
  working = true;
  for (;;) {
    const next = toDraw.shift();
    if (next) {
      try {
        const drawn = await drawShrunk(next.file, kit);
        scope.postMessage({ id: next.id, preview: await previewOf(drawn, kit) });
        toEncode.push({ id: next.id, drawn });
      } catch (error) {
        scope.postMessage({ id: next.id, failure: failure(error) });
      }
      continue;
    }
    const drawn = toEncode.shift();
    if (!drawn) break;
    try {
      scope.postMessage({ id: drawn.id, ...(await encodeShrunk(drawn.drawn, kit)) });
    } catch (error) {
      scope.postMessage({ id: drawn.id, failure: failure(error) });
    }
  }
  working = false;
}

scope.onmessage = ({ data }) => {
  toDraw.push(data);
  void work();
};
