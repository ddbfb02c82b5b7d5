// npm start builds with `node build.mjs --quiet`: the size table is left out, never the budgets. A
// route over its budget is reported as broken whether or not the table is printed.
import { randomBytes } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { root } from "../../build/paths";
import { reportSizes } from "../../build/size-report";

const test = suite("quiet build");

/** A script of `bytes` random bytes (gzip cannot shrink it), as a path under the repository. */
function script(name: string, bytes: number): string {
  const folder = "node_modules/.cache/quiet-build";
  mkdirSync(path.join(root, folder), { recursive: true });
  writeFileSync(path.join(root, folder, name), randomBytes(bytes));
  return `${folder}/${name}`;
}

/** What console.log printed while `run` ran, and what it returned. */
function printed<T>(run: () => T): { lines: string[]; value: T } {
  const lines: string[] = [];
  const log = console.log;
  console.log = (...parts: unknown[]) => void lines.push(parts.join(" "));
  try {
    return { lines, value: run() };
  } finally {
    console.log = log;
  }
}

test("a route over its budget is broken with the table printed and without it", () => {
  const entry = script("entry.js", 1000);
  const heavy = script("home.js", 200 * 1024);
  const report = {
    files: [entry, heavy],
    entry,
    entryClosure: new Set([entry]),
    routes: { home: [heavy] },
    css: null,
    locales: {},
    early: "",
    badges: "",
    productReviews: { script: "", rest: "", css: "" },
  };
  const loud = printed(() => reportSizes(report));
  const quiet = printed(() => reportSizes(report, false));
  assert.ok(loud.lines.length > 3, "npm run build prints the table");
  assert.equal(quiet.lines, [], "npm start's build prints none of it");
  assert.ok(
    quiet.value.some((broken) => broken.includes("home")),
    `the home page's budget is broken either way (${quiet.value.join("; ")})`,
  );
  assert.equal(quiet.value, loud.value);
});

test("the reviews on a shop's product page: their entry over its budget is broken, and the rest over the product page's", () => {
  const entry = script("entry.js", 1000);
  const productReviews = {
    script: script("product-reviews.js", 13 * 1024),
    rest: script("rest.js", 96 * 1024),
    css: "",
  };
  const report = {
    files: [entry, productReviews.script, productReviews.rest],
    entry,
    entryClosure: new Set([entry]),
    routes: {},
    css: null,
    locales: {},
    early: "",
    badges: "",
    productReviews,
  };
  const broken = reportSizes(report, false);
  assert.ok(
    broken.some((line) => line.includes("until near")),
    `the entry, loaded before they are near (${broken.join("; ")})`,
  );
  assert.ok(
    broken.some((line) => line.includes("once near")),
    `the rest (${broken.join("; ")})`,
  );
});

test.run();
