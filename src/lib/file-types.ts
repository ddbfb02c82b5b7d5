// A file's real type from its first bytes, never from its name or the type the browser claimed: a
// renamed text or SVG file (which can carry script) is none of these. Shared by the review form,
// the host's review photos and the host's dispute files, each of which accepts a subset.

export type SniffedType = "image/jpeg" | "image/png" | "image/gif" | "image/webp" | "application/pdf";

/** How many first bytes sniffFileType needs. */
export const SNIFF_BYTES = 12;

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) =>
  prefix.every((byte, i) => bytes[at + i] === byte);

const SIGNATURES: { type: SniffedType; matches: (bytes: Uint8Array) => boolean }[] = [
  { type: "image/jpeg", matches: (b) => startsWith(b, [0xff, 0xd8, 0xff]) },
  { type: "image/png", matches: (b) => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  { type: "image/gif", matches: (b) => startsWith(b, ascii("GIF87a")) || startsWith(b, ascii("GIF89a")) },
  // RIFF....WEBP
  { type: "image/webp", matches: (b) => startsWith(b, ascii("RIFF")) && startsWith(b, ascii("WEBP"), 8) },
  { type: "application/pdf", matches: (b) => startsWith(b, ascii("%PDF-")) },
];

/** The type read from the file's first bytes, or null when it is none of the known ones. */
export function sniffFileType(bytes: Uint8Array): SniffedType | null {
  return SIGNATURES.find((signature) => signature.matches(bytes))?.type ?? null;
}
