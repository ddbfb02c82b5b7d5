// dist/manifest.json: what the host page loads for each route (the entry with its preloads, the
// route's chunks, the stylesheet) and, apart, what loads only where a media query matches.
import { createHash } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Metafile } from "esbuild";
import { POLICY_PAGES } from "../src/features/footer/footer-links";
import type { AppTables } from "./app-tables";
import type { BadgesBuild } from "./badges-bundle";
import type { PressQueueScript } from "./early-script";
import type { EmbedBuild } from "./embed-bundle";
import { localeScripts } from "./messages";
import { ENTRY } from "./options";
import { distDir, inDist } from "./paths";

export interface Manifest {
  entry: string;
  css: string[];
  /** The entry's static imports: every page preloads them. */
  preload: string[];
  /** Route → the scripts a phone loads there beside the entry and its preloads. */
  routes: Record<string, string[]>;
  /** Media query → route → the scripts loaded there only where the query matches. */
  media: Record<string, Record<string, string[]>>;
  /** Language → its catalogue's script, preloaded beside the entry on a page in that language. */
  locales: Record<string, string>;
  /** The press queue: a page whose roots come rendered carries it inline, allowed by its hash. */
  early: PressQueueScript;
  /**
   * The footer's policy pages, by path: a host tells where each is (app_meta's policy_links), its
   * own page or the marketplace's (the Rails gem does, from the shop's routes).
   */
  policy_pages: string[];
  /**
   * The rating badges of a shop's own pages: a script and a stylesheet of their own, all a page
   * with only badges loads (src/badges/main.ts).
   */
  badges: { script: string; css: string };
  /**
   * The reviews on a shop's own product page (src/embed/main.ts): a script of its own and the
   * section's stylesheet (the widget's, but only what the section shows); it loads the rest of the
   * reviews (and the page's language's catalogue, `locales`) as they come near.
   */
  product_reviews: { script: string; css: string };
  /**
   * This build's id, which the render service's GET /health answers too: a host checks that the
   * bundle it serves and the service rendering its pages are one build (the Rails gem's
   * reviews_widget:check_build), since the browser adopts only the markup its own build renders.
   */
  build: string;
}

/** What the size report needs: paths relative to the project. */
export interface BuildReport {
  /** Every output, the stylesheet included. */
  files: string[];
  entry: string;
  entryClosure: Set<string>;
  routes: Record<string, string[]>;
  css: string | null;
  /** Language → its catalogue's script. */
  locales: Record<string, string>;
  /** The press queue's script, inline in a rendered page. */
  early: string;
  /** The rating badges' script. */
  badges: string;
  /** The scripts of the reviews on a shop's own product page. */
  productReviews: EmbedBuild;
}

type Outputs = Metafile["outputs"];

function staticClosure(outputs: Outputs, start: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const imp of outputs[file]?.imports ?? []) {
      if (imp.kind === "import-statement" && !imp.external) visit(imp.path);
    }
  };
  visit(start);
  return seen;
}

/**
 * The build's id: a digest of what the browser loads (the manifest's file names are digests of
 * their contents) and of the server's render bundle beside it (built at the same time by npm run
 * build; absent under npm run dev), so equal sources give equal ids wherever they are built.
 */
function buildId(manifest: Omit<Manifest, "build">): string {
  const hash = createHash("sha256").update(JSON.stringify(manifest));
  const serverRender = path.join(distDir, "server", "render.js");
  if (existsSync(serverRender)) hash.update(readFileSync(serverRender));
  return hash.digest("hex").slice(0, 16);
}

/** Writes dist/manifest.json for the host page and returns what the size report needs. */
export function writeManifest(
  metafile: Metafile,
  stylesheet: string | null,
  tables: AppTables,
  early: PressQueueScript,
  badges: BadgesBuild,
  productReviews: EmbedBuild,
): BuildReport {
  const outputs = metafile.outputs;
  const files = Object.keys(outputs).filter((f) => !f.endsWith(".map"));
  const chunkOf = (module: string) =>
    files.find((f) => outputs[f]?.entryPoint === module && f.endsWith(".js"));
  const entry = chunkOf(ENTRY);
  if (!entry) throw new Error("no entry output in the metafile");
  const entryClosure = staticClosure(outputs, entry);
  const routes: Record<string, string[]> = {};
  // Parts that load only where a media query matches: listed apart, outside the budget (a phone's).
  const media: Manifest["media"] = {};
  for (const [name, source] of tables.screens) {
    const chunk = chunkOf(source);
    if (!chunk) throw new Error(`route ${name}: no chunk for ${source}`);
    const loaded = new Set(staticClosure(outputs, chunk));
    for (const [module, part] of tables.mountImports) {
      if (!part.routes.has(name)) continue;
      const partChunk = chunkOf(module);
      if (!partChunk) throw new Error(`mount import ${module}: no chunk`);
      const partFiles = [...staticClosure(outputs, partChunk)].filter((f) => !entryClosure.has(f));
      if (!part.media) for (const f of partFiles) loaded.add(f);
      else {
        // Several parts may share a query on one route (the header's desktop actions and banner).
        const byRoute = media[part.media] ?? {};
        media[part.media] = byRoute;
        const listed = new Set(byRoute[name] ?? []);
        for (const f of partFiles) if (!loaded.has(f)) listed.add(inDist(f));
        byRoute[name] = [...listed];
      }
    }
    routes[name] = [...loaded].filter((f) => !entryClosure.has(f));
  }
  const manifest: Omit<Manifest, "build"> = {
    entry: inDist(entry),
    css: stylesheet ? [inDist(stylesheet)] : [],
    preload: [...entryClosure].filter((f) => f !== entry).map(inDist),
    routes: Object.fromEntries(Object.entries(routes).map(([n, fs]) => [n, fs.map(inDist)])),
    media,
    locales: localeScripts(),
    early,
    policy_pages: POLICY_PAGES.map((page) => page.href),
    badges: { script: inDist(badges.script), css: inDist(badges.css) },
    product_reviews: { script: inDist(productReviews.script), css: inDist(productReviews.css) },
  };
  const built: Manifest = { ...manifest, build: buildId(manifest) };
  writeFileSync(path.join(distDir, "manifest.json"), `${JSON.stringify(built, null, 2)}\n`);
  const locales = Object.fromEntries(
    Object.entries(manifest.locales).map(([code, f]) => [code, `dist/${f}`]),
  );
  const written = [
    ...files,
    ...Object.values(locales),
    ...(stylesheet ? [stylesheet] : []),
    badges.script,
    badges.css,
    productReviews.script,
    productReviews.rest,
    productReviews.css,
  ];
  return {
    files: written,
    entry,
    entryClosure,
    routes,
    css: stylesheet,
    locales,
    early: early.script,
    badges: badges.script,
    productReviews,
  };
}
