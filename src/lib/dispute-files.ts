// What a dispute may carry, checked before upload (the host checks again, by content): images or
// PDF, at most 5 files, at most 10 MB each.
import { type SniffedType, sniffFileType } from "./file-types";
import { activeLanguage, t } from "./i18n/translate";

export const DISPUTE_MAX_FILES = 5;
export const DISPUTE_MAX_FILE_BYTES = 10 * 1024 * 1024;
export const DISPUTE_FILE_ACCEPT = "image/png,image/jpeg,image/gif,image/webp,application/pdf";

const ACCEPTED = new Set(DISPUTE_FILE_ACCEPT.split(","));

/** The file's real type (see sniffFileType) when it is one a dispute accepts, else null. */
export function sniffDisputeFileType(bytes: Uint8Array): SniffedType | null {
  const type = sniffFileType(bytes);
  return type !== null && ACCEPTED.has(type) ? type : null;
}

export interface PickedFiles {
  files: File[];
  /** Why some of the picked files were left out; null when all were taken. */
  error: string | null;
}

/**
 * Adds `picked` to `current`, keeping only images or PDFs of at most 10 MB, at most 5 in all; why
 * others were left out is said in the active language.
 */
export function addDisputeFiles(current: File[], picked: File[]): PickedFiles {
  const files = [...current];
  const problems: string[] = [];
  for (const file of picked) {
    const { name } = file;
    if (!ACCEPTED.has(file.type)) problems.push(t("{name} is not an image or a PDF.", { name }));
    else if (file.size > DISPUTE_MAX_FILE_BYTES) problems.push(t("{name} is larger than 10 MB.", { name }));
    else if (files.length >= DISPUTE_MAX_FILES)
      problems.push(t("At most {max} files: {name} was left out.", { max: DISPUTE_MAX_FILES, name }));
    else files.push(file);
  }
  return { files, error: problems.length ? problems.join(" ") : null };
}

/**
 * A photo as a camera writes it (JPEG): shrunk and stripped in the browser before it travels
 * (src/lib/browser/photos), as a review's photos are. Other pictures (screenshots, scans) and PDFs go as
 * they are; the host encodes every picture again either way.
 */
export const isShrinkablePicture = (file: File) => file.type === "image/jpeg";

/** '1.2 MB', '340 KB', the number written as the active language writes it ('1,2 MB'). */
export function fileSizeText(bytes: number): string {
  if (bytes >= 1024 * 1024) {
    const size = new Intl.NumberFormat(activeLanguage(), {
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
    });
    return t("{size} MB", { size: size.format(bytes / (1024 * 1024)) });
  }
  return t("{size} KB", { size: Math.max(1, Math.round(bytes / 1024)) });
}
