// Comments and docs say their rule in words: a section sign points at a document the reader may
// not have (this repository's docs are cited by file name, not by section sign).
import { readFileSync } from "node:fs";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { filesUnder } from "../support/runner/files-under";

const test = suite("no outside sections");
const ROOTS = ["src", "fixtures", "test", "build", "docs", "README.md", "SECURITY.md", "build.mjs"];
const SECTION_SIGN = "\u00a7";

test("no file of the repository cites a section of another document", () => {
  const files = ROOTS.flatMap((root) => filesUnder(root, /\.(tsx?|mjs|js|css|sql|md|html)$/));
  assert.ok(files.length > 300, "reads the repository's sources");
  const citing = files.filter((file) => readFileSync(file, "utf8").includes(SECTION_SIGN));
  assert.equal(citing, []);
});

test.run();
