// esbuild's options for the bundle, without the plugins (bundle.ts adds them).
import type { BuildOptions } from "esbuild";
import { assetsDir, root } from "./paths";

export const TARGET = ["es2022", "chrome110", "safari16", "firefox110"];

/** The entry: the shell every page runs (its static imports are the entry's closure). */
export const ENTRY = "src/main.tsx";

export const bundleOptions = {
  absWorkingDir: root,
  entryPoints: { main: ENTRY },
  outdir: assetsDir,
  // No publicPath: chunk imports stay relative to the importing file, so the same dist/assets works
  // under any folder or origin (a Rails app's public/reviews-bundle/, an asset host, a CDN).
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
  target: TARGET,
  jsx: "automatic",
  // Dependencies of dependencies the bundle does not need, each replaced by a line of its own. An
  // alias matches the import as written (wouter's) and its subpaths.
  alias: {
    "use-sync-external-store/shim/index.js": "./src/app/replacements/use-sync-external-store.ts",
    regexparam: "./src/app/replacements/regexparam.ts",
  },
  // jotai tells its development checks and warnings apart by Vite's import.meta.env.MODE, which
  // a browser leaves undefined: without these two they would ship and run on every page.
  define: {
    "process.env.NODE_ENV": '"production"',
    "import.meta.env": "true",
    "import.meta.env.MODE": '"production"',
  },
  legalComments: "none",
  charset: "utf8",
  logLevel: "warning",
} satisfies BuildOptions;
