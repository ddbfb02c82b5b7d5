// The size report `npm run build` prints: every output's gzip size and, per route, the JS a page
// loads without interaction against its budget. `npm start` builds with the same budgets and
// prints none of the table (`node build.mjs --quiet`): only what is broken, if anything.
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { PSEUDO_LANGUAGE } from "../src/lib/i18n/languages";
import {
  BADGES_BUDGET,
  brokenRow,
  CATALOGUE_BUDGET,
  CSS_BUDGET,
  kib,
  PRESS_QUEUE_BUDGET,
  PRODUCT_REVIEWS_IDLE_BUDGET,
  routeBudget,
} from "./budgets";
import type { BuildReport } from "./manifest";
import { inDist, root } from "./paths";

const gzipSize = (file: string) => gzipSync(readFileSync(path.join(root, file)), { level: 9 }).length;

/**
 * Prints every output's gzip size and, per route, the JS a page loads without interaction (what
 * the browser fetches: the entry, the route's screen chunk and their static imports); returns
 * the broken budgets, which are checked whether or not the table is printed (`print`).
 */
export function reportSizes(
  { files, entryClosure, routes, css, locales, early, badges, productReviews }: BuildReport,
  print = true,
): string[] {
  const log = (line: string) => {
    if (print) console.log(line);
  };
  const sizes = new Map(files.map((f) => [f, gzipSize(f)]));
  const sum = (list: Iterable<string>) => [...list].reduce((total, f) => total + (sizes.get(f) ?? 0), 0);
  const broken: string[] = [];
  log("gzip size of each output:");
  for (const f of [...files].sort()) log(`  ${kib(sizes.get(f) ?? 0).padStart(10)}  ${inDist(f)}`);
  const base = sum(entryClosure);
  log(`\nJS at idle per route (entry and its static chunks: ${kib(base)} in ${entryClosure.size}):`);
  for (const [name, routeFiles] of Object.entries(routes)) {
    const row = { name, bytes: base + sum(routeFiles), scripts: entryClosure.size + routeFiles.length };
    const problem = brokenRow(row);
    const budget = routeBudget(name);
    log(
      `  ${name.padEnd(20)} ${kib(row.bytes).padStart(9)} in ${String(row.scripts).padStart(2)} scripts   budget ${kib(budget.bytes)} in ${budget.scripts}${problem ? "   BROKEN" : ""}`,
    );
    if (problem) broken.push(problem);
  }
  const badgesSize = sizes.get(badges) ?? 0;
  const badgesOver = badgesSize > BADGES_BUDGET.bytes;
  log(
    `\nA page of the shop's with only rating badges (48): ${kib(badgesSize)} in 1 script   budget ${kib(BADGES_BUDGET.bytes)} in ${BADGES_BUDGET.scripts}${badgesOver ? "   BROKEN" : ""}`,
  );
  if (badgesOver) broken.push(`rating badges: ${kib(badgesSize)} > ${kib(BADGES_BUDGET.bytes)}`);
  const idleSize = sizes.get(productReviews.script) ?? 0;
  const idleOver = idleSize > PRODUCT_REVIEWS_IDLE_BUDGET.bytes;
  log(
    `The reviews on a shop's own product page, until near: ${kib(idleSize)} in 1 script   budget ${kib(PRODUCT_REVIEWS_IDLE_BUDGET.bytes)} in ${PRODUCT_REVIEWS_IDLE_BUDGET.scripts}${idleOver ? "   BROKEN" : ""}`,
  );
  if (idleOver)
    broken.push(
      `the reviews on a shop's product page until near: ${kib(idleSize)} > ${kib(PRODUCT_REVIEWS_IDLE_BUDGET.bytes)}`,
    );
  // The rest, once near, is the product page's reviews section: the product page's budget.
  const reviewsSize = sizes.get(productReviews.rest) ?? 0;
  const reviewsBudget = routeBudget("product").bytes;
  const reviewsOver = reviewsSize > reviewsBudget;
  log(
    `The rest of them, loaded once near: ${kib(reviewsSize)} in 1 script   budget ${kib(reviewsBudget)} (the product page's)${reviewsOver ? "   BROKEN" : ""}`,
  );
  if (reviewsOver)
    broken.push(
      `the reviews on a shop's product page, once near: ${kib(reviewsSize)} > ${kib(reviewsBudget)}`,
    );
  log("\nEach language's catalogue, one more script beside the entry:");
  for (const [code, file] of Object.entries(locales)) {
    const bytes = gzipSize(file);
    // The pseudo-locale is for tests (40 % longer by design), no shopper's language: reported, no budget.
    const pseudo = code === PSEUDO_LANGUAGE;
    const over = !pseudo && bytes > CATALOGUE_BUDGET;
    const budget = pseudo ? "no budget (the tests' pseudo-locale)" : `budget ${kib(CATALOGUE_BUDGET)}`;
    log(`  ${code.padEnd(6)} ${kib(bytes).padStart(9)}   ${budget}${over ? "   BROKEN" : ""}`);
    if (over) broken.push(`catalogue ${code}: ${kib(bytes)} > ${kib(CATALOGUE_BUDGET)}`);
  }
  const earlySize = gzipSync(early, { level: 9 }).length;
  const earlyOver = earlySize > PRESS_QUEUE_BUDGET;
  log(
    `\nThe early script (the press queue, the number formats, the cookie bar's room), inline in a rendered page's head: ${kib(earlySize)} (budget ${kib(PRESS_QUEUE_BUDGET)})${earlyOver ? "   BROKEN" : ""}`,
  );
  if (earlyOver) broken.push(`early script ${kib(earlySize)} > ${kib(PRESS_QUEUE_BUDGET)}`);
  const cssSize = css ? (sizes.get(css) ?? 0) : 0;
  log(`\nCSS ${kib(cssSize)} (budget ${kib(CSS_BUDGET)})`);
  if (cssSize > CSS_BUDGET) broken.push(`CSS ${kib(cssSize)} > ${kib(CSS_BUDGET)}`);
  // A part of the widget's stylesheet: within its budget by construction, printed for the page's sake.
  log(`The reviews' own on a shop's product page: ${kib(sizes.get(productReviews.css) ?? 0)}`);
  return broken;
}
