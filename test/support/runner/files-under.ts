// The files of a tree, for tests that read the sources themselves.
import { readdirSync, statSync } from "node:fs";
import path from "node:path";

/** Every file under `entry` (itself, when it is a file) whose name matches `named`, depth first, each folder in name order. */
export function filesUnder(entry: string, named = /./): string[] {
  if (!statSync(entry).isDirectory()) return named.test(path.basename(entry)) ? [entry] : [];
  return readdirSync(entry)
    .sort()
    .flatMap((name) => filesUnder(path.join(entry, name), named));
}
