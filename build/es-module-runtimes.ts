// React and its JSX runtime as ES bindings (src/app/replacements/react.ts and jsx-runtime.ts say
// why): the app's own imports of `react` and `react/jsx-runtime` resolve to those modules, which
// alone import React's. Packages (react-dom, wouter, jotai) keep importing React as they do.
// react-dom/client's import of `react-dom` resolves to the internals the two share
// (src/app/replacements/react-dom.ts), without react-dom's own functions, which the app never calls.
import path from "node:path";
import type { Plugin } from "esbuild";
import { root } from "./paths";

const replacement = (file: string) => path.join(root, "src/app/replacements", file);

/** What an import of React's is resolved to: bare specifier → the module of ES bindings. */
export const ES_MODULE_RUNTIMES: Readonly<Record<string, string>> = {
  react: replacement("react.ts"),
  "react/jsx-runtime": replacement("jsx-runtime.ts"),
};

/**
 * React's packages by their production builds: each package's index only picks that build by
 * NODE_ENV, and react-dom/client's first runs a check that only React DevTools reads.
 */
const PRODUCTION_BUILDS: Readonly<Record<string, string>> = {
  react: "react.production.js",
  "react/jsx-runtime": "react-jsx-runtime.production.js",
  "react-dom/client": "react-dom-client.production.js",
  scheduler: "scheduler.production.js",
};

const replacements = new Set(Object.values(ES_MODULE_RUNTIMES));
const fromPackage = (importer: string) => importer.split(path.sep).includes("node_modules");

export const esModuleRuntimes: Plugin = {
  name: "es-module-runtimes",
  setup(build) {
    // react-dom/client's import of react-dom, for the internals they share (replacements/react-dom.ts).
    build.onResolve({ filter: /^react-dom$/ }, () => ({ path: replacement("react-dom.ts") }));
    build.onResolve({ filter: /^(react(\/jsx-runtime)?|react-dom\/client|scheduler)$/ }, async (args) => {
      const { path: specifier, importer, pluginData } = args;
      const to = ES_MODULE_RUNTIMES[specifier];
      if (to && !replacements.has(importer) && !fromPackage(importer)) return { path: to };
      if (pluginData === PRODUCTION_BUILDS) return undefined;
      // The package's index as esbuild finds it, then its production build beside it.
      const index = await build.resolve(specifier, {
        kind: args.kind,
        importer,
        resolveDir: args.resolveDir,
        pluginData: PRODUCTION_BUILDS,
      });
      if (index.errors.length > 0) return { errors: index.errors };
      return { path: path.join(path.dirname(index.path), "cjs", PRODUCTION_BUILDS[specifier] as string) };
    });
  },
};
