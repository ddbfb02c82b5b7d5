// Every stylesheet under src/ reaches the page's one stylesheet through an import; one that no
// module imports is reported, and the build fails on it (build/bundle.ts), as on a broken budget.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { build } from "esbuild";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { fromRoot } from "../../build/paths";
import { collectStylesheets } from "../../build/stylesheets";

test("a stylesheet no module imports is reported; imported ones, however deep, are not", async () => {
  const dir = mkdtempSync(path.join(tmpdir(), "stylesheets-"));
  try {
    mkdirSync(path.join(dir, "features/search"), { recursive: true });
    writeFileSync(path.join(dir, "base.css"), "body { margin: 0 }");
    writeFileSync(path.join(dir, "features/search/search.css"), ".filter-pill { border-radius: 999px }");
    writeFileSync(path.join(dir, "features/search/results.css"), ".result-grid { display: grid }");
    writeFileSync(
      path.join(dir, "features/search/Screen.ts"),
      'import "./results.css";\nexport const x = 1;',
    );
    writeFileSync(
      path.join(dir, "main.ts"),
      'import "./base.css";\nimport { x } from "./features/search/Screen";\nconsole.log(x);',
    );
    const stylesheets = collectStylesheets();
    await build({
      entryPoints: [path.join(dir, "main.ts")],
      bundle: true,
      write: false,
      plugins: [stylesheets.plugin],
      logLevel: "silent",
    });
    assert.equal(stylesheets.unimported(dir), [fromRoot(path.join(dir, "features/search/search.css"))]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test.run();
