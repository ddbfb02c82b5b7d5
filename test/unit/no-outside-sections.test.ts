// Comments and docs say their rule in words: a section sign points at a document the reader may
// not have (this repository's docs are cited by file name, not by section sign).
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { suite } from "uvu";
import * as assert from "uvu/assert";

const test = suite("no outside sections");
const ROOTS = ["src", "fixtures", "test", "build", "docs", "README.md", "SECURITY.md", "build.mjs"];
const SECTION_SIGN = "\u00a7";

const filesUnder = (entry: string): string[] => {
  if (!statSync(entry).isDirectory()) return [entry];
  return readdirSync(entry).flatMap((name) => filesUnder(path.join(entry, name)));
};

test("no file of the repository cites a section of another document", () => {
  const files = ROOTS.flatMap(filesUnder).filter((file) => /\.(tsx?|mjs|js|css|sql|md|html)$/.test(file));
  assert.ok(files.length > 300, "reads the repository's sources");
  const citing = files.filter((file) => readFileSync(file, "utf8").includes(SECTION_SIGN));
  assert.equal(citing, []);
});

test.run();
