// Where the build reads and writes, and how it names files: the metafile's way (relative to the
// project, with '/'), or the manifest's (relative to dist/).
import path from "node:path";

export const root = path.resolve(import.meta.dirname, "..");
export const distDir = path.join(root, "dist");
export const assetsDir = path.join(distDir, "assets");

const slashes = (file: string) => file.split(path.sep).join("/");

/** An absolute path as the metafile names it. */
export const fromRoot = (file: string): string => slashes(path.relative(root, file));

/** A metafile's path as the manifest names it. */
export const inDist = (file: string): string => slashes(path.relative(distDir, path.join(root, file)));
