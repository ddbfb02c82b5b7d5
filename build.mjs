// Builds the bundle into dist/ and reports gzip sizes against the budgets of the guide.
// `node build.mjs` builds once and exits non-zero when a budget is broken; dev.ts plans the chunks
// once (`planChunks`) and imports `bundleOptions` and `writeManifest` to rebuild on change.
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
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
// - code several routes share, one chunk per set of routes that load it at mount (e.g. the
//   reviews widget of the product and shop pages): planChunks() groups modules by those routes and
//   makes every lazily loaded module that touches a group import all of it, so esbuild emits each
//   group as one chunk instead of one per combination of importers;
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
 * Plans the chunks (the rule above) from a first build's module graph: fills `extraImports` so
 * that the code shared by a set of screens lands in one chunk. Returns the number of groups.
 */
export async function planChunks() {
  extraImports.clear();
  await loadMountImports();
  const { metafile } = await esbuild.build({ ...bundleOptions, write: false, sourcemap: false });
  const inputs = metafile.inputs;
  const shell = inputClosure(inputs, "src/main.tsx");
  const lazyEntries = new Set(
    Object.values(inputs).flatMap((input) =>
      input.imports.filter((i) => i.kind === "dynamic-import" && !i.external).map((i) => i.path),
    ),
  );
  const closures = new Map([...lazyEntries].map((e) => [e, inputClosure(inputs, e)]));
  // What each route loads at mount: its screen and the import() calls that run there.
  const atMount = new Map(
    screenFiles().map(([name, screen]) => {
      const modules = new Set(closures.get(screen) ?? []);
      for (const [module, { routes }] of mountImports) {
        if (routes.has(name)) for (const f of closures.get(module) ?? []) modules.add(f);
      }
      return [name, modules];
    }),
  );
  // Modules by the set of routes that need them at mount (outside the shell).
  const groups = new Map();
  for (const modules of atMount.values()) {
    for (const file of modules) {
      if (shell.has(file) || lazyEntries.has(file) || !file.startsWith("src/") || !isCode(file)) continue;
      const users = [...atMount.keys()].filter((route) => atMount.get(route).has(file)).join(",");
      if (!groups.has(users)) groups.set(users, new Set());
      groups.get(users).add(file);
    }
  }
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
  for (const members of groups.values()) {
    for (const [entry, closure] of closures) {
      if (![...members].some((m) => closure.has(m))) continue;
      const key = path.join(root, entry);
      const list = extraImports.get(key) ?? [];
      for (const m of members) list.push(path.join(root, m));
      extraImports.set(key, list);
    }
  }
  return groups.size;
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

async function main() {
  rmSync(distDir, { recursive: true, force: true });
  await planChunks();
  const result = await esbuild.build(bundleOptions);
  const broken = reportSizes(writeManifest(result.metafile, await writeStylesheet()));
  writeFileSync(path.join(distDir, "meta.json"), JSON.stringify(result.metafile));
  if (broken.length > 0) {
    console.error(`\nBudget broken (the guide's budget table):\n  ${broken.join("\n  ")}`);
    process.exit(1);
  }
  console.log("\nAll budgets kept.");
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
