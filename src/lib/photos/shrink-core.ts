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
  getContext(kind: "2d"): CanvasDrawingContext | null;
}
type CanvasDrawingContext = Pick<
  CanvasRenderingContext2D,
  "drawImage" | "imageSmoothingEnabled" | "imageSmoothingQuality" | "fillStyle" | "fillRect"
>;

/** Why a photo could not be made ready: the browser could not decode it. */
export class UnreadablePhoto extends Error {
  override readonly name = "UnreadablePhoto";
}

export interface ShrunkPhoto {
  blob: Blob;
  width: number;
  height: number;
}

/** The size a picture of `width` × `height` is drawn at. */
export function shrunkSize(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(1, PHOTO_MAX_SIDE / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * `file` shrunk: `canvasOf` makes the canvas to draw on and `encode` turns it into bytes. A file
 * the browser cannot decode (not a picture, cut short) is an UnreadablePhoto.
 */
export async function shrinkPhoto<C extends PhotoCanvas>(
  file: Blob,
  canvasOf: (width: number, height: number) => C,
  encode: (canvas: C, type: PhotoType) => Promise<Blob | null>,
): Promise<ShrunkPhoto> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
  } catch {
    throw new UnreadablePhoto("not decoded");
  }
  try {
    const { width, height } = shrunkSize(bitmap.width, bitmap.height);
    const canvas = canvasOf(width, height);
    const context = canvas.getContext("2d");
    if (!context) throw new Error("no 2d context");
    context.imageSmoothingEnabled = true;
    context.imageSmoothingQuality = "high";
    // A transparent PNG's clear pixels turn white, not black, in a JPEG.
    context.fillStyle = "#fff";
    context.fillRect(0, 0, width, height);
    context.drawImage(bitmap, 0, 0, width, height);
    for (const type of PHOTO_TYPES) {
      const blob = await encode(canvas, type);
      if (blob?.type === type) return { blob, width, height };
    }
    throw new Error("not encoded");
  } finally {
    bitmap.close();
  }
}
