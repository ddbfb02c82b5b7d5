// The press queue's script (src/early/press-queue.ts): a classic script of its own, which a page
// whose roots come rendered loads before the entry. Built apart from the bundle: it imports
// nothing and shares no chunk.
import * as esbuild from "esbuild";
import { TARGET } from "./options";
import { assetsDir, root } from "./paths";

/** Builds it into dist/assets/early-<hash>.js: its path as the metafile names it. */
export async function buildEarlyScript(): Promise<string> {
  const { metafile } = await esbuild.build({
    absWorkingDir: root,
    entryPoints: { early: "src/early/press-queue.ts" },
    outdir: assetsDir,
    entryNames: "[name]-[hash]",
    bundle: true,
    format: "iife",
    minify: true,
    target: TARGET,
    metafile: true,
    legalComments: "none",
    logLevel: "warning",
  });
  const file = Object.keys(metafile.outputs).find((output) => output.endsWith(".js"));
  if (!file) throw new Error("the press queue's script was not written");
  return file;
}
