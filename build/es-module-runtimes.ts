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

const replacements = new Set(Object.values(ES_MODULE_RUNTIMES));
const fromPackage = (importer: string) => importer.split(path.sep).includes("node_modules");

export const esModuleRuntimes: Plugin = {
  name: "es-module-runtimes",
  setup(build) {
    // react-dom/client's import of react-dom, for the internals they share (replacements/react-dom.ts).
    build.onResolve({ filter: /^react-dom$/ }, () => ({ path: replacement("react-dom.ts") }));
    build.onResolve({ filter: /^react(\/jsx-runtime)?$/ }, ({ path: specifier, importer }) => {
      if (replacements.has(importer) || fromPackage(importer)) return undefined;
      const to = ES_MODULE_RUNTIMES[specifier];
      return to ? { path: to } : undefined;
    });
  },
};
