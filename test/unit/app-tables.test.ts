// The build reads the app's tables from the code the bundle runs (build/app-tables.ts): each
// route's screen from src/app/screens.ts, and the import() calls that run at mount from
// src/app/mount-imports.ts, each as the module its import() loads.
import { existsSync } from "node:fs";
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

test.run();
