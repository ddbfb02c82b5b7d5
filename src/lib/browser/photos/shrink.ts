// Shrinking a chosen photo before it travels (shrink-core.ts): in the photo worker where the
// browser has OffscreenCanvas and lets the worker load (a bundle served from another origin may
// not), else on the page's own canvas. Loaded with the first photo chosen.
import type { ShrinkAnswer, ShrinkRequest } from "./photo-worker";
import {
  type CanvasKit,
  drawShrunk,
  encodeShrunk,
  PHOTO_QUALITY,
  previewOf,
  type ShrunkPhoto,
  UnreadablePhoto,
} from "./shrink-core";
import { PHOTO_WORKER_FILE } from "./worker-file.at-build";

export { UnreadablePhoto };

type Job = {
  file: Blob;
  onPreview: (preview: Blob) => void;
  resolve: (shrunk: ShrunkPhoto) => void;
  reject: (error: Error) => void;
};

let worker: Worker | null | undefined;
const waiting = new Map<number, Job>();
let nextId = 0;

const pageKit: CanvasKit<HTMLCanvasElement> = {
  canvasOf: (width, height) => Object.assign(document.createElement("canvas"), { width, height }),
  encode: (canvas, type) => new Promise((resolve) => canvas.toBlob(resolve, type, PHOTO_QUALITY)),
};

async function onThePage(file: Blob, onPreview: (preview: Blob) => void): Promise<ShrunkPhoto> {
  const drawn = await drawShrunk(file, pageKit);
  onPreview(await previewOf(drawn, pageKit));
  return encodeShrunk(drawn, pageKit);
}

/** The worker, started once; null where there is none to be had. */
function photoWorker(): Worker | null {
  if (worker !== undefined) return worker;
  worker = null;
  if (typeof Worker === "undefined" || typeof OffscreenCanvas === "undefined") return worker;
  try {
    worker = new Worker(new URL(`./${PHOTO_WORKER_FILE}`, import.meta.url));
  } catch {
    return worker; // another origin's file: no worker
  }
  worker.onmessage = ({ data }: MessageEvent<ShrinkAnswer>) => {
    const job = waiting.get(data.id);
    if (!job) return;
    if ("preview" in data) return job.onPreview(data.preview);
    waiting.delete(data.id);
    if ("blob" in data) job.resolve(data);
    else if (data.failure === "unreadable") job.reject(new UnreadablePhoto("not decoded"));
    // The worker could not draw it (no OffscreenCanvas 2d context, say): the page's canvas can.
    else onThePage(job.file, job.onPreview).then(job.resolve, job.reject);
  };
  // The file did not load (blocked, missing): every photo waiting for it is shrunk on the page.
  worker.onerror = () => {
    worker?.terminate();
    worker = null;
    const jobs = [...waiting.values()];
    waiting.clear();
    for (const job of jobs) onThePage(job.file, job.onPreview).then(job.resolve, job.reject);
  };
  return worker;
}

/**
 * `file` decoded, upright, at most PHOTO_MAX_SIDE on its long side, as WebP or JPEG;
 * UnreadablePhoto if it is no picture. `onPreview` gets its thumbnail first, as soon as it is
 * drawn: the photos chosen together are all previewed before any is encoded.
 */
export function shrink(file: Blob, onPreview: (preview: Blob) => void = () => {}): Promise<ShrunkPhoto> {
  const running = photoWorker();
  if (!running) return onThePage(file, onPreview);
  return new Promise((resolve, reject) => {
    const id = ++nextId;
    waiting.set(id, { file, onPreview, resolve, reject });
    running.postMessage({ id, file } satisfies ShrinkRequest);
  });
}
