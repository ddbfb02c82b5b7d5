// The server's bundle, dist/server/render.js: the same sources for Node, one file (no chunks: every
// screen is there when a page is rendered), with each language's catalogue beside it as the
// browser's are. The reference host and the render service (npm run render-server) load it.
import { readdirSync } from "node:fs";
import path from "node:path";
import type { BuildOptions, Plugin } from "esbuild";
import { buildTimeModules } from "./build-time-modules";
import { messagesPlugin } from "./messages";
import { bundleOptions } from "./options";
import { distDir, root } from "./paths";

export const SERVER_DIR = path.join(distDir, "server");
export const SERVER_ENTRY = "src/server/render-page.tsx";

const SERVER_FORMS_DIR = path.join(root, "src/server");
const SERVER_FORM = /^(.+)\.server\.tsx?$/;

/**
 * A module whose server form is src/server/<its file name>.server.tsx (lazy-part.server.tsx for
 * src/ui/lazy-part.ts) is that form in the server's bundle: found by its name, never listed.
 */
const serverModules: Plugin = {
  name: "server-modules",
  setup(build) {
    for (const file of readdirSync(SERVER_FORMS_DIR)) {
      const name = SERVER_FORM.exec(file)?.[1];
      if (!name) continue;
      const serverForm = path.join(SERVER_FORMS_DIR, file);
      // The server form itself may import the module it stands for (to share its code or types).
      build.onResolve({ filter: new RegExp(`(^|/)${name}$`) }, ({ path: imported, resolveDir, importer }) => {
        const module = path.resolve(resolveDir, imported);
        return importer !== serverForm &&
          module.startsWith(path.join(root, "src/")) &&
          path.dirname(module) !== SERVER_FORMS_DIR
          ? { path: serverForm }
          : undefined;
      });
    }
  },
};

export const serverBundleOptions: BuildOptions = {
  absWorkingDir: root,
  entryPoints: {
    render: SERVER_ENTRY,
    "render-service": "src/server/render-service.ts",
    "render-worker": "src/server/render-worker.ts",
  },
  outdir: SERVER_DIR,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  jsx: "automatic",
  // Readable in a stack trace; a server pays nothing for its size.
  minify: false,
  sourcemap: "linked",
  alias: bundleOptions.alias,
  define: bundleOptions.define,
  // The styles are the browser's business.
  loader: { ".css": "empty" },
  // React's server renderer is CommonJS that requires Node's own modules.
  banner: {
    js: 'import { createRequire } from "node:module"; const require = createRequire(import.meta.url);',
  },
  legalComments: "none",
  logLevel: "warning",
  plugins: [buildTimeModules(), messagesPlugin().plugin, serverModules],
};
