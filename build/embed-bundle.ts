// The reviews on a shop's own product page (src/embed/): two scripts of their own, built apart from
// the widget's app so that the app's chunks and their budgets are as they were. The page loads the
// entry alone (src/embed/main.ts, with the widget's stylesheet), small: it finds the section, keeps
// its early presses and watches for it to come near. Then it imports the rest (mount.tsx: React and
// the section, one file, what only a press needs with it) and, beside it, the page's language's
// catalogue. Its messages are numbered as the app's, so the app's catalogues serve it. The
// manifest names the entry (`product_reviews`); the size report holds both to their budgets.
import path from "node:path";
import * as esbuild from "esbuild";
import { buildTimeModules } from "./build-time-modules";
import { esModuleRuntimes } from "./es-module-runtimes";
import { messagesPlugin } from "./messages";
import { bundleOptions } from "./options";
import { collectStylesheets } from "./stylesheets";

export const EMBED_ENTRY = "src/embed/main.ts";

/** The name of the rest's script (product-reviews-rest-<hash>.js). */
export const EMBED_REST_NAME = "product-reviews-rest";

/** The name of the entry's script and of the section's stylesheet (product-reviews-<hash>.js, .css). */
export const EMBED_NAME = "product-reviews";

/** What the entry imports when the section comes near, as it imports it. */
const REST = { module: "src/embed/mount.tsx", imported: "./mount" };

export interface EmbedBuild {
  /** The entry, as the metafile names it (relative to the project). */
  script: string;
  /** The rest, loaded once the section is near. */
  rest: string;
  /** The section's stylesheet: what the rest imports of the widget's, which the page links. */
  css: string;
}

const { entryPoints: _app, ...options } = bundleOptions;

async function buildOne(name: string, entry: string, plugins: esbuild.Plugin[]): Promise<string> {
  const result = await esbuild.build({
    ...options,
    entryPoints: { [name]: entry },
    // One file each: nothing of it waits for another request.
    splitting: false,
    plugins,
  });
  const script = Object.keys(result.metafile?.outputs ?? {}).find((file) => file.endsWith(".js"));
  if (!script) throw new Error(`the product reviews' build wrote no script for ${entry}`);
  return script;
}

/** Builds the scripts into dist/assets/. */
export async function buildEmbed(): Promise<EmbedBuild> {
  // Its stylesheet is the widget's own that the section imports, and only that: the page links it
  // before the section, and the browser styles nothing of the widget's app it never shows.
  const stylesheets = collectStylesheets();
  const rest = await buildOne(EMBED_REST_NAME, REST.module, [
    buildTimeModules(),
    esModuleRuntimes,
    stylesheets.plugin,
    messagesPlugin().plugin,
  ]);
  const css = await stylesheets.write(EMBED_NAME);
  if (!css) throw new Error("the product reviews imported no stylesheet");
  // The entry imports the rest by its built name, beside it.
  const restFile: esbuild.Plugin = {
    name: EMBED_REST_NAME,
    setup: (build) =>
      build.onResolve({ filter: /^\.\/mount$/ }, ({ path: imported, kind }) =>
        imported === REST.imported && kind === "dynamic-import"
          ? { path: `./${path.basename(rest)}`, external: true }
          : undefined,
      ),
  };
  // The entry asks the page's language's catalogue with the rest: it names the catalogues as the
  // rest does.
  const script = await buildOne(EMBED_NAME, EMBED_ENTRY, [restFile, messagesPlugin().plugin]);
  return { script, rest, css };
}
