// What a dispute may carry, checked before upload (the host checks again, by content): images or
// PDF, at most 5 files, at most 10 MB each.
import { type SniffedType, sniffFileType } from "./file-types";

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

/** Adds `picked` to `current`, keeping only images or PDFs of at most 10 MB, at most 5 in all. */
export function addDisputeFiles(current: File[], picked: File[]): PickedFiles {
  const files = [...current];
  const problems: string[] = [];
  for (const file of picked) {
    if (!ACCEPTED.has(file.type)) problems.push(`${file.name} is not an image or a PDF.`);
    else if (file.size > DISPUTE_MAX_FILE_BYTES) problems.push(`${file.name} is larger than 10 MB.`);
    else if (files.length >= DISPUTE_MAX_FILES)
      problems.push(`At most ${DISPUTE_MAX_FILES} files: ${file.name} was left out.`);
    else files.push(file);
  }
  return { files, error: problems.length ? problems.join(" ") : null };
}

/** '1.2 MB', '340 KB' */
export function fileSizeText(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
