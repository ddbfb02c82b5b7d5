// A heavy widget that only an interaction shows is declared lazily once, and every screen that
// opens it takes it from there (so its loading, prefetch and chunk are the same everywhere).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";

const SRC = path.resolve(import.meta.dirname, "../../src");

/** The bundle's source files that import() a module named `name`. */
function importersOf(name: string): string[] {
  const pattern = new RegExp(`import\\(\\s*"[^"]*/${name}"\\s*\\)`);
  return readdirSync(SRC, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file) && pattern.test(readFileSync(path.join(SRC, file), "utf8")))
    .map((file) => file.split(path.sep).join("/"));
}

test("the full-screen gallery is declared lazily in one place (widgets/reviews/lazy.ts)", () => {
  assert.equal(importersOf("MediaGallery"), ["widgets/reviews/lazy.ts"]);
});

test.run();
