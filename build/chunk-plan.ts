// The chunking rule. A page loads its code in a few right-sized pieces, never as a cascade of
// small ones:
// - the entry (main) and the shared chunk on every page: the shell, plus what
//   src/app/shared-chunk.ts lists (what most screens need and the shell does not). The entry only
//   starts the shell, whose code is all in the shared chunk: both load on every page, and split
//   they cost more bytes than joined (each name the entry took from the chunk was exported there and
//   imported here, and each file was compressed without the other's words);
// - the route's screen chunk, with everything the screen shows without interaction imported
//   statically (an import() that runs at mount is one more request after the first render);
// - code several routes share, one chunk per set of pages that load it at mount (e.g. the
//   reviews widget of the product and shop pages): planChunks() groups modules by those pages and
//   makes every lazily loaded module that touches a group import all of it (planned-chunks.ts), so
//   esbuild emits each group as one chunk instead of one per combination of importers. Where a
//   route would still load more scripts than its budget, groupChunks() merges the two of its
//   chunks that cost other phones the fewest bytes; the pages with budgets of their own (home,
//   search, product) never take code they do not use;
// - import() only for code an interaction needs (dialogs, the filter sidebar, the gallery, menus,
//   mega-menu panels, forms), loaded on that interaction or prefetched on hover or focus. The few
//   that must run at mount on some routes or screen widths (the category banner) are declared in
//   src/app/mount-imports.ts, so the report counts them.
// The report counts what a phone fetches without interaction; `npm run bench` and
// test/browser/scripts-at-idle.test.ts check it against Chromium.
import path from "node:path";
import * as esbuild from "esbuild";
import type { AppTables } from "./app-tables";
import { groupChunks } from "./group-chunks";
import { isCode, type PlanningInput, readModuleGraph } from "./module-graph";
import { ENTRY } from "./options";
import { root } from "./paths";
import type { ChunkPlan } from "./planned-chunks";

/** A build of the bundle for planning (not written): its module graph and each route's budget. */
async function planningBuild(tables: AppTables, options: esbuild.BuildOptions): Promise<PlanningInput> {
  const { metafile, outputFiles } = await esbuild.build({ ...options, write: false, sourcemap: false });
  if (!metafile) throw new Error("the planning build needs a metafile");
  return readModuleGraph(metafile, outputFiles, tables);
}

/**
 * Plans the chunks (the rule above) from builds of the bundle (`options` gives a build's options
 * for a plan): what each lazily loaded module imports first so that the shell and the code shared
 * by a set of pages each land in one chunk, and no route loads more scripts than its budget. A
 * first build without a plan finds the shell; a second one, with the shell in the shared chunk,
 * gives the module graph and each module's minified size as the bundle will have them.
 */
export async function planChunks(
  tables: AppTables,
  options: (plan: ChunkPlan) => esbuild.BuildOptions,
): Promise<ChunkPlan> {
  const { shell, closures } = await planningBuild(tables, options(new Map()));
  // The shell's modules but the entry itself (which mounts as it runs). The packages they import
  // come with them (packages that declare no side effects cannot be imported bare).
  const shared = [...shell]
    .filter((file) => file.startsWith("src/") && isCode(file) && file !== ENTRY)
    .map((file) => path.join(root, file));
  const plan = new Map([...closures.keys()].map((entry) => [path.join(root, entry), [...shared]]));
  const { graph, routes } = await planningBuild(tables, options(plan));
  for (const { modules, entries } of groupChunks(graph, routes)) {
    const files = modules.map((m) => path.join(root, m));
    for (const entry of entries) plan.get(path.join(root, entry))?.push(...files);
  }
  return plan;
}
