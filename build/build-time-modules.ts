// Modules named `*.at-build.ts` derive data from larger tables (the slim country lists from the
// country table, say): the bundle carries their results, computed here, not their code and the
// tables they read. Tests and the host run the modules themselves, so both see the same values.
import { pathToFileURL } from "node:url";
import type { Plugin } from "esbuild";

export function buildTimeModules(): Plugin {
  return {
    name: "build-time-modules",
    setup(build) {
      build.onLoad({ filter: /\.at-build\.ts$/ }, async ({ path: file }) => {
        const values: Record<string, unknown> = await import(pathToFileURL(file).href);
        const lines = Object.entries(values).map(([name, value]) => {
          const json = JSON.stringify(value);
          if (json === undefined) throw new Error(`${file}: ${name} is not data (JSON)`);
          return `export const ${name} = ${json};`;
        });
        return { contents: lines.join("\n"), loader: "js" };
      });
    },
  };
}
