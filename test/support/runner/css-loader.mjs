// Node cannot import stylesheets; in tests a .css import is an empty module (esbuild bundles them).
export async function load(url, context, nextLoad) {
  if (url.endsWith(".css")) return { format: "module", source: "", shortCircuit: true };
  return nextLoad(url, context);
}
