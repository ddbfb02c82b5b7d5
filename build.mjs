// Builds the bundle into dist/ and reports gzip sizes against the JS-at-idle budgets.
// `node build.mjs` builds once and exits non-zero when a budget is broken; dev.ts imports
// `bundleOptions` and `writeManifest` to rebuild on change.
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
export const BUDGETS = { initialJs: 85 * KIB, routeChunk: 15 * KIB, css: 15 * KIB };

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

// Every module loaded with import() also imports src/app/shared-chunk.ts (see there), so the code
// the chunks share lands in one chunk. Prepended on the first line: source maps keep their lines.
const SHARED_CHUNK = path.join(root, "src/app/shared-chunk.ts");
/** @type {import('esbuild').Plugin} */
const oneSharedChunk = {
  name: "one-shared-chunk",
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
      const source = readFileSync(file, "utf8");
      return {
        contents: `import ${JSON.stringify(SHARED_CHUNK)};${source}`,
        loader: file.endsWith(".tsx") ? "tsx" : "ts",
      };
    });
  },
};

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
  sourcemap: "linked",
  metafile: true,
  target: ["es2022", "chrome110", "safari16", "firefox110"],
  jsx: "automatic",
  define: { "process.env.NODE_ENV": '"production"' },
  legalComments: "none",
  plugins: [replaceModules, collectStylesheets, oneSharedChunk],
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
  for (const [name, source] of screenFiles()) {
    const chunk = files.find((f) => outputs[f].entryPoint === source && f.endsWith(".js"));
    if (!chunk) throw new Error(`route ${name}: no chunk for ${source}`);
    routes[name] = [...staticClosure(outputs, chunk)].filter((f) => !entryClosure.has(f));
  }
  const manifest = {
    entry: rel(entry),
    css: stylesheet ? [rel(stylesheet)] : [],
    preload: [...entryClosure].filter((f) => f !== entry).map(rel),
    routes: Object.fromEntries(Object.entries(routes).map(([n, fs]) => [n, fs.map(rel)])),
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

/** Prints every output's gzip size and each route's initial JS; returns the broken budgets. */
export function reportSizes({ files, entryClosure, routes, css }) {
  const sizes = new Map(files.map((f) => [f, gzipSize(f)]));
  const sum = (list) => [...list].reduce((total, f) => total + (sizes.get(f) ?? 0), 0);
  const broken = [];
  console.log("gzip size of each output:");
  for (const f of [...files].sort()) console.log(`  ${kib(sizes.get(f)).padStart(10)}  ${rel(f)}`);
  const initialBase = sum(entryClosure);
  console.log(`\ninitial JS per route (entry and its static chunks: ${kib(initialBase)}):`);
  for (const [name, lazyFiles] of Object.entries(routes)) {
    const lazy = sum(lazyFiles);
    const initial = initialBase + lazy;
    console.log(
      `  ${name.padEnd(20)} initial ${kib(initial).padStart(9)}   route chunk ${kib(lazy).padStart(8)}`,
    );
    if (initial > BUDGETS.initialJs)
      broken.push(`${name}: initial JS ${kib(initial)} > ${kib(BUDGETS.initialJs)}`);
    if (lazy > BUDGETS.routeChunk)
      broken.push(`${name}: route chunk ${kib(lazy)} > ${kib(BUDGETS.routeChunk)}`);
  }
  const cssSize = css ? sizes.get(css) : 0;
  console.log(`\nCSS ${kib(cssSize)} (budget ${kib(BUDGETS.css)})`);
  if (cssSize > BUDGETS.css) broken.push(`CSS ${kib(cssSize)} > ${kib(BUDGETS.css)}`);
  return broken;
}

async function main() {
  rmSync(distDir, { recursive: true, force: true });
  const result = await esbuild.build(bundleOptions);
  const broken = reportSizes(writeManifest(result.metafile, await writeStylesheet()));
  writeFileSync(path.join(distDir, "meta.json"), JSON.stringify(result.metafile));
  if (broken.length > 0) {
    console.error(`\nJS-at-idle budget broken:\n  ${broken.join("\n  ")}`);
    process.exit(1);
  }
  console.log("\nAll budgets kept.");
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
