// The build reads the app's tables from the code the bundle runs (build/app-tables.ts): each
// route's screen from src/app/screens.ts, and the import() calls that run at mount from
// src/app/mount-imports.ts, each as the module its import() loads.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { readAppTables } from "../../build/app-tables";
import { root } from "../../build/paths";
import { DESKTOP_QUERY } from "../../src/lib/media-queries";
import { ROUTES } from "../../src/lib/routes";

const tables = readAppTables();

test("every route's screen, in the table's order, as the module its import() loads", async () => {
  const { screens } = await tables;
  assert.equal(screens.map(([name]) => name).sort(), ROUTES.map((route) => route.name).sort());
  const screenOf = new Map(screens);
  assert.is(screens[0]?.[0], "home");
  assert.is(screenOf.get("home"), "src/features/home/HomeScreen.tsx");
  assert.is(screenOf.get("productDisputeNew"), "src/features/disputes/NewDisputeScreen.tsx");
  assert.is(screenOf.get("shopDisputeNew"), "src/features/disputes/NewDisputeScreen.tsx");
  for (const [, module] of screens) assert.ok(existsSync(path.join(root, module)), module);
});

test("the import() calls at mount: the routes that run them and the desktop query", async () => {
  const { mountImports } = await tables;
  assert.equal(
    [...mountImports.keys()],
    [
      "src/features/navbar/CategoryBanner.tsx",
      "src/features/navbar/DesktopActions.tsx",
      "src/features/search/CategorySelect.tsx",
    ],
  );
  const banner = mountImports.get("src/features/navbar/CategoryBanner.tsx");
  assert.ok(banner?.routes.has("home") && banner.routes.has("product"));
  assert.not.ok(banner?.routes.has("PageSearch") || banner?.routes.has("categoryShow"));
  assert.is(mountImports.get("src/features/navbar/DesktopActions.tsx")?.routes.size, ROUTES.length);
  assert.equal(
    [...(mountImports.get("src/features/search/CategorySelect.tsx")?.routes ?? [])],
    ["PageSearch"],
  );
  for (const part of mountImports.values()) assert.is(part.media, DESKTOP_QUERY);
});

test("no module imports a screen statically: it would be a chunk of its own on both routes", async () => {
  const { screens } = await tables;
  const screenFiles = new Set(screens.map(([, module]) => module));
  const sources = readdirSync(path.join(root, "src"), { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => path.join("src", file));
  const importedScreens: string[] = [];
  for (const file of sources) {
    const text = readFileSync(path.join(root, file), "utf8");
    // Static imports and re-exports (`from "…"`); import() is how a screen is meant to load.
    for (const [, specifier] of text.matchAll(/\bfrom\s+"(\.{1,2}\/[^"]+)"/g)) {
      const base = path.join(path.dirname(file), specifier as string);
      const target = [`${base}.tsx`, `${base}.ts`, base].find((f) => screenFiles.has(f));
      if (target) importedScreens.push(`${file} imports ${target}`);
    }
  }
  assert.equal(importedScreens, []);
});

test.run();
