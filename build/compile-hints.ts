// V8's explicit compile hint, first in the scripts every page runs at start beside its entry (the
// shared chunk: React, React DOM and the shell): their functions are compiled as the script
// streams in, off the page's main thread, rather than one by one on the main thread as the
// adoption first calls them. On the phone profile a rendered home or search page becomes live
// sooner with them (alternate runs with and without to see it: one run's noise is larger). Only
// there: each hint costs a script a few bytes gzip, and the small chunks have little to compile.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { root } from "./paths";

const HINT = "//# allFunctionsCalledOnLoad\n";

/** Puts the hint first in each of `files` (as the metafile names them) and shifts its map by the line. */
export function hintCompileOnLoad(files: Iterable<string>): void {
  for (const file of files) {
    const full = path.join(root, file);
    const text = readFileSync(full, "utf8");
    if (text.startsWith(HINT)) continue;
    writeFileSync(full, HINT + text);
    const mapFile = `${full}.map`;
    const map = JSON.parse(readFileSync(mapFile, "utf8")) as { mappings: string };
    map.mappings = `;${map.mappings}`;
    writeFileSync(mapFile, JSON.stringify(map));
  }
}
