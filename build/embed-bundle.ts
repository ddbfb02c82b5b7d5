// The entry of the reviews on a shop's own product page (src/embed/main.tsx): a script of its own,
// built apart from the widget's app so that the app's chunks and their budgets are as they were
// (the shop's page loads this one file, its language's catalogue beside it, and the widget's
// stylesheet). Its messages are numbered as the app's, so the app's catalogues serve it. The
// manifest names it (`product_reviews`); the size report prints it.
import * as esbuild from "esbuild";
import { buildTimeModules } from "./build-time-modules";
import { esModuleRuntimes } from "./es-module-runtimes";
import { messagesPlugin } from "./messages";
import { bundleOptions } from "./options";
import { collectStylesheets } from "./stylesheets";

export const EMBED_ENTRY = "src/embed/main.tsx";

/** Builds the script into dist/assets/; its path as the metafile names it (relative to the project). */
export async function buildEmbed(): Promise<string> {
  const { entryPoints: _app, ...options } = bundleOptions;
  const result = await esbuild.build({
    ...options,
    entryPoints: { "product-reviews": EMBED_ENTRY },
    // One file: the page adopts the reviews once it is here (what only a press needs comes with it).
    splitting: false,
    // Its stylesheets are the widget's own, which the page links (manifest `css`).
    plugins: [buildTimeModules(), esModuleRuntimes, collectStylesheets().plugin, messagesPlugin().plugin],
  });
  const script = Object.keys(result.metafile?.outputs ?? {}).find((file) => file.endsWith(".js"));
  if (!script) throw new Error("the product reviews' build wrote no script");
  return script;
}
