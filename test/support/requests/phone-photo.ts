// A stand-in for a phone photo: 4000 × 3000 JPEG with the EXIF a phone writes (its make, the GPS
// position where it was taken, an orientation), and a reader for the GPS entry of such EXIF.
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

export interface PhonePhotoOptions {
  width?: number;
  height?: number;
  /** EXIF orientation: 6 is a phone held upright (the pixels lie on their side). */
  orientation?: number;
  /**
   * A sensor's grain, pixel by pixel (the spread of each value; 0: none): what makes a phone's
   * 12-megapixel JPEG 3–8 MB, and what shrinking it averages away. At quality 92, 16 makes about
   * 4 MB and 28 about 6 MB; 30 at quality 96 about 8.5 MB.
   */
  grain?: number;
  /** JPEG quality; phones write 90 and more. */
  quality?: number;
}

/**
 * Photos made before, by their options, for this version of this file and of libvips: making a
 * 12-megapixel photo with grain costs hundreds of times the CPU of reading it again.
 */
const MADE = "node_modules/.cache/phone-photos";
const VERSION = createHash("sha256")
  .update(readFileSync(fileURLToPath(import.meta.url)))
  .update(sharp.versions.vips)
  .digest("hex")
  .slice(0, 16);

/** The photo `options` describe, the same bytes each time: made once, then read from MADE. */
export async function phonePhoto(options: PhonePhotoOptions = {}): Promise<Buffer> {
  const key = createHash("sha256").update(VERSION).update(JSON.stringify(options)).digest("hex");
  const file = path.join(MADE, `${key.slice(0, 24)}.jpg`);
  try {
    return readFileSync(file);
  } catch {
    const photo = await makePhonePhoto(options);
    // Whole or not at all: another test process may read it meanwhile.
    const part = `${file}.${process.pid}`;
    mkdirSync(MADE, { recursive: true });
    writeFileSync(part, photo);
    renameSync(part, file);
    return photo;
  }
}

async function makePhonePhoto({
  width = 4000,
  height = 3000,
  orientation = 1,
  grain = 0,
  quality = 92,
}: PhonePhotoOptions = {}) {
  // Smooth shapes like a scene's: noise at a fiftieth of the size, enlarged (linearly: a cubic
  // enlargement costs more CPU for the same size of file).
  const [w, h] = [Math.ceil(width / 50), Math.ceil(height / 50)];
  const scene = sharp({
    create: {
      width: w,
      height: h,
      channels: 3,
      background: "#000",
      noise: { type: "gaussian", mean: 128, sigma: 40 },
    },
  }).resize(width, height, { kernel: "linear" });
  const grained = grain > 0 ? withGrain(await scene.raw().toBuffer(), grain, width, height) : scene;
  return grained
    .withExif({
      IFD0: { Make: "Phone", Model: "Camera" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "51/1 30/1 2617/100",
        GPSLongitudeRef: "W",
        GPSLongitude: "0/1 7/1 3960/100",
      },
    })
    .withMetadata({ orientation })
    .jpeg({ quality })
    .toBuffer();
}

/** Adds a sensor's grain to raw RGB pixels, the same for the same arguments. */
function withGrain(pixels: Buffer, grain: number, width: number, height: number) {
  let seed = 2654435761;
  for (let i = 0; i < pixels.length; i++) {
    seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
    pixels[i] = Math.max(0, Math.min(255, (pixels[i] as number) + (((seed >>> 24) - 128) / 128) * grain));
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } });
}

/** Whether EXIF data (as sharp's metadata().exif gives it) points at a GPS block (tag 0x8825 in IFD0). */
export function exifHasGps(exif: Buffer | undefined): boolean {
  if (!exif) return false;
  const tiff = exif.subarray(exif.indexOf("Exif\0\0") + 6);
  const little = tiff.toString("latin1", 0, 2) === "II";
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const ifd0 = u32(4);
  for (let i = 0; i < u16(ifd0); i++) if (u16(ifd0 + 2 + i * 12) === 0x8825) return true;
  return false;
}
