// Node module hooks for component tests: a stylesheet import (the bundle's `import "./x.css"`)
// is an empty module here; esbuild handles the real thing.
export async function load(url, context, nextLoad) {
  if (url.endsWith(".css")) return { format: "module", source: "", shortCircuit: true };
  return nextLoad(url, context);
}
