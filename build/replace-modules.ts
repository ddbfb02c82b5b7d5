// Dependencies of dependencies the bundle does not need, replaced by a line of its own (see there).
import path from "node:path";
import type { Plugin } from "esbuild";
import { root } from "./paths";

const REPLACEMENTS: [RegExp, string][] = [
  [/^use-sync-external-store\/shim/, "src/app/replacements/use-sync-external-store.ts"],
  [/^regexparam$/, "src/app/replacements/regexparam.ts"],
];

export const replaceModules: Plugin = {
  name: "replace-modules",
  setup(build) {
    for (const [filter, file] of REPLACEMENTS) {
      build.onResolve({ filter }, () => ({ path: path.join(root, file) }));
    }
  },
};
