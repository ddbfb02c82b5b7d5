// A stand-in for a phone photo: 4000 × 3000 JPEG with the EXIF a phone writes (its make, the GPS
// position where it was taken, an orientation), and a reader for the GPS entry of such EXIF.
import sharp from "sharp";

export interface PhonePhotoOptions {
  width?: number;
  height?: number;
  /** EXIF orientation: 6 is a phone held upright (the pixels lie on their side). */
  orientation?: number;
}

export async function phonePhoto({ width = 4000, height = 3000, orientation = 1 }: PhonePhotoOptions = {}) {
  // Smooth shapes like a scene's: noise at a fiftieth of the size, enlarged.
  const [w, h] = [Math.ceil(width / 50), Math.ceil(height / 50)];
  return sharp({
    create: {
      width: w,
      height: h,
      channels: 3,
      background: "#000",
      noise: { type: "gaussian", mean: 128, sigma: 40 },
    },
  })
    .resize(width, height, { kernel: "cubic" })
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
    .jpeg({ quality: 92 })
    .toBuffer();
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
