// npm run build (node build.mjs): builds the bundle into dist/ once, prints the size report and
// exits non-zero when a budget of the guide's table is broken or a stylesheet is imported by no module.
import { rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import * as esbuild from "esbuild";
import { planBundle } from "./bundle";
import { distDir } from "./paths";
import { serverBundleOptions } from "./server-bundle";

rmSync(distDir, { recursive: true, force: true });
const bundle = await planBundle();
const [result] = await Promise.all([esbuild.build(bundle.options), esbuild.build(serverBundleOptions)]);
if (!result.metafile) throw new Error("the build needs a metafile");
const broken = await bundle.finish(result.metafile);
writeFileSync(path.join(distDir, "meta.json"), JSON.stringify(result.metafile));
if (broken.length > 0) {
  console.error(`\nBroken (the guide's budget table; every stylesheet imported):\n  ${broken.join("\n  ")}`);
  process.exit(1);
}
console.log("\nAll budgets kept.");
