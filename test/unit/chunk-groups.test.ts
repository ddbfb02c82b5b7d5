// How the build groups the modules pages load at mount into chunks (build/group-chunks.ts): one
// chunk per set of pages, merged where a route would load more scripts than its budget, without
// sending code to a strict route's phone or past a phone's byte budget, and with what a merged
// module imports following it.
import { test } from "uvu";
import * as assert from "uvu/assert";
import { type ChunkGroup, groupChunks, type ModuleGraph } from "../../build/group-chunks";

/** A graph from module → [pages, entries, imports, bytes]. */
function graphOf(modules: Record<string, [string[], string[], string[], number]>): ModuleGraph {
  const graph: ModuleGraph = {
    contexts: new Map(),
    entries: new Map(),
    imports: new Map(),
    bytes: new Map(),
    shellBytes: 0,
  };
  for (const [name, [pages, entries, imports, bytes]] of Object.entries(modules)) {
    graph.contexts.set(name, new Set(pages));
    graph.entries.set(name, new Set(entries));
    graph.imports.set(name, imports);
    graph.bytes.set(name, bytes);
  }
  return graph;
}

/** Route a may load `scripts` (3 others, or `base`); b, c, d: 8. Bytes: 100 kB, or as `bytes` says. */
function budgets(
  scripts: number,
  { base = 3, strict = [] as string[], bytes = {} as Record<string, number> } = {},
) {
  return new Map(
    ["a", "b", "c", "d"].map((route) => [
      route,
      {
        base: route === "a" ? base : 1,
        scripts: route === "a" ? scripts : 8,
        bytes: bytes[route] ?? 100_000,
        strict: strict.includes(route),
      },
    ]),
  );
}

const chunksOf = (groups: ChunkGroup[], route: string) =>
  groups.filter((g) => g.pages.has(route) && g.entries.size > 1).map((g) => [...g.modules].sort());

// Route a loads three shared chunks; b, c and d each share one of them.
const threeShared = () =>
  graphOf({
    ab: [["a", "b"], ["A", "B"], [], 1000],
    ac: [["a", "c"], ["A", "C"], [], 100],
    ad: [["a", "d"], ["A", "D"], [], 10],
    own: [["a"], ["A"], [], 5000],
  });

test("modules with the same pages make one chunk; one reached by a single entry stays in it", () => {
  const groups = groupChunks(threeShared(), budgets(8));
  assert.equal(chunksOf(groups, "a"), [["ab"], ["ac"], ["ad"]]);
  const own = groups.find((g) => g.modules.includes("own"));
  assert.equal([...(own?.entries ?? [])], ["A"], "the screen's own code stays in its chunk");
});

test("a route over its script budget merges the two chunks that cost other phones the fewest bytes", () => {
  const groups = groupChunks(threeShared(), budgets(5));
  assert.equal(chunksOf(groups, "a"), [["ab"], ["ac", "ad"]]);
  const merged = groups.find((g) => g.modules.includes("ac"));
  assert.equal([...(merged?.pages ?? [])].sort(), ["a", "c", "d"]);
});

test("a strict route's phone never receives code it does not use", () => {
  const groups = groupChunks(threeShared(), budgets(5, { strict: ["d"] }));
  assert.equal(chunksOf(groups, "a"), [["ab", "ac"], ["ad"]], "the merge that spares d");
  const none = groupChunks(threeShared(), budgets(5, { strict: ["b", "c", "d"] }));
  assert.is(chunksOf(none, "a").length, 3, "no merge is allowed: the build's report says so");
});

test("a route no merge can help does not stop the merges of another", () => {
  const graph = graphOf({
    ab: [["a", "b"], ["A", "B"], [], 10],
    ac: [["a", "c"], ["A", "C"], [], 10],
    ex: [["e", "x"], ["E", "X"], [], 10],
    ey: [["e", "y"], ["E", "Y"], [], 10],
  });
  const routes = budgets(4, { strict: ["b", "c"] });
  routes.set("e", { base: 3, scripts: 4, bytes: 100_000, strict: false });
  // a comes first and cannot merge (b and c are strict); e can, and does.
  const groups = groupChunks(graph, routes);
  assert.is(chunksOf(groups, "a").length, 2);
  assert.equal(chunksOf(groups, "e"), [["ex", "ey"]]);
});

test("a merge may not take a phone past its budget in bytes", () => {
  // ac + ad, the cheapest, would give d 110 bytes, past its 100: ab + ac costs more but fits.
  const fits = groupChunks(threeShared(), budgets(5, { bytes: { d: 100 } }));
  assert.equal(chunksOf(fits, "a"), [["ab", "ac"], ["ad"]]);
  const tight = groupChunks(threeShared(), budgets(5, { bytes: { c: 1000, d: 100 } }));
  assert.is(chunksOf(tight, "a").length, 3, "no merge fits: the build's report says so");
});

test("a merged module's imports take its new pages, and the entries that now reach them", () => {
  const graph = graphOf({
    x: [["a", "b"], ["A", "B"], ["y"], 10],
    y: [["a", "b"], ["A", "B"], [], 10],
    z: [["a", "c"], ["A", "C"], [], 10],
  });
  // a loads x+y and z: two chunks; a limit of 3 with 2 other scripts forces a merge.
  const groups = groupChunks(graph, budgets(3, { base: 2 }));
  assert.equal(chunksOf(groups, "a"), [["x", "y", "z"]]);
  const chunk = groups.find((g) => g.modules.includes("y"));
  assert.equal([...(chunk?.entries ?? [])].sort(), ["A", "B", "C"]);
});

test("an entry that reaches a chunk through another chunk's imports is counted as its importer", () => {
  // Entry S (an interaction's module) reaches x; x imports y: S reaches y too, so y is shared.
  const graph = graphOf({
    x: [["a"], ["A", "S"], ["y"], 10],
    y: [["a", "b"], ["A", "B"], [], 10],
  });
  const groups = groupChunks(graph, budgets(8));
  const y = groups.find((g) => g.modules.includes("y"));
  assert.equal([...(y?.entries ?? [])].sort(), ["A", "B", "S"]);
});

test.run();
