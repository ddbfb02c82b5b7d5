// The reference host's bundle, dist/host/start.mjs: npm start's server (fixtures/host/start.ts)
// in one file for Node, its packages left to node_modules. A process loading the host from the
// TypeScript sources through tsx compiles every file before it answers, which costs about twice the
// CPU of loading the bundle: npm start and its workers, and each host process a test or benchmark
// starts, pay that.
// Two levels below the project, as fixtures/host/config.ts is, so its projectRoot holds for both.
import path from "node:path";
import type { BuildOptions } from "esbuild";
import { buildTimeModules } from "./build-time-modules";
import { distDir, root } from "./paths";

export const HOST_START = path.join(distDir, "host", "start.mjs");

export const hostBundleOptions: BuildOptions = {
  absWorkingDir: root,
  entryPoints: ["fixtures/host/start.ts"],
  outfile: HOST_START,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  // Readable in a stack trace; a server pays nothing for its size.
  minify: false,
  sourcemap: "linked",
  // The widget's styles, reached through shared modules, are the browser's business.
  loader: { ".css": "empty" },
  legalComments: "none",
  logLevel: "warning",
  // The badges' words, which the example shop's product page draws by its title, computed here:
  // read as it runs, they would be read from beside the bundle, where no catalogue is.
  plugins: [buildTimeModules()],
};
