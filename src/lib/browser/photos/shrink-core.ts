// A photo made ready to travel: decoded, turned upright by its EXIF orientation, scaled so its
// long side is at most PHOTO_MAX_SIDE and encoded again as WebP where the browser encodes it (a
// third smaller than JPEG at the same quality), else as JPEG. What a canvas encodes carries no
// metadata at all (no EXIF, no location, no thumbnail). Runs in the photo worker (photo-worker.ts)
// on an OffscreenCanvas, or on the page's own canvas where there is no worker.

/** A phone's screen shows no more; the host's largest size is the same. */
export const PHOTO_MAX_SIDE = 2048;
export const PHOTO_QUALITY = 0.8;
/** The types a photo travels as, the first the browser encodes; a canvas that cannot gives PNG. */
export const PHOTO_TYPES = ["image/webp", "image/jpeg"] as const;
export type PhotoType = (typeof PHOTO_TYPES)[number];

/** A canvas of either kind, as far as drawing and encoding go. */
export interface PhotoCanvas {
  readonly width: number;
  readonly height: number;
  getContext(kind: "2d"): CanvasDrawingContext | null;
}
type CanvasDrawingContext = Pick<
  CanvasRenderingContext2D,
  "drawImage" | "imageSmoothingEnabled" | "imageSmoothingQuality" | "fillStyle" | "fillRect"
>;

/** How a canvas is made and turned into bytes, where the work runs (the worker or the page). */
export interface CanvasKit<C extends PhotoCanvas> {
  canvasOf: (width: number, height: number) => C;
  encode: (canvas: C, type: PhotoType) => Promise<Blob | null>;
}

/** Why a photo could not be made ready: the browser could not decode it. */
export class UnreadablePhoto extends Error {
  override readonly name = "UnreadablePhoto";
}

export interface ShrunkPhoto {
  blob: Blob;
  width: number;
  height: number;
}

/** A preview's short side: a thumbnail's 88 CSS px on a screen of up to three device pixels each. */
export const PREVIEW_SIDE = 264;

/** The size a picture of `width` × `height` is drawn at. */
export function shrunkSize(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(1, PHOTO_MAX_SIDE / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** A preview's size: its short side PREVIEW_SIDE, never larger than the photo. */
export function previewSize(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(1, PREVIEW_SIDE / Math.min(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

function drawOn<C extends PhotoCanvas>(
  kit: CanvasKit<C>,
  source: CanvasImageSource,
  width: number,
  height: number,
) {
  const canvas = kit.canvasOf(width, height);
  const context = canvas.getContext("2d");
  if (!context) throw new Error("no 2d context");
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = "high";
  // A transparent PNG's clear pixels turn white, not black, in a JPEG.
  context.fillStyle = "#fff";
  context.fillRect(0, 0, width, height);
  context.drawImage(source, 0, 0, width, height);
  return canvas;
}

/**
 * `file` decoded, upright and drawn at its shrunk size; a file the browser cannot decode (not a
 * picture, cut short) is an UnreadablePhoto.
 */
export async function drawShrunk<C extends PhotoCanvas>(file: Blob, kit: CanvasKit<C>): Promise<C> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
  } catch {
    throw new UnreadablePhoto("not decoded");
  }
  try {
    const { width, height } = shrunkSize(bitmap.width, bitmap.height);
    return drawOn(kit, bitmap, width, height);
  } finally {
    bitmap.close();
  }
}

/** A small JPEG of the shrunk photo, for its thumbnail: quick to make, so it shows first. */
export async function previewOf<C extends PhotoCanvas>(drawn: C, kit: CanvasKit<C>): Promise<Blob> {
  const { width, height } = previewSize(drawn.width, drawn.height);
  const blob = await kit.encode(
    drawOn(kit, drawn as unknown as CanvasImageSource, width, height),
    "image/jpeg",
  );
  if (!blob) throw new Error("not encoded");
  return blob;
}

/** The shrunk photo's bytes: WebP where the browser encodes it, else JPEG. */
export async function encodeShrunk<C extends PhotoCanvas>(drawn: C, kit: CanvasKit<C>): Promise<ShrunkPhoto> {
  for (const type of PHOTO_TYPES) {
    const blob = await kit.encode(drawn, type);
    if (blob?.type === type) return { blob, width: drawn.width, height: drawn.height };
  }
  throw new Error("not encoded");
}
