// The server's bundle, dist/server/render.js: the same sources for Node, one file (no chunks: every
// screen is there when a page is rendered), with each language's catalogue beside it as the
// browser's are. The reference host and the render service (npm run render-server) load it.
import path from "node:path";
import type { BuildOptions, Plugin } from "esbuild";
import { buildTimeModules } from "./build-time-modules";
import { messagesPlugin } from "./messages";
import { bundleOptions } from "./options";
import { distDir, root } from "./paths";

export const SERVER_DIR = path.join(distDir, "server");
export const SERVER_ENTRY = "src/server/render-page.tsx";

/** Modules with a server form of their own (name.server.tsx beside it, or in src/server/). */
const SERVER_FORMS: Record<string, string> = {
  "ui/lazy-part": "src/server/lazy-part.server.tsx",
  "lib/i18n/translate": "src/server/translate.server.ts",
  "features/search/NoScriptFilters": "src/server/no-script-filters.server.tsx",
};

const serverModules: Plugin = {
  name: "server-modules",
  setup(build) {
    for (const [module, serverForm] of Object.entries(SERVER_FORMS)) {
      const filter = new RegExp(`(^|/)${module.split("/").pop()}$`);
      // The server form itself may import the module it stands for (to share its code).
      build.onResolve({ filter }, ({ path: imported, resolveDir, importer }) =>
        path.resolve(resolveDir, imported).endsWith(`src/${module}`) &&
        importer !== path.join(root, serverForm)
          ? { path: path.join(root, serverForm) }
          : undefined,
      );
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
