// The rating badges' entry (src/badges/main.ts): a script of its own for a shop's pages that show
// only badges, built apart from the widget's app (no chunk shared with it: such a page loads this
// one file, never React or the shell), with a stylesheet of its own (the theme's properties, the
// stars and the badge). The manifest names both (`badges`); the size report holds the script to
// its budget, measured as a page of 48 badges loads it.
import { createHash } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import * as esbuild from "esbuild";
import { buildTimeModules } from "./build-time-modules";
import { SOURCE_MESSAGES_STUB } from "./messages";
import { bundleOptions } from "./options";
import { assetsDir, fromRoot } from "./paths";
import { collectStylesheets } from "./stylesheets";

export const BADGES_ENTRY = "src/badges/main.ts";

export interface BadgesBuild {
  /** The script and the stylesheet, as the metafile names them (relative to the project). */
  script: string;
  css: string;
  /** The stylesheets it imported. */
  stylesheets: string[];
}

/** Builds the badges' script and stylesheet into dist/assets/. */
export async function buildBadges(): Promise<BadgesBuild> {
  const stylesheets = collectStylesheets();
  const { entryPoints: _app, ...options } = bundleOptions;
  const result = await esbuild.build({
    ...options,
    entryPoints: { badges: BADGES_ENTRY },
    // One file: nothing of it waits for another request.
    splitting: false,
    plugins: [buildTimeModules(), SOURCE_MESSAGES_STUB, stylesheets.plugin],
  });
  const script = Object.keys(result.metafile?.outputs ?? {}).find((file) => file.endsWith(".js"));
  if (!script) throw new Error("the badges' build wrote no script");
  const css = await stylesheets.bundle();
  if (!css) throw new Error("the badges' build imported no stylesheet");
  const name = `badges-${createHash("sha256").update(css).digest("hex").slice(0, 8).toUpperCase()}.css`;
  mkdirSync(assetsDir, { recursive: true });
  writeFileSync(path.join(assetsDir, name), css);
  return { script, css: fromRoot(path.join(assetsDir, name)), stylesheets: stylesheets.imported() };
}
