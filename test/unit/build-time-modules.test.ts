// Modules named *.at-build.ts are replaced in the bundle by their values: the slim country lists
// arrive without the country table they are computed from.
import { build } from "esbuild";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { buildTimeModules } from "../../build/build-time-modules";
import { COUNTRIES } from "../../src/lib/countries";

const bundled = async (entry: string) => {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    format: "esm",
    plugins: [buildTimeModules()],
    logLevel: "silent",
  });
  return result.outputFiles[0]?.text ?? "";
};

test("the country codes and date formats are bundled as data, without the country table", async () => {
  for (const entry of ["src/lib/country-names.ts", "src/lib/country-codes.ts", "src/lib/date-format.ts"]) {
    const code = await bundled(entry);
    assert.ok(code.length > 0, entry);
    assert.not.match(code, "currency", `${entry} carries the country table`);
    assert.not.match(code, COUNTRIES.AE?.symbol ?? "?", `${entry} carries the currency symbols`);
  }
  assert.match(await bundled("src/lib/country-codes.ts"), "AE AR AT AU");
  // Countries are named by the runtime in the shopper's language: no English names are bundled.
  for (const entry of ["src/lib/country-names.ts", "src/lib/country-codes.ts"])
    assert.not.match(await bundled(entry), "United Arab Emirates", entry);
  assert.match(await bundled("src/lib/date-format.ts"), /"DD\.MM\.YYYY": "AT CH CZ DE/);
});

test("a value that is not data stops the build", async () => {
  const { mkdtempSync, rmSync, writeFileSync } = await import("node:fs");
  const { tmpdir } = await import("node:os");
  const dir = mkdtempSync(`${tmpdir()}/at-build-`);
  writeFileSync(`${dir}/bad.at-build.ts`, "export const F = () => 1;");
  writeFileSync(`${dir}/entry.ts`, 'export { F } from "./bad.at-build";');
  try {
    await bundled(`${dir}/entry.ts`);
    assert.unreachable("built");
  } catch (error) {
    assert.match(String(error), "F is not data");
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test.run();
