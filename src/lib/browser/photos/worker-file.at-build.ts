// The photo worker's file name under the bundle's assets: named by its sources' content, so a new
// worker is a new name for every cache. The build writes the file (build/photo-worker.ts).
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";

/** The worker's sources: the worker and what it imports. */
const WORKER_SOURCES = ["photo-worker.ts", "shrink-core.ts"].map(
  (name) => new URL(`./${name}`, import.meta.url),
);

const hash = createHash("sha256");
for (const source of WORKER_SOURCES) hash.update(readFileSync(source));

export const PHOTO_WORKER_FILE = `photo-worker-${hash.digest("hex").slice(0, 8).toUpperCase()}.js`;
