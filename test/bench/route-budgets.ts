// The JS-at-idle table of the guide, measured in Chromium (route-scripts.ts) beside the build's
// own figure for the same route (dist/manifest.json, gzip of each file as the host sends it).
// A row is broken when the browser's figure exceeds the route's budget in bytes or scripts, or
// when the two figures differ by more than 2 KiB (the build would then be counting the wrong
// thing: an import() that runs at mount, or a chunk the page does not need).
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { routeBudget } from "../../build/budgets";
import { distDir } from "../../fixtures/host/config";
import { openDatabase } from "../../fixtures/host/db/database";
import { matchRoute } from "../../src/lib/route-match";
import { heaviestProductPath, heaviestStorePath } from "../support/data/heaviest-pages";
import type { Account, BudgetPage } from "../support/screens/signed-in-pages";
import { measureRouteScripts } from "./route-scripts";

/**
 * A guest's page of each kind the guide names: home, search, the heaviest product and the heaviest
 * store in `dataDir`'s data, categories, login.
 */
export function guestPages(dataDir: string): BudgetPage[] {
  const db = openDatabase(dataDir, { readonly: true });
  try {
    return [
      "/reviews",
      "/reviews/search?q=kettle",
      heaviestProductPath(db),
      heaviestStorePath(db),
      "/reviews/categories",
      "/reviews/categories/kettles",
      "/reviews/store_search?q=lucky",
      "/login",
    ].map((path) => ({ path }));
  } finally {
    db.close();
  }
}

const AGREEMENT_BYTES = 2 * 1024;

interface Manifest {
  entry: string;
  preload: string[];
  routes: Record<string, string[]>;
}

export interface BudgetRow {
  path: string;
  as?: Account;
  route: string;
  bytes: number;
  scripts: number;
  buildBytes: number;
  buildScripts: number;
  budget: { bytes: number; scripts: number };
  problems: string[];
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** What the build says the route loads without interaction: the entry, its chunks and the route's. */
function buildFigure(route: string): { bytes: number; scripts: number } {
  const manifest = JSON.parse(readFileSync(path.join(distDir, "manifest.json"), "utf8")) as Manifest;
  const files = [manifest.entry, ...manifest.preload, ...(manifest.routes[route] ?? [])];
  const bytes = files.reduce(
    (sum, file) => sum + gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length,
    0,
  );
  return { bytes, scripts: files.length };
}

/** Checks one measured row against its budget and the build's figure. */
export function checkRow(
  row: Omit<BudgetRow, "problems" | "budget">,
  budget: { bytes: number; scripts: number },
): string[] {
  const problems: string[] = [];
  if (row.bytes > budget.bytes) problems.push(`${kib(row.bytes)} > ${kib(budget.bytes)}`);
  if (row.scripts > budget.scripts) problems.push(`${row.scripts} scripts > ${budget.scripts}`);
  if (Math.abs(row.bytes - row.buildBytes) > AGREEMENT_BYTES)
    problems.push(`the build says ${kib(row.buildBytes)}: more than 2 KiB apart`);
  return problems;
}

export async function measureBudgetTable(base: string, pages: readonly BudgetPage[]) {
  const measured = await measureRouteScripts(base, pages);
  return measured.map((m): BudgetRow => {
    const route = matchRoute(new URL(m.path, base).pathname)?.route.name ?? "unknown";
    const figure = buildFigure(route);
    const budget = routeBudget(route);
    const row = {
      path: m.path,
      ...(m.as ? { as: m.as } : {}),
      route,
      bytes: m.bytes,
      scripts: m.scripts.length,
      buildBytes: figure.bytes,
      buildScripts: figure.scripts,
    };
    return { ...row, budget, problems: checkRow(row, budget) };
  });
}

export function printBudgetTable(rows: BudgetRow[]): void {
  console.log("JS at idle, Chromium (Lighthouse mobile profile, empty cache, until network idle), gzip:");
  console.log(
    `  ${"route".padEnd(18)} ${"visitor".padEnd(10)} ${"browser".padStart(16)} ${"build".padStart(16)}   budget`,
  );
  for (const row of rows) {
    const browser = `${kib(row.bytes)} in ${row.scripts}`;
    const build = `${kib(row.buildBytes)} in ${row.buildScripts}`;
    const budget = `${kib(row.budget.bytes)} in ${row.budget.scripts}`;
    const verdict = row.problems.length ? `BROKEN: ${row.problems.join("; ")}` : "kept";
    console.log(
      `  ${row.route.padEnd(18)} ${(row.as ?? "guest").padEnd(10)} ${browser.padStart(16)} ${build.padStart(16)}   ${budget}  ${verdict}   ${row.path}`,
    );
  }
}
