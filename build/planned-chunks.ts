// How the chunk plan reaches esbuild, which has no option to place a module in a chunk: every
// lazily loaded module imports first, on its first line (so source maps keep their lines), the
// shared chunk and then the modules of each group it reaches (chunk-plan.ts). esbuild then emits
// what those imports share as one chunk, instead of one per combination of importers. Where each
// module landed: dist/meta.json (the inputs of each output).
import path from "node:path";
import type { Plugin } from "esbuild";
import { onDynamicImport } from "./dynamic-imports";
import { root } from "./paths";

/** What every page loads beside the entry (src/app/shared-chunk.ts lists what it adds). */
export const SHARED_CHUNK = path.join(root, "src/app/shared-chunk.ts");

/** Lazily loaded module → the modules it imports first, after the shared chunk (absolute paths). */
export type ChunkPlan = ReadonlyMap<string, readonly string[]>;

/**
 * `to` as `from` imports it: relative, so the build is the same wherever the project is checked out
 * (an absolute path lands in the source maps, which esbuild's chunk names hash, and with the names
 * the scripts' gzip sizes move by a few bytes from one folder to another).
 */
function relativeTo(from: string, to: string): string {
  const relative = path.relative(path.dirname(from), to).split(path.sep).join("/");
  return relative.startsWith(".") ? relative : `./${relative}`;
}

/** `read` gives a module's source as the other plugins would (its messages numbered). */
export function plannedChunks(plan: ChunkPlan, read: (file: string) => string): Plugin {
  return {
    name: "planned-chunks",
    setup(build) {
      const lazyModules = new Set<string>();
      build.onStart(() => lazyModules.clear());
      onDynamicImport(build, (resolved) => {
        lazyModules.add(resolved.path);
        return resolved;
      });
      build.onLoad({ filter: /\.tsx?$/ }, ({ path: file }) => {
        if (!lazyModules.has(file)) return undefined;
        const first = [SHARED_CHUNK, ...(plan.get(file) ?? [])];
        const imports = first.map((f) => `import ${JSON.stringify(relativeTo(file, f))};`).join("");
        return {
          contents: `${imports}${read(file)}`,
          loader: file.endsWith(".tsx") ? "tsx" : "ts",
        };
      });
    },
  };
}
