// What the build's plugins do with each import() of the code: resolve it as esbuild would, then
// answer with their own result.
import type { OnResolveResult, PluginBuild, ResolveResult } from "esbuild";

/** Resolves every import() and returns `answer`'s result for it (esbuild's, on an error). */
export function onDynamicImport(
  build: PluginBuild,
  answer: (resolved: ResolveResult) => OnResolveResult,
): void {
  build.onResolve({ filter: /.*/ }, async ({ kind, path, resolveDir, importer, pluginData }) => {
    if (kind !== "dynamic-import" || pluginData?.resolving) return undefined;
    const resolved = await build.resolve(path, {
      kind,
      resolveDir,
      importer,
      pluginData: { resolving: true },
    });
    return resolved.errors.length > 0 ? resolved : answer(resolved);
  });
}
