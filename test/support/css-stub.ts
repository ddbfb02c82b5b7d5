// Component tests import components that import their CSS; Node has no loader for CSS, so
// `.css` modules load as empty modules. Import this first and load the components dynamically
// (static imports are linked before any module runs).
import { register } from "node:module";

const loader = `export async function load(url, context, next) {
  if (url.endsWith(".css")) return { format: "module", source: "", shortCircuit: true };
  return next(url, context);
}`;
register(`data:text/javascript,${encodeURIComponent(loader)}`);
