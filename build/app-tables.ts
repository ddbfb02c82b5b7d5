// The app's tables the build plans by, read from the code the bundle runs: each route's screen
// (src/app/screens.ts) and the import() calls that run at mount (src/app/mount-imports.ts). The
// build bundles the tables for Node with every import() answering the path of the module it names
// and React's lazy() handing back its loader, then calls the loaders.
import * as esbuild from "esbuild";
import type { MountImport } from "../src/app/mount-imports";
import { ROUTES } from "../src/lib/routes";
import { onDynamicImport } from "./dynamic-imports";
import { fromRoot, root } from "./paths";

export interface MountPart {
  /** The routes on which the import() runs at mount. */
  routes: Set<string>;
  /** Only where this media query matches; null: everywhere. */
  media: string | null;
}

export interface AppTables {
  /** Route name → its screen's module, in the table's order. */
  screens: [string, string][];
  /** Module → where an import() of it runs at mount. */
  mountImports: Map<string, MountPart>;
}

const MODULE_PATH = "module-path";

/** Every import() resolves to a module whose default export is the path of the one it names. */
const importsAnswerTheirPath: esbuild.Plugin = {
  name: "imports-answer-their-path",
  setup(build) {
    onDynamicImport(build, (resolved) => ({ path: fromRoot(resolved.path), namespace: MODULE_PATH }));
    build.onLoad({ filter: /.*/, namespace: MODULE_PATH }, ({ path }) => ({
      contents: `export default ${JSON.stringify(path)};`,
      loader: "js",
    }));
  },
};

/** The path of the module a loader of the tables imports. */
async function moduleOf(load: () => Promise<unknown>): Promise<string> {
  const module = (await load()) as { default?: unknown };
  if (typeof module.default !== "string")
    throw new Error(`${load}: a table's loader returns its import() as is`);
  return module.default;
}

/** Reads the tables from the app's code, as the bundle runs them. */
export async function readAppTables(): Promise<AppTables> {
  const { outputFiles } = await esbuild.build({
    absWorkingDir: root,
    stdin: {
      contents: `export { SCREENS } from "./src/app/screens.ts";
        export { MOUNT_IMPORTS } from "./src/app/mount-imports.ts";`,
      resolveDir: root,
      loader: "ts",
    },
    bundle: true,
    format: "esm",
    platform: "node",
    alias: { react: "./build/react-for-tables.ts" },
    plugins: [importsAnswerTheirPath],
    write: false,
    logLevel: "warning",
  });
  const code = Buffer.from(outputFiles[0]?.contents ?? []).toString("base64");
  const tables = (await import(`data:text/javascript;base64,${code}`)) as {
    /** Route → its screen's loader (lazy() hands it back here). */
    SCREENS: Record<string, () => Promise<unknown>>;
    MOUNT_IMPORTS: readonly MountImport[];
  };
  const screens: [string, string][] = [];
  for (const [name, load] of Object.entries(tables.SCREENS)) screens.push([name, await moduleOf(load)]);
  const mountImports = new Map<string, MountPart>();
  for (const { load, on, media } of tables.MOUNT_IMPORTS) {
    const routes = new Set<string>(ROUTES.map((r) => r.name).filter((name) => on(name)));
    mountImports.set(await moduleOf(load), { routes, media: media ?? null });
  }
  return { screens, mountImports };
}
