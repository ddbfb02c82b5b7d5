// npm run build (node build.mjs): builds the bundle into dist/ once, and beside it the server's
// render bundle and the reference host's (build/server-bundle.ts, host-bundle.ts); prints the size
// report and exits non-zero when a budget of the guide's table is broken, a stylesheet is imported
// by no module, an output names the folder it was built in or the contract's schemas are in it.
// `--quiet` (npm start) checks the same and prints one line, or what is broken, without the table.
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import * as esbuild from "esbuild";
import { planBundle } from "./bundle";
import { hostBundleOptions } from "./host-bundle";
import { openApiDocument } from "./openapi";
import { distDir, root } from "./paths";
import { serverBundleOptions } from "./server-bundle";

const quiet = process.argv.includes("--quiet");
rmSync(distDir, { recursive: true, force: true });
const bundle = await planBundle(!quiet);
const [result] = await Promise.all([
  esbuild.build(bundle.options),
  esbuild.build(serverBundleOptions),
  esbuild.build(hostBundleOptions),
]);
if (!result.metafile) throw new Error("the build needs a metafile");
const broken = await bundle.finish(result.metafile);
// The same build wherever the project is checked out: an output naming the folder it was built in
// (a source map's too, which esbuild hashes into the chunks' names) gives other names elsewhere,
// and with them scripts a few bytes larger or smaller.
// Looked for as a module's path, not the folder's name alone, which may be in any text ("/app").
const modulePaths = ["src", "build", "fixtures", "node_modules"].map(
  (folder) => path.join(root, folder) + path.sep,
);
for (const file of Object.keys(result.metafile.outputs)) {
  const text = readFileSync(path.join(root, file), "utf8");
  if (modulePaths.some((modulePath) => text.includes(modulePath)))
    broken.push(`${file} names the folder ${root}`);
}
// The bundle takes the contract's types only: a value imported from it would bring its schemas and
// TypeBox to every page.
const contractCode = Object.keys(result.metafile.inputs).filter((input) =>
  /(^|\/)(src\/api\/contract|node_modules\/typebox)\//.test(input),
);
if (contractCode.length > 0)
  broken.push(
    `the contract's schemas are in the widget's bundle (${contractCode.filter((i) => i.startsWith("src/")).join(", ")}): import their types only (import type)`,
  );
writeFileSync(path.join(distDir, "meta.json"), JSON.stringify(result.metafile));
// The contract's OpenAPI document, which the reference host serves at /openapi.json.
const { version } = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as { version: string };
writeFileSync(
  path.join(distDir, "openapi.json"),
  `${JSON.stringify(await openApiDocument(version), null, 2)}\n`,
);
if (broken.length > 0) {
  console.error(
    `\nBroken (the guide's budget table; every stylesheet imported; no output naming the build's folder; no contract's schema in the bundle):\n  ${broken.join("\n  ")}`,
  );
  process.exit(1);
}
console.log(
  quiet ? "Built dist/: all budgets kept (npm run build prints the sizes)." : "\nAll budgets kept.",
);
