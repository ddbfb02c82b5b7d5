// Pictures chosen for a review, checked before anything is sent: their type by their first bytes
// (the host checks the same way), their size, and how many there are.
import { t } from "../../lib/i18n/translate";
import { PHOTOS_MAX, photoProblem, SNIFF_BYTES, sniffPhotoType } from "../../lib/review-rules";

export interface ChosenPhoto {
  id: string;
  /** The file chosen; null for a picture the review already has (editing it). */
  file: File | null;
  /** What the preview's text calls it: the file's name; empty for a picture the review already has. */
  name: string;
  /** A data: address (the host's Content-Security-Policy allows data: images), or the picture's own. */
  previewUrl: string;
}

async function firstBytes(file: File): Promise<Uint8Array> {
  return new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
}

function dataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

let nextId = 0;

/** The files that may be added to `current`, and a message for each that may not. */
export async function checkPhotos(
  current: number,
  files: File[],
): Promise<{ accepted: ChosenPhoto[]; problems: string[] }> {
  const accepted: ChosenPhoto[] = [];
  const problems: string[] = [];
  for (const file of files) {
    if (current + accepted.length >= PHOTOS_MAX) {
      problems.push(
        t("You can add up to {max, plural, one {# photo} other {# photos}}; {name} was not added.", {
          max: PHOTOS_MAX,
          name: file.name,
        }),
      );
      continue;
    }
    const problem = photoProblem(file.name, file.size, sniffPhotoType(await firstBytes(file)));
    if (problem) problems.push(problem);
    else accepted.push({ id: `photo-${++nextId}`, file, name: file.name, previewUrl: await dataUrl(file) });
  }
  return { accepted, problems };
}
