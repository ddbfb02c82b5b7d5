// The module graph the chunk planner works on, read from a build's metafile: which pages load each
// module at mount, the lazily loaded modules that reach it, and its share of the gzip bytes.
import { gzipSync } from "node:zlib";
import type { Metafile, OutputFile } from "esbuild";
import type { AppTables } from "./app-tables";
import { hasOwnBudget, routeBudget } from "./budgets";
import { type ModuleGraph, mediaPage, type Page, type RoutePlan } from "./group-chunks";
import { ENTRY } from "./options";
import { fromRoot } from "./paths";
import { COLLECTED_CSS } from "./stylesheets";

/** The scripts every page loads: the entry and the shared chunk. */
const SHELL_SCRIPTS = 2;

type Inputs = Metafile["inputs"];

export const isCode = (input: string): boolean =>
  !input.startsWith(`${COLLECTED_CSS}:`) && /\.(m?js|tsx?)$/.test(input);

/** Modules reachable from `start` through static imports, from a metafile's inputs. */
function inputClosure(inputs: Inputs, start: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || !inputs[file]) return;
    seen.add(file);
    for (const imp of inputs[file].imports) {
      if (imp.kind !== "dynamic-import" && !imp.external) visit(imp.path);
    }
  };
  visit(start);
  return seen;
}

export interface PlanningInput {
  graph: ModuleGraph;
  /** Route → its other scripts and its budget. */
  routes: Map<string, RoutePlan>;
  /** The entry's static closure. */
  shell: Set<string>;
  /** Lazily loaded module → its static closure. */
  closures: Map<string, Set<string>>;
}

/** Each module's share of its output's gzip size: what it adds to a page, near enough to plan by. */
function moduleBytes(metafile: Metafile, outputFiles: OutputFile[]): Map<string, number> {
  const bytes = new Map<string, number>();
  for (const file of outputFiles) {
    const output = metafile.outputs[fromRoot(file.path)];
    if (!output || file.path.endsWith(".map")) continue;
    const ratio = gzipSync(file.contents, { level: 9 }).length / Math.max(1, file.contents.length);
    for (const [input, { bytesInOutput }] of Object.entries(output.inputs))
      bytes.set(input, bytesInOutput * ratio);
  }
  return bytes;
}

/** The planner's input from a build without a plan: its module graph and each route's budget. */
export function readModuleGraph(
  metafile: Metafile,
  outputFiles: OutputFile[],
  tables: AppTables,
): PlanningInput {
  const inputs = metafile.inputs;
  const shell = inputClosure(inputs, ENTRY);
  const lazyEntries = new Set(
    Object.values(inputs).flatMap((input) =>
      input.imports.filter((i) => i.kind === "dynamic-import" && !i.external).map((i) => i.path),
    ),
  );
  const closures = new Map([...lazyEntries].map((e) => [e, inputClosure(inputs, e)]));
  // What each page loads at mount: the route's screen and the import() calls that run there, on a
  // phone (the route's name) and where a media query matches (the name and the query).
  const contexts = new Map<Page, Set<string>>();
  const routePlans = new Map<string, RoutePlan>();
  for (const [name, screen] of tables.screens) {
    const phone = new Set(closures.get(screen) ?? []);
    const wide = new Map<string, Set<string>>();
    let lazyAtMount = 1; // the screen's chunk
    for (const [module, { routes, media }] of tables.mountImports) {
      if (!routes.has(name)) continue;
      if (!media) lazyAtMount++;
      if (media && !wide.has(media)) wide.set(media, new Set());
      const into = (media ? wide.get(media) : phone) as Set<string>;
      for (const f of closures.get(module) ?? []) into.add(f);
    }
    contexts.set(name, phone);
    for (const [media, files] of wide) contexts.set(mediaPage(name, media), new Set([...phone, ...files]));
    // The pages with budgets of their own (home, search, product) never take code they do not use.
    const base = SHELL_SCRIPTS + lazyAtMount;
    routePlans.set(name, { base, ...routeBudget(name), strict: hasOwnBudget(name) });
  }
  // Each module pages load at mount (outside the shell): its pages, the lazily loaded modules that
  // reach it, and the modules of that kind it imports (through any lazily loaded module between).
  const grouped = (file: string) =>
    !shell.has(file) && !lazyEntries.has(file) && file.startsWith("src/") && isCode(file);
  const bytes = moduleBytes(metafile, outputFiles);
  const graph: ModuleGraph = {
    contexts: new Map(),
    entries: new Map(),
    imports: new Map(),
    bytes,
    shellBytes: [...shell].reduce((sum, f) => sum + (bytes.get(f) ?? 0), 0),
  };
  for (const [page, modules] of contexts) {
    for (const file of modules) {
      if (!grouped(file)) continue;
      if (!graph.contexts.has(file)) graph.contexts.set(file, new Set());
      graph.contexts.get(file)?.add(page);
    }
  }
  for (const file of graph.contexts.keys()) {
    graph.entries.set(file, new Set([...closures].filter(([, c]) => c.has(file)).map(([e]) => e)));
    const imports = new Set<string>();
    const passed = new Set<string>();
    const visit = (from: string) => {
      for (const imp of inputs[from]?.imports ?? []) {
        if (imp.kind === "dynamic-import" || imp.external || passed.has(imp.path)) continue;
        passed.add(imp.path);
        if (grouped(imp.path)) imports.add(imp.path);
        else if (lazyEntries.has(imp.path) && !shell.has(imp.path)) visit(imp.path);
      }
    };
    visit(file);
    graph.imports.set(file, [...imports]);
  }
  return { graph, routes: routePlans, shell, closures };
}
