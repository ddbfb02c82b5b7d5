// The chunking rule. A page loads its code in a few right-sized pieces, never as a cascade of
// small ones:
// - the entry (main) and the shared chunk on every page: what the shell and any screen both use,
//   plus what src/app/shared-chunk.ts lists (what most screens need and the shell does not);
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
import { isCode, readModuleGraph } from "./module-graph";
import { root } from "./paths";
import type { ChunkPlan } from "./planned-chunks";

/**
 * Plans the chunks (the rule above) from a first build of the bundle without a plan (`options`):
 * what each lazily loaded module imports first so that the code shared by a set of pages lands in
 * one chunk, and no route loads more scripts than its budget. The plan needs that build: it is
 * made of the module graph and of each module's minified size.
 */
export async function planChunks(tables: AppTables, options: esbuild.BuildOptions): Promise<ChunkPlan> {
  const { metafile, outputFiles } = await esbuild.build({ ...options, write: false, sourcemap: false });
  if (!metafile) throw new Error("the planning build needs a metafile");
  const { graph, routes, shell, closures } = readModuleGraph(metafile, outputFiles, tables);
  const groups = groupChunks(graph, routes);
  // What the shell and any lazily loaded module both use: one shared chunk, loaded on every page.
  // (Packages that declare no side effects cannot be imported bare: only the project's modules.)
  const shared = [...shell].filter(
    (file) =>
      file.startsWith("src/") && isCode(file) && [...closures.values()].some((closure) => closure.has(file)),
  );
  const plan = new Map<string, string[]>();
  for (const entry of closures.keys()) {
    plan.set(
      path.join(root, entry),
      shared.map((file) => path.join(root, file)),
    );
  }
  for (const { modules, entries } of groups) {
    for (const entry of entries) {
      const key = path.join(root, entry);
      const list = plan.get(key) ?? [];
      for (const m of modules) list.push(path.join(root, m));
      plan.set(key, list);
    }
  }
  return plan;
}
