// The JSX runtime as ES bindings (src/app/replacements/jsx-runtime.ts says why): every import of
// `react/jsx-runtime` resolves to that module, except its own import of React's.
import path from "node:path";
import type { Plugin } from "esbuild";
import { root } from "./paths";

export const JSX_RUNTIME = path.join(root, "src/app/replacements/jsx-runtime.ts");

export const esModuleJsxRuntime: Plugin = {
  name: "es-module-jsx-runtime",
  setup(build) {
    build.onResolve({ filter: /^react\/jsx-runtime$/ }, ({ importer }) =>
      importer === JSX_RUNTIME ? undefined : { path: JSX_RUNTIME },
    );
  },
};
