// The bundle's build, for `npm run build` (main.ts) and `npm run dev` (fixtures/host/dev.ts): the
// app's tables read and the chunks planned once, then esbuild's options for every build, and what
// follows each build (the stylesheet, the manifest, the compile hints, the size report, the
// compressed copies), the rating badges' entry and the reviews of a shop's own product page built beside it
// (badges-bundle.ts, embed-bundle.ts).
import type { BuildOptions, Metafile } from "esbuild";
import { readAppTables } from "./app-tables";
import { buildBadges } from "./badges-bundle";
import { buildTimeModules } from "./build-time-modules";
import { planChunks } from "./chunk-plan";
import { hintCompileOnLoad } from "./compile-hints";
import { writeCompressedCopies } from "./compressed-copies";
import { buildEarlyScript } from "./early-script";
import { buildEmbed } from "./embed-bundle";
import { esModuleRuntimes } from "./es-module-runtimes";
import { writeManifest } from "./manifest";
import { messagesPlugin } from "./messages";
import { bundleOptions } from "./options";
import { buildPhotoWorker } from "./photo-worker";
import { type ChunkPlan, plannedChunks } from "./planned-chunks";
import { reportSizes } from "./size-report";
import { collectStylesheets, type Stylesheets } from "./stylesheets";

export interface Bundle {
  options: BuildOptions;
  /**
   * After a build with `options`: writes the stylesheet and dist/manifest.json, prints the size
   * report, writes the compressed copies the host sends and returns what is broken: the budgets,
   * and any stylesheet no module imports.
   */
  finish(metafile: Metafile): Promise<string[]>;
}

const withPlugins = (plan: ChunkPlan, stylesheets: Stylesheets): BuildOptions => {
  // The planned chunks' loader reads the sources with their messages numbered, as the messages' own.
  const messages = messagesPlugin();
  return {
    ...bundleOptions,
    plugins: [
      buildTimeModules(),
      esModuleRuntimes,
      stylesheets.plugin,
      plannedChunks(plan, messages.read),
      messages.plugin,
    ],
  };
};

/**
 * Reads the app's tables and plans the chunks (a new screen needs a new plan). The budgets are
 * checked on every build; `printSizes` false leaves the size table out of the output (npm start).
 */
export async function planBundle(printSizes = true): Promise<Bundle> {
  const tables = await readAppTables();
  const plan = await planChunks(tables, (first) => withPlugins(first, collectStylesheets()));
  const stylesheets = collectStylesheets();
  return {
    options: withPlugins(plan, stylesheets),
    finish: async (metafile) => {
      const badges = await buildBadges();
      const productReviews = await buildEmbed();
      const written = writeManifest(
        metafile,
        await stylesheets.write(),
        tables,
        await buildEarlyScript(),
        badges,
        productReviews,
      );
      hintCompileOnLoad([...written.entryClosure].filter((file) => file !== written.entry));
      await buildPhotoWorker();
      const broken = reportSizes(written, printSizes);
      writeCompressedCopies(written.files);
      const unimported = stylesheets
        .unimported()
        .filter((file) => !badges.stylesheets.includes(file))
        .map((file) => `${file}: imported by no module, so no page has it`);
      return [...broken, ...unimported];
    },
  };
}
