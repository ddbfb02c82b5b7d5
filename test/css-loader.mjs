// Component tests import components that import their stylesheets (esbuild bundles them); under
// Node a stylesheet is an empty module.
export async function load(url, context, nextLoad) {
  if (url.endsWith(".css")) return { format: "module", source: "", shortCircuit: true };
  return nextLoad(url, context);
}
