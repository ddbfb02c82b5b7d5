// Builds the bundle into dist/ and reports gzip sizes against the budgets of the guide.
// `node build.mjs` builds once and exits non-zero when a budget is broken; dev.ts plans the chunks
// once (`planChunks`) and imports `bundleOptions` and `writeManifest` to rebuild on change.
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, gzipSync } from "node:zlib";
import * as esbuild from "esbuild";

const root = path.dirname(fileURLToPath(import.meta.url));
export const distDir = path.join(root, "dist");
const assetsDir = path.join(distDir, "assets");

const KIB = 1024;
export const BUDGETS = { css: 15 * KIB };
/**
 * JS at idle per route (the guide's budget table): every script the browser fetches from
 * navigation until the network is idle, without interaction, gzip. test/bench measures the same
 * in Chromium.
 */
export const ROUTE_BUDGETS = {
  home: { bytes: 88 * KIB, scripts: 6 },
  PageSearch: { bytes: 92 * KIB, scripts: 6 },
  product: { bytes: 95 * KIB, scripts: 6 },
  other: { bytes: 100 * KIB, scripts: 8 },
};

// Dependencies of dependencies the bundle does not need, replaced by a line of its own (see there).
const REPLACEMENTS = [
  [/^use-sync-external-store\/shim/, "src/app/replacements/use-sync-external-store.ts"],
  [/^regexparam$/, "src/app/replacements/regexparam.ts"],
];
/** @type {import('esbuild').Plugin} */
const replaceModules = {
  name: "replace-modules",
  setup(build) {
    for (const [filter, file] of REPLACEMENTS) {
      build.onResolve({ filter }, () => ({ path: path.join(root, file) }));
    }
  },
};

// esbuild gives a lazy chunk's CSS a file of its own that no page would load. Every stylesheet
// imported from the code is collected instead, and bundled into one file for the host page's head
// (base styles, then shared widgets, then features; each file once).
const collectedCss = new Set();
/** @type {import('esbuild').Plugin} */
const collectStylesheets = {
  name: "collect-stylesheets",
  setup(build) {
    build.onStart(() => collectedCss.clear());
    build.onResolve({ filter: /\.css$/ }, (args) => {
      if (args.kind !== "import-statement") return undefined;
      const file = path.resolve(args.resolveDir, args.path);
      collectedCss.add(file);
      return { path: file, namespace: "collected-css" };
    });
    build.onLoad({ filter: /.*/, namespace: "collected-css" }, () => ({ contents: "", loader: "js" }));
  },
};

const LAYERS = ["src/styles/", "src/ui/", "src/widgets/", "src/"];
const layer = (file) => LAYERS.findIndex((prefix) => path.relative(root, file).startsWith(prefix));

/** Bundles the collected stylesheets into dist/assets/styles-<hash>.css; returns its path or null. */
export async function writeStylesheet() {
  const files = [...collectedCss].sort((a, b) => layer(a) - layer(b) || a.localeCompare(b));
  if (files.length === 0) return null;
  const result = await esbuild.build({
    stdin: {
      contents: files.map((f) => `@import ${JSON.stringify(f)};`).join("\n"),
      resolveDir: root,
      loader: "css",
    },
    bundle: true,
    minify: true,
    write: false,
    outfile: path.join(assetsDir, "styles.css"),
    target: bundleOptions.target,
    logLevel: "warning",
  });
  const css = result.outputFiles[0].contents;
  const name = `styles-${createHash("sha256").update(css).digest("hex").slice(0, 8).toUpperCase()}.css`;
  mkdirSync(assetsDir, { recursive: true });
  writeFileSync(path.join(assetsDir, name), css);
  return path.relative(root, path.join(assetsDir, name)).split(path.sep).join("/");
}

// The chunking rule. A page loads its code in a few right-sized pieces, never as a cascade of
// small ones:
// - the entry (main) and the shared chunk on every page: what the shell and any screen both use,
//   plus what src/app/shared-chunk.ts lists (what most screens need and the shell does not);
// - the route's screen chunk, with everything the screen shows without interaction imported
//   statically (an import() that runs at mount is one more request after the first render);
// - code several routes share, one chunk per set of pages that load it at mount (e.g. the
//   reviews widget of the product and shop pages): planChunks() groups modules by those pages and
//   makes every lazily loaded module that touches a group import all of it, so esbuild emits each
//   group as one chunk instead of one per combination of importers. Where a route would still
//   load more scripts than its budget, groupChunks() merges the two of its chunks that cost other
//   phones the fewest bytes; the pages with budgets of their own (home, search, product) never
//   take code they do not use;
// - import() only for code an interaction needs (dialogs, the filter sidebar, the gallery, menus,
//   mega-menu panels, forms), loaded on that interaction or prefetched on hover or focus. The few
//   that must run at mount on some routes or screen widths (the category banner) are declared in
//   src/app/mount-imports.ts, so the report counts them.
// The report counts what a phone fetches without interaction; `npm run bench` and
// test/browser/scripts-at-idle.test.ts check it against Chromium.
const SHARED_CHUNK = path.join(root, "src/app/shared-chunk.ts");
/** Lazily loaded module → the modules it imports first (the shared chunk, then its groups). */
const extraImports = new Map();

/** @type {import('esbuild').Plugin} */
const plannedChunks = {
  name: "planned-chunks",
  setup(build) {
    const lazyModules = new Set();
    build.onStart(() => lazyModules.clear());
    build.onResolve({ filter: /.*/ }, async ({ kind, path: spec, resolveDir, importer, pluginData }) => {
      if (kind !== "dynamic-import" || pluginData?.resolving) return undefined;
      const result = await build.resolve(spec, {
        kind,
        resolveDir,
        importer,
        pluginData: { resolving: true },
      });
      if (result.errors.length === 0) lazyModules.add(result.path);
      return result;
    });
    build.onLoad({ filter: /\.tsx?$/ }, ({ path: file }) => {
      if (!lazyModules.has(file)) return undefined;
      const first = [SHARED_CHUNK, ...(extraImports.get(file) ?? [])];
      // On the first line, so source maps keep their lines.
      const imports = first.map((f) => `import ${JSON.stringify(f)};`).join("");
      return {
        contents: `${imports}${readFileSync(file, "utf8")}`,
        loader: file.endsWith(".tsx") ? "tsx" : "ts",
      };
    });
  },
};

const isCode = (input) => !input.startsWith("collected-css:") && /\.(m?js|tsx?)$/.test(input);

/** Modules reachable from `start` through static imports, from a metafile's inputs. */
function inputClosure(inputs, start) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file) || !inputs[file]) return;
    seen.add(file);
    for (const imp of inputs[file].imports) {
      if (imp.kind !== "dynamic-import" && !imp.external) visit(imp.path);
    }
  };
  visit(start);
  return seen;
}

/**
 * Module → the routes on which an import() of it runs at mount, and its media query or null
 * (src/app/mount-imports.ts).
 */
const mountImports = new Map();

/** Evaluates src/app/mount-imports.ts (bundled for Node) and fills `mountImports`. */
async function loadMountImports() {
  const { outputFiles } = await esbuild.build({
    stdin: {
      contents: `export { MOUNT_IMPORTS } from "./src/app/mount-imports.ts";
        export { ROUTES } from "./src/lib/routes.ts";`,
      resolveDir: root,
      loader: "ts",
    },
    bundle: true,
    format: "esm",
    platform: "neutral",
    write: false,
    logLevel: "warning",
  });
  const code = Buffer.from(outputFiles[0].contents).toString("base64");
  const { MOUNT_IMPORTS, ROUTES } = await import(`data:text/javascript;base64,${code}`);
  mountImports.clear();
  for (const { module, on, media } of MOUNT_IMPORTS) {
    const routes = new Set(ROUTES.map((r) => r.name).filter((name) => on(name)));
    mountImports.set(module, { routes, media: media ?? null });
  }
}

/**
 * Groups the modules pages load at mount into chunks, merging groups until no phone loads more
 * scripts on a route than its budget allows. A module's pages ("contexts") are a route's name for
 * a phone, or the route and a media query for a screen that also loads that query's parts; its
 * entries are the lazily loaded modules that reach it. Modules with the same pages make one
 * chunk, which is an entry's own chunk when a single entry reaches them. Merging two chunks gives
 * their modules, and everything those import, the pages of both (a page that loads a module loads
 * what it imports), so chunks stay whole. Each step merges the two chunks of an over-budget route
 * that send the fewest bytes to phones that did not load them (media pages count a tenth); a
 * merge may not send code to a strict route's phone, nor take a phone past its budget in bytes
 * (estimated from each module's gzip share). Returns the groups: pages, modules, entries.
 * @param {{ contexts: Map<string, Set<string>>, entries: Map<string, Set<string>>,
 *   imports: Map<string, string[]>, bytes: Map<string, number>, shellBytes: number }} graph
 * @param {Map<string, { base: number, scripts: number, bytes: number, strict: boolean }>} routes
 *   per route: its other scripts (entry, shared chunk, lazy modules) and its budget
 */
export function groupChunks(graph, routes) {
  let contexts = graph.contexts;
  const groupsOf = () => {
    const byPages = new Map();
    const groupOf = new Map();
    for (const [module, pages] of contexts) {
      const key = [...pages].sort().join(",");
      if (!byPages.has(key)) byPages.set(key, { pages, modules: [], entries: new Set() });
      const group = byPages.get(key);
      group.modules.push(module);
      groupOf.set(module, group);
      for (const e of graph.entries.get(module)) group.entries.add(e);
    }
    // An entry imports all of each group it reaches, and so reaches what those modules import.
    for (let changed = true; changed; ) {
      changed = false;
      for (const [module, group] of groupOf) {
        for (const imported of graph.imports.get(module) ?? []) {
          const into = groupOf.get(imported);
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
  const routeBytes = (map, route) => {
    let sum = graph.shellBytes;
    for (const [m, pages] of map) if (pages.has(route)) sum += graph.bytes.get(m) ?? 0;
    return sum;
  };
  /** Gives `modules` and what they import the pages `pages`: the new map and the bytes it adds. */
  const merge = (modules, pages) => {
    const next = new Map(contexts);
    const grown = new Set();
    let added = 0;
    const stack = [...modules];
    const seen = new Set();
    while (stack.length) {
      const m = stack.pop();
      if (seen.has(m)) continue;
      seen.add(m);
      const had = next.get(m);
      for (const c of pages) {
        if (had.has(c)) continue;
        added += (c.includes(" ") ? 0.1 : 1) * (graph.bytes.get(m) ?? 0);
        if (!c.includes(" ")) grown.add(c);
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
  const over = (groups, route) =>
    routes.get(route).base + groups.filter((g) => g.pages.has(route) && g.entries.size > 1).length >
    routes.get(route).scripts;
  // Routes no merge can bring within budget: the build's report names them.
  const stuck = new Set();
  for (let step = 0; step < 200; step++) {
    const groups = groupsOf();
    const route = [...routes.keys()].find((r) => !stuck.has(r) && over(groups, r));
    if (route === undefined) return groups;
    const chunks = groups.filter((g) => g.pages.has(route) && g.entries.size > 1);
    let best = null;
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

/**
 * Plans the chunks (the rule above) from a first build's module graph: fills `extraImports` so
 * that the code shared by a set of pages lands in one chunk, and no route loads more scripts than
 * its budget. Returns the number of groups.
 */
export async function planChunks() {
  extraImports.clear();
  await loadMountImports();
  const { metafile, outputFiles } = await esbuild.build({
    ...bundleOptions,
    write: false,
    sourcemap: false,
  });
  const inputs = metafile.inputs;
  const shell = inputClosure(inputs, "src/main.tsx");
  const lazyEntries = new Set(
    Object.values(inputs).flatMap((input) =>
      input.imports.filter((i) => i.kind === "dynamic-import" && !i.external).map((i) => i.path),
    ),
  );
  const closures = new Map([...lazyEntries].map((e) => [e, inputClosure(inputs, e)]));
  // What each page loads at mount: the route's screen and the import() calls that run there, on a
  // phone (the route's name) and where a media query matches (the name and the query).
  const contexts = new Map();
  const base = new Map();
  for (const [name, screen] of screenFiles()) {
    const phone = new Set(closures.get(screen) ?? []);
    const wide = new Map();
    let lazyAtMount = 1;
    for (const [module, { routes, media }] of mountImports) {
      if (!routes.has(name)) continue;
      if (!media) lazyAtMount++;
      if (media && !wide.has(media)) wide.set(media, new Set());
      const into = media ? wide.get(media) : phone;
      for (const f of closures.get(module) ?? []) into.add(f);
    }
    contexts.set(name, phone);
    for (const [media, files] of wide) contexts.set(`${name} ${media}`, new Set([...phone, ...files]));
    base.set(name, 2 + lazyAtMount); // the entry, the shared chunk and the lazily loaded modules
  }
  // Each module's share of its output's gzip size: what it adds to a page, near enough to plan by.
  const bytes = new Map();
  for (const file of outputFiles) {
    const output = metafile.outputs[path.relative(root, file.path).split(path.sep).join("/")];
    if (!output || file.path.endsWith(".map")) continue;
    const ratio = gzipSync(file.contents, { level: 9 }).length / Math.max(1, file.contents.length);
    for (const [input, { bytesInOutput }] of Object.entries(output.inputs))
      bytes.set(input, bytesInOutput * ratio);
  }
  // Each module pages load at mount (outside the shell): its pages, the lazily loaded modules that
  // reach it, and the modules of that kind it imports (through any lazily loaded module between).
  const grouped = (file) =>
    !shell.has(file) && !lazyEntries.has(file) && file.startsWith("src/") && isCode(file);
  const graph = { contexts: new Map(), entries: new Map(), imports: new Map(), bytes, shellBytes: 0 };
  for (const [page, modules] of contexts) {
    for (const file of modules) {
      if (!grouped(file)) continue;
      if (!graph.contexts.has(file)) graph.contexts.set(file, new Set());
      graph.contexts.get(file).add(page);
    }
  }
  for (const file of graph.contexts.keys()) {
    graph.entries.set(file, new Set([...closures].filter(([, c]) => c.has(file)).map(([e]) => e)));
    const imports = new Set();
    const passed = new Set();
    const visit = (from) => {
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
  graph.shellBytes = [...shell].reduce((sum, f) => sum + (bytes.get(f) ?? 0), 0);
  const groups = groupChunks(
    graph,
    new Map(
      [...base].map(([route, others]) => [
        route,
        // The pages with budgets of their own (home, search, product) never take code they do not use.
        { base: others, ...routeBudget(route), strict: route in ROUTE_BUDGETS },
      ]),
    ),
  );
  // What the shell and any lazily loaded module both use: one shared chunk, loaded on every page.
  // (Packages that declare no side effects cannot be imported bare: only the project's modules.)
  const shared = [...shell].filter(
    (file) =>
      file.startsWith("src/") && isCode(file) && [...closures.values()].some((closure) => closure.has(file)),
  );
  for (const entry of closures.keys()) {
    extraImports.set(
      path.join(root, entry),
      shared.map((file) => path.join(root, file)),
    );
  }
  for (const { modules, entries } of groups) {
    for (const entry of entries) {
      const key = path.join(root, entry);
      const list = extraImports.get(key) ?? [];
      for (const m of modules) list.push(path.join(root, m));
      extraImports.set(key, list);
    }
  }
  return groups.length;
}

/** @type {import('esbuild').BuildOptions} */
export const bundleOptions = {
  absWorkingDir: root,
  entryPoints: { main: "src/main.tsx" },
  outdir: assetsDir,
  publicPath: "/assets",
  bundle: true,
  format: "esm",
  splitting: true,
  entryNames: "[name]-[hash]",
  chunkNames: "chunk-[hash]",
  assetNames: "[name]-[hash]",
  minify: true,
  // Maps are written beside the files but not linked: the link line costs every page ~40 bytes a script.
  sourcemap: "external",
  metafile: true,
  target: ["es2022", "chrome110", "safari16", "firefox110"],
  jsx: "automatic",
  // jotai tells its development checks and warnings apart by Vite's import.meta.env.MODE, which
  // a browser leaves undefined: without these two they would ship and run on every page.
  define: {
    "process.env.NODE_ENV": '"production"',
    "import.meta.env": "true",
    "import.meta.env.MODE": '"production"',
  },
  legalComments: "none",
  charset: "utf8",
  plugins: [replaceModules, collectStylesheets, plannedChunks],
  logLevel: "warning",
};

const rel = (file) => path.relative(distDir, path.join(root, file)).split(path.sep).join("/");

// Route name → screen source file, from the lazy table in src/app/screens.ts.
function screenFiles() {
  const source = readFileSync(path.join(root, "src/app/screens.ts"), "utf8");
  const pattern = /^\s*(\w+): lazy\(\(\) => import\("([^"]+)"\)\),?$/gm;
  return [...source.matchAll(pattern)].map(([, name, spec]) => {
    const file = path.normalize(path.join("src/app", spec));
    return [name, `${file.split(path.sep).join("/")}.tsx`];
  });
}

function staticClosure(outputs, start) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const imp of outputs[file]?.imports ?? []) {
      if (imp.kind === "import-statement" && !imp.external) visit(imp.path);
    }
  };
  visit(start);
  return seen;
}

/** Writes dist/manifest.json for the host page and returns what the size report needs. */
export function writeManifest(metafile, stylesheet) {
  const outputs = metafile.outputs;
  const files = Object.keys(outputs).filter((f) => !f.endsWith(".map"));
  const entry = files.find((f) => outputs[f].entryPoint === "src/main.tsx" && f.endsWith(".js"));
  if (!entry) throw new Error("no entry output in the metafile");
  const entryClosure = staticClosure(outputs, entry);
  const routes = {};
  // Parts that load only where a media query matches: listed apart, outside the budget (a phone's).
  const media = {};
  for (const [name, source] of screenFiles()) {
    const chunk = files.find((f) => outputs[f].entryPoint === source && f.endsWith(".js"));
    if (!chunk) throw new Error(`route ${name}: no chunk for ${source}`);
    const loaded = new Set(staticClosure(outputs, chunk));
    for (const [module, part] of mountImports) {
      if (!part.routes.has(name)) continue;
      const partChunk = files.find((f) => outputs[f].entryPoint === module && f.endsWith(".js"));
      if (!partChunk) throw new Error(`mount import ${module}: no chunk`);
      const partFiles = [...staticClosure(outputs, partChunk)].filter((f) => !entryClosure.has(f));
      if (!part.media) for (const f of partFiles) loaded.add(f);
      else {
        // Several parts may share a query on one route (the header's desktop actions and banner).
        media[part.media] ??= {};
        const listed = new Set(media[part.media][name] ?? []);
        for (const f of partFiles) if (!loaded.has(f)) listed.add(rel(f));
        media[part.media][name] = [...listed];
      }
    }
    routes[name] = [...loaded].filter((f) => !entryClosure.has(f));
  }
  const manifest = {
    entry: rel(entry),
    css: stylesheet ? [rel(stylesheet)] : [],
    preload: [...entryClosure].filter((f) => f !== entry).map(rel),
    routes: Object.fromEntries(Object.entries(routes).map(([n, fs]) => [n, fs.map(rel)])),
    media,
  };
  writeFileSync(path.join(distDir, "manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`);
  return {
    outputs,
    files: stylesheet ? [...files, stylesheet] : files,
    entry,
    entryClosure,
    routes,
    css: stylesheet,
  };
}

const gzipSize = (file) => gzipSync(readFileSync(path.join(root, file)), { level: 9 }).length;
const kib = (bytes) => `${(bytes / KIB).toFixed(1)} KiB`;

/** The JS budget of a route at idle: gzip bytes and number of scripts. */
export function routeBudget(name) {
  return ROUTE_BUDGETS[name] ?? ROUTE_BUDGETS.other;
}

/** What is wrong with a route's JS at idle against its budget, or null when it is kept. */
export function brokenRow({ name, bytes, scripts }) {
  const budget = routeBudget(name);
  if (bytes <= budget.bytes && scripts <= budget.scripts) return null;
  return `${name}: ${kib(bytes)} in ${scripts} scripts > ${kib(budget.bytes)} in ${budget.scripts}`;
}

/**
 * Prints every output's gzip size and, per route, the JS a page loads without interaction (what
 * the browser fetches: the entry, the route's screen chunk and their static imports); returns
 * the broken budgets.
 */
export function reportSizes({ files, entryClosure, routes, css }) {
  const sizes = new Map(files.map((f) => [f, gzipSize(f)]));
  const sum = (list) => [...list].reduce((total, f) => total + (sizes.get(f) ?? 0), 0);
  const broken = [];
  console.log("gzip size of each output:");
  for (const f of [...files].sort()) console.log(`  ${kib(sizes.get(f)).padStart(10)}  ${rel(f)}`);
  const base = sum(entryClosure);
  console.log(`\nJS at idle per route (entry and its static chunks: ${kib(base)} in ${entryClosure.size}):`);
  for (const [name, routeFiles] of Object.entries(routes)) {
    const row = { name, bytes: base + sum(routeFiles), scripts: entryClosure.size + routeFiles.length };
    const problem = brokenRow(row);
    const budget = routeBudget(name);
    console.log(
      `  ${name.padEnd(20)} ${kib(row.bytes).padStart(9)} in ${String(row.scripts).padStart(2)} scripts   budget ${kib(budget.bytes)} in ${budget.scripts}${problem ? "   BROKEN" : ""}`,
    );
    if (problem) broken.push(problem);
  }
  const cssSize = css ? sizes.get(css) : 0;
  console.log(`\nCSS ${kib(cssSize)} (budget ${kib(BUDGETS.css)})`);
  if (cssSize > BUDGETS.css) broken.push(`CSS ${kib(cssSize)} > ${kib(BUDGETS.css)}`);
  return broken;
}

/**
 * Writes each script and stylesheet compressed beside it (name.js.br, name.js.gz), at the best
 * levels, once: the host sends these as they are to a browser that accepts them.
 */
export function writeCompressedCopies(files) {
  for (const file of files) {
    if (!/\.(js|css)$/.test(file)) continue;
    const full = path.join(root, file);
    const raw = readFileSync(full);
    writeFileSync(`${full}.br`, brotliCompressSync(raw));
    writeFileSync(`${full}.gz`, gzipSync(raw, { level: 9 }));
  }
}

async function main() {
  rmSync(distDir, { recursive: true, force: true });
  await planChunks();
  const result = await esbuild.build(bundleOptions);
  const written = writeManifest(result.metafile, await writeStylesheet());
  const broken = reportSizes(written);
  writeCompressedCopies(written.files);
  writeFileSync(path.join(distDir, "meta.json"), JSON.stringify(result.metafile));
  if (broken.length > 0) {
    console.error(`\nBudget broken (the guide's budget table):\n  ${broken.join("\n  ")}`);
    process.exit(1);
  }
  console.log("\nAll budgets kept.");
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
