// esbuild gives a lazy chunk's CSS a file of its own that no page would load. Every stylesheet
// imported from the code is collected instead, and bundled into one file for the host page's head
// (base styles, then shared widgets, then features; each file once). A stylesheet under src/ that
// no module imports reaches no page: the build fails on it, as on a broken budget.
import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import * as esbuild from "esbuild";
import { TARGET } from "./options";
import { assetsDir, fromRoot, root } from "./paths";

const LAYERS = ["src/styles/", "src/ui/", "src/widgets/", "src/"];
const layer = (file: string) => LAYERS.findIndex((prefix) => fromRoot(file).startsWith(prefix));

/** Where collected stylesheets go in the module graph: empty modules, so chunks carry no CSS. */
export const COLLECTED_CSS = "collected-css";

export interface Stylesheets {
  /** Collects the stylesheets a build imports (from its start: each rebuild collects anew). */
  plugin: esbuild.Plugin;
  /** Bundles what the last build collected into dist/assets/<name>-<hash>.css: its path, or null. */
  write(name?: string): Promise<string | null>;
  /** The stylesheets under `dir` (default src/) that the last build did not import, as the metafile names them. */
  unimported(dir?: string): string[];
  /** What the last build collected, bundled (without writing it), or null when it imported none. */
  bundle(): Promise<Uint8Array | null>;
  /** The stylesheets the last build imported, as the metafile names them. */
  imported(): string[];
}

export function collectStylesheets(): Stylesheets {
  const collected = new Set<string>();
  const plugin: esbuild.Plugin = {
    name: "collect-stylesheets",
    setup(build) {
      build.onStart(() => collected.clear());
      build.onResolve({ filter: /\.css$/ }, (args) => {
        if (args.kind !== "import-statement") return undefined;
        const file = path.resolve(args.resolveDir, args.path);
        collected.add(file);
        return { path: file, namespace: COLLECTED_CSS };
      });
      build.onLoad({ filter: /.*/, namespace: COLLECTED_CSS }, () => ({ contents: "", loader: "js" }));
    },
  };
  return {
    plugin,
    write: (name = "styles") => writeStylesheet([...collected], name),
    bundle: async () => (collected.size > 0 ? bundleStylesheets([...collected]) : null),
    imported: () => [...collected].map(fromRoot).sort(),
    unimported: (dir = path.join(root, "src")) =>
      readdirSync(dir, { recursive: true, encoding: "utf8" })
        .filter((file) => file.endsWith(".css"))
        .map((file) => path.join(dir, file))
        .filter((file) => !collected.has(file))
        .map(fromRoot)
        .sort(),
  };
}

/** The one stylesheet of `files`, in the page's order (base styles, then shared widgets, then features). */
export async function bundleStylesheets(files: string[]): Promise<Uint8Array> {
  const ordered = [...files].sort((a, b) => layer(a) - layer(b) || a.localeCompare(b));
  const result = await esbuild.build({
    stdin: {
      contents: ordered.map((f) => `@import ${JSON.stringify(f)};`).join("\n"),
      resolveDir: root,
      loader: "css",
    },
    bundle: true,
    minify: true,
    write: false,
    outfile: path.join(assetsDir, "styles.css"),
    target: TARGET,
    logLevel: "warning",
  });
  const css = result.outputFiles[0]?.contents;
  if (!css) throw new Error("the stylesheet build wrote nothing");
  return css;
}

async function writeStylesheet(collected: string[], name: string): Promise<string | null> {
  if (collected.length === 0) return null;
  const css = await bundleStylesheets(collected);
  const file = `${name}-${createHash("sha256").update(css).digest("hex").slice(0, 8).toUpperCase()}.css`;
  mkdirSync(assetsDir, { recursive: true });
  writeFileSync(path.join(assetsDir, file), css);
  return fromRoot(path.join(assetsDir, file));
}
