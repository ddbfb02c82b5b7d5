// The photo worker (src/lib/browser/photos/photo-worker.ts) as a file of its own beside the bundle's
// chunks, under the name the bundle asks for (worker-file.at-build.ts): a classic script with
// everything it needs, which no page loads until a reviewer chooses a photo.
import path from "node:path";
import * as esbuild from "esbuild";
import { PHOTO_WORKER_FILE } from "../src/lib/browser/photos/worker-file.at-build";
import { TARGET } from "./options";
import { assetsDir, root } from "./paths";

export const PHOTO_WORKER_ENTRY = "src/lib/browser/photos/photo-worker.ts";

/** Writes the worker; returns its path. */
export async function buildPhotoWorker(): Promise<string> {
  const outfile = path.join(assetsDir, PHOTO_WORKER_FILE);
  await esbuild.build({
    absWorkingDir: root,
    entryPoints: [PHOTO_WORKER_ENTRY],
    outfile,
    bundle: true,
    format: "iife",
    minify: true,
    target: TARGET,
    legalComments: "none",
    logLevel: "warning",
  });
  return outfile;
}
