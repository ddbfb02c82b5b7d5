// The bundle's esbuild options: wouter's dependencies the bundle does not need are replaced by the
// app's one-line modules (src/app/replacements/), so no copy of them ships.
import * as esbuild from "esbuild";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { bundleOptions } from "../../build/options";

test("wouter bundles with the app's replacements of regexparam and the use-sync-external-store shim", async () => {
  const { metafile } = await esbuild.build({
    ...bundleOptions,
    entryPoints: undefined,
    stdin: { contents: 'export * from "wouter";', resolveDir: bundleOptions.absWorkingDir },
    outdir: undefined,
    splitting: false,
    sourcemap: false,
    write: false,
  });
  const inputs = Object.keys(metafile.inputs);
  assert.ok(
    inputs.some((input) => input.endsWith("node_modules/wouter/src/index.js")),
    "wouter is bundled",
  );
  assert.ok(inputs.includes("src/app/replacements/regexparam.ts"));
  assert.ok(inputs.includes("src/app/replacements/use-sync-external-store.ts"));
  assert.equal(
    inputs.filter((input) => /node_modules\/(regexparam|use-sync-external-store)\//.test(input)),
    [],
    "no copy of regexparam or of the shim",
  );
});

test.run();
