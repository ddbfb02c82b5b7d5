// The chunk planner's rule, on a module graph (chunk-plan.ts builds it from a first build):
// modules loaded by the same pages make one chunk, and chunks merge until no phone loads more
// scripts on a route than its budget allows.

/** A page: a route's name (a phone), or the route and a media query (a screen that matches it). */
export type Page = string;

/** The page of `route` on a screen where `media` matches. */
export const mediaPage = (route: string, media: string): Page => `${route} ${media}`;
const isMediaPage = (page: Page) => page.includes(" ");

/** What a byte sent to a media page costs against one sent to a phone: they load it in the background. */
const MEDIA_PAGE_WEIGHT = 0.1;
/** Merges tried before the planner gives up (each merge removes a chunk: far more than needed). */
const MAX_MERGES = 200;

export interface ModuleGraph {
  /** Module → the pages that load it at mount. */
  contexts: Map<string, Set<Page>>;
  /** Module → the lazily loaded modules that reach it. */
  entries: Map<string, Set<string>>;
  /** Module → the grouped modules it imports statically. */
  imports: Map<string, string[]>;
  /** Module → its share of its output's gzip size. */
  bytes: Map<string, number>;
  /** What every page loads: the entry and the shared chunk. */
  shellBytes: number;
}

export interface RoutePlan {
  /** The route's other scripts: the entry, the shared chunk, its lazily loaded modules. */
  base: number;
  scripts: number;
  bytes: number;
  /** Takes no code it does not use. */
  strict: boolean;
}

export interface ChunkGroup {
  pages: Set<Page>;
  modules: string[];
  entries: Set<string>;
}

/**
 * Groups the modules pages load at mount into chunks, merging groups until no phone loads more
 * scripts on a route than its budget allows. A module's entries are the lazily loaded modules
 * that reach it. Modules with the same pages make one chunk, which is an entry's own chunk when a
 * single entry reaches them. Merging two chunks gives their modules, and everything those import,
 * the pages of both (a page that loads a module loads what it imports), so chunks stay whole. Each
 * step merges the two chunks of an over-budget route that send the fewest bytes to phones that
 * did not load them (media pages count MEDIA_PAGE_WEIGHT); a merge may not send code to a strict
 * route's phone, nor take a phone past its budget in bytes (estimated from each module's gzip
 * share). Returns the groups: pages, modules, entries.
 */
export function groupChunks(graph: ModuleGraph, routes: Map<string, RoutePlan>): ChunkGroup[] {
  let contexts = graph.contexts;
  const groupsOf = () => {
    const byPages = new Map<string, ChunkGroup>();
    const groupOf = new Map<string, ChunkGroup>();
    for (const [module, pages] of contexts) {
      const key = [...pages].sort().join(",");
      let group = byPages.get(key);
      if (!group) {
        group = { pages, modules: [], entries: new Set() };
        byPages.set(key, group);
      }
      group.modules.push(module);
      groupOf.set(module, group);
      for (const e of graph.entries.get(module) ?? []) group.entries.add(e);
    }
    // An entry imports all of each group it reaches, and so reaches what those modules import.
    for (let changed = true; changed; ) {
      changed = false;
      for (const [module, group] of groupOf) {
        for (const imported of graph.imports.get(module) ?? []) {
          const into = groupOf.get(imported);
          if (!into) continue;
          for (const e of group.entries) {
            if (into.entries.has(e)) continue;
            into.entries.add(e);
            changed = true;
          }
        }
      }
    }
    return [...byPages.values()];
  };
  /** What a phone loads on `route` under `map`, estimated. */
  const routeBytes = (map: Map<string, Set<Page>>, route: string) => {
    let sum = graph.shellBytes;
    for (const [m, pages] of map) if (pages.has(route)) sum += graph.bytes.get(m) ?? 0;
    return sum;
  };
  /** Gives `modules` and what they import the pages `pages`: the new map and the bytes it adds. */
  const merge = (modules: string[], pages: Set<Page>) => {
    const next = new Map(contexts);
    const grown = new Set<string>();
    let added = 0;
    const stack = [...modules];
    const seen = new Set<string>();
    while (stack.length) {
      const m = stack.pop() as string;
      if (seen.has(m)) continue;
      seen.add(m);
      const had = next.get(m) ?? new Set<Page>();
      for (const c of pages) {
        if (had.has(c)) continue;
        added += (isMediaPage(c) ? MEDIA_PAGE_WEIGHT : 1) * (graph.bytes.get(m) ?? 0);
        if (!isMediaPage(c)) grown.add(c);
      }
      next.set(m, new Set([...had, ...pages]));
      stack.push(...(graph.imports.get(m) ?? []));
    }
    for (const route of grown) {
      const budget = routes.get(route);
      if (budget && (budget.strict || routeBytes(next, route) > budget.bytes))
        added = Number.POSITIVE_INFINITY;
    }
    return { contexts: next, added };
  };
  const over = (groups: ChunkGroup[], route: string) => {
    const plan = routes.get(route) as RoutePlan;
    return plan.base + groups.filter((g) => g.pages.has(route) && g.entries.size > 1).length > plan.scripts;
  };
  // Routes no merge can bring within budget: the build's report names them.
  const stuck = new Set<string>();
  for (let step = 0; step < MAX_MERGES; step++) {
    const groups = groupsOf();
    const route = [...routes.keys()].find((r) => !stuck.has(r) && over(groups, r));
    if (route === undefined) return groups;
    const chunks = groups.filter((g) => g.pages.has(route) && g.entries.size > 1);
    let best: ReturnType<typeof merge> | null = null;
    for (const [i, a] of chunks.entries()) {
      for (const b of chunks.slice(i + 1)) {
        const next = merge([...a.modules, ...b.modules], new Set([...a.pages, ...b.pages]));
        if (!best || next.added < best.added) best = next;
      }
    }
    if (!best || best.added === Number.POSITIVE_INFINITY) stuck.add(route);
    else contexts = best.contexts;
  }
  return groupsOf();
}
