// Each script and stylesheet compressed beside it (name.js.br, name.js.gz), at the best levels,
// once per build: the host sends these as they are to a browser that accepts them.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { root } from "./paths";

/** `files` as the metafile names them (relative to the project). */
export function writeCompressedCopies(files: readonly string[]): void {
  for (const file of files) {
    if (!/\.(js|css)$/.test(file)) continue;
    const full = path.join(root, file);
    const raw = readFileSync(full);
    writeFileSync(`${full}.br`, brotliCompressSync(raw));
    writeFileSync(`${full}.gz`, gzipSync(raw, { level: 9 }));
  }
}
