// A page fetches exactly the scripts the build says it loads without interaction: the entry, the
// shared chunk and its route's chunks (dist/manifest.json), plus on a desktop-wide screen the
// parts only such a screen shows. An import() that runs at mount and is
// not declared in src/app/mount-imports.ts shows up here as a script the manifest does not name.
import { readFileSync } from "node:fs";
import path from "node:path";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { distDir } from "../../fixtures/host/config";
import { DESKTOP_QUERY } from "../../src/lib/media-queries";
import { matchRoute } from "../../src/lib/route-match";
import { openSession } from "../support/browser";

const test = suite("scripts at idle");

interface Manifest {
  entry: string;
  preload: string[];
  routes: Record<string, string[]>;
  /** Parts that load only where a media query matches, by route. */
  media: Record<string, Record<string, string[]>>;
}

const PAGES = [
  "/reviews",
  "/reviews/search?q=kettle",
  "/reviews/stores/lucky-gear/products/lucky-vintage-aquarium-kit-oak",
  "/reviews/stores/lucky-gear",
  "/reviews/categories/kettles",
];

test("each page fetches the scripts of its manifest row, no more and no fewer", async () => {
  const manifest = JSON.parse(readFileSync(path.join(distDir, "manifest.json"), "utf8")) as Manifest;
  for (const viewport of ["mobile", "desktop"] as const) {
    for (const pagePath of PAGES) {
      const { page, url, context } = await openSession({ viewport });
      const fetched = new Set<string>();
      page.on("request", (request) => {
        if (request.resourceType() === "script") fetched.add(new URL(request.url()).pathname.slice(1));
      });
      await page.goto(url(pagePath), { waitUntil: "networkidle" });
      const route = matchRoute(new URL(pagePath, "http://host").pathname)?.route.name ?? "";
      const desktopOnly = viewport === "desktop" ? (manifest.media[DESKTOP_QUERY]?.[route] ?? []) : [];
      const expected = [
        manifest.entry,
        ...manifest.preload,
        ...(manifest.routes[route] ?? []),
        ...desktopOnly,
      ];
      assert.ok(expected.length >= 3, `${route}: the manifest names its chunks`);
      const extra = [...fetched].filter((f) => !expected.includes(f));
      const missing = expected.filter((f) => !fetched.has(f));
      assert.equal({ extra, missing }, { extra: [], missing: [] }, `${viewport} ${pagePath}`);
      await context.close();
    }
  }
});

test("hovering 'Filter by' fetches the sidebar's code before the click", async () => {
  const { page, url, context } = await openSession({ viewport: "desktop" });
  await page.goto(url("/reviews/search?q=kettle"), { waitUntil: "networkidle" });
  const button = page.getByRole("button", { name: /^Filter by/ });
  const fetched = page.waitForRequest((request) => request.resourceType() === "script", { timeout: 5000 });
  await button.hover();
  assert.match((await fetched).url(), /\/assets\/chunk-\w+\.js$/);
  await button.click();
  await page.getByRole("dialog", { name: "Filter by" }).waitFor();
  await context.close();
});

test.run();
