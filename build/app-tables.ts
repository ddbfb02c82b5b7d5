// The app's tables the build plans by: each route's screen (src/app/screens.ts) and the import()
// calls that run at mount (src/app/mount-imports.ts).
import { readFileSync } from "node:fs";
import path from "node:path";
import * as esbuild from "esbuild";
import type { MountImport } from "../src/app/mount-imports";
import type { RouteDef } from "../src/lib/routes";
import { root } from "./paths";

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

export async function readAppTables(): Promise<AppTables> {
  return { screens: screenFiles(), mountImports: await loadMountImports() };
}

// Route name → screen source file, from the lazy table in src/app/screens.ts.
function screenFiles(): [string, string][] {
  const source = readFileSync(path.join(root, "src/app/screens.ts"), "utf8");
  const pattern = /^\s*(\w+): lazy\(\(\) => import\("([^"]+)"\)\),?$/gm;
  return [...source.matchAll(pattern)].map(([, name = "", spec = ""]) => {
    const file = path.normalize(path.join("src/app", spec));
    return [name, `${file.split(path.sep).join("/")}.tsx`];
  });
}

/** Evaluates src/app/mount-imports.ts (bundled for Node). */
async function loadMountImports(): Promise<Map<string, MountPart>> {
  const { outputFiles } = await esbuild.build({
    stdin: {
      contents: `export { MOUNT_IMPORTS } from "./src/app/mount-imports.ts";
        export { ROUTES } from "./src/lib/routes.ts";`,
      resolveDir: root,
      loader: "ts",
    },
    bundle: true,
    format: "esm",
    platform: "neutral",
    write: false,
    logLevel: "warning",
  });
  const code = Buffer.from(outputFiles[0]?.contents ?? []).toString("base64");
  const { MOUNT_IMPORTS, ROUTES } = (await import(`data:text/javascript;base64,${code}`)) as {
    MOUNT_IMPORTS: readonly MountImport[];
    ROUTES: readonly RouteDef[];
  };
  const parts = new Map<string, MountPart>();
  for (const { module, on, media } of MOUNT_IMPORTS) {
    const routes = new Set(ROUTES.map((r) => r.name).filter((name) => on(name)));
    parts.set(module, { routes, media: media ?? null });
  }
  return parts;
}
