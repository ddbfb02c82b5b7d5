// Lighthouse mobile performance, median of 3 runs, of home, search, a product page and a store
// page on the reference host (budgets: score >= 98, LCP <= 2.0 s, TBT <= 100 ms, CLS <= 0.02);
// with --signed-in, of the pages of a signed-in reviewer and arbitrator (score >= 95 elsewhere
// than those four kinds). Lighthouse 12 from npm against Debian's Chromium. Usage:
//   npm run bench:lighthouse [-- <path> ...] [-- --signed-in] [-- --runs 5]
// Run `npm run build` first. Exits non-zero when a budget is broken. Timings depend on the
// machine: on a shared one, read TBT and LCP with that in mind.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { SESSION_COOKIE } from "../../fixtures/host/http/session";
import { matchRoute } from "../../src/lib/route-match";
import { testHost } from "../support/host";
import { type BudgetPage, signedInPages, signInCookie } from "../support/signed-in-pages";
import { runTeardowns } from "../teardown";

const DEFAULT_PAGES: BudgetPage[] = [
  "/reviews",
  "/reviews/search?q=kettle",
  "/reviews/stores/lucky-gear/products/lucky-vintage-aquarium-kit-oak",
  "/reviews/stores/lucky-gear",
].map((path) => ({ path }));
const BUDGET = { score: 98, lcpMs: 2000, tbtMs: 100, cls: 0.02 };
/** The score of the four kinds of page the guide names; every other route's is 95. */
const TOP_PAGES = new Set(["home", "PageSearch", "product", "shop"]);
const scoreBudget = (path: string) =>
  TOP_PAGES.has(matchRoute(new URL(path, "http://host").pathname)?.route.name ?? "") ? BUDGET.score : 95;

interface Report {
  categories: { performance: { score: number } };
  audits: Record<string, { numericValue?: number }>;
}

interface Run {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
}

function runLighthouse(url: string, outFile: string, session?: string): Promise<number> {
  const args = [
    url,
    ...(session ? [`--extra-headers=${JSON.stringify({ Cookie: `${SESSION_COOKIE}=${session}` })}`] : []),
    "--form-factor=mobile",
    "--only-categories=performance",
    "--output=json",
    `--output-path=${outFile}`,
    "--quiet",
    "--chrome-flags=--headless --no-sandbox --disable-gpu",
  ];
  const child = spawn(path.resolve("node_modules/.bin/lighthouse"), args, {
    stdio: ["ignore", "inherit", "inherit"],
    env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? "/usr/bin/chromium" },
  });
  return new Promise((resolve) => child.on("close", (code) => resolve(code ?? 1)));
}

async function measure(url: string, outFile: string, session?: string): Promise<Run> {
  const code = await runLighthouse(url, outFile, session);
  if (code !== 0) throw new Error(`lighthouse exited with ${code}`);
  const report = JSON.parse(readFileSync(outFile, "utf8")) as Report;
  const metric = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round(report.categories.performance.score * 100),
    fcp: metric("first-contentful-paint"),
    lcp: metric("largest-contentful-paint"),
    tbt: metric("total-blocking-time"),
    cls: metric("cumulative-layout-shift"),
  };
}

/** The run with the median score (Lighthouse's own advice: report one whole run, not mixed metrics). */
function medianRun(runs: Run[]): Run {
  const sorted = [...runs].sort((a, b) => a.score - b.score || a.tbt - b.tbt);
  return sorted[Math.floor(sorted.length / 2)] as Run;
}

const argv = process.argv.slice(2);
const runsAt = argv.indexOf("--runs");
const runs = runsAt >= 0 ? Number(argv[runsAt + 1]) : 3;
const paths = argv.filter((arg, i) => arg.startsWith("/") && i !== runsAt + 1);
const host = await testHost();
const pages: BudgetPage[] = argv.includes("--signed-in")
  ? signedInPages(host.dataDir)
  : paths.length
    ? paths.map((path) => ({ path }))
    : DEFAULT_PAGES;
const dir = mkdtempSync(path.join(tmpdir(), "lighthouse-"));
const broken: string[] = [];
try {
  console.log(`Lighthouse mobile performance, median of ${runs} runs:`);
  for (const { path: page, as } of pages) {
    const session = as && (await signInCookie(host.url, as));
    const all: Run[] = [];
    for (let i = 0; i < runs; i++)
      all.push(await measure(`${host.url}${page}`, path.join(dir, `${i}.json`), session));
    const m = medianRun(all);
    const score = scoreBudget(page);
    const problems = [
      m.score < score && `score ${m.score} < ${score}`,
      m.lcp > BUDGET.lcpMs && `LCP ${Math.round(m.lcp)} ms > ${BUDGET.lcpMs} ms`,
      m.tbt > BUDGET.tbtMs && `TBT ${Math.round(m.tbt)} ms > ${BUDGET.tbtMs} ms`,
      m.cls > BUDGET.cls && `CLS ${m.cls.toFixed(3)} > ${BUDGET.cls}`,
    ].filter((p): p is string => typeof p === "string");
    console.log(
      `  ${page}${as ? ` (signed in as the ${as})` : ""}\n    score ${m.score}   FCP ${Math.round(m.fcp)} ms   LCP ${Math.round(m.lcp)} ms   TBT ${Math.round(m.tbt)} ms   CLS ${m.cls.toFixed(3)}   (scores ${all.map((r) => r.score).join(", ")})${problems.length ? `   BROKEN: ${problems.join("; ")}` : ""}`,
    );
    if (problems.length) broken.push(`${page}: ${problems.join("; ")}`);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
  await runTeardowns();
}
if (broken.length) console.error(`Lighthouse budget broken:\n  ${broken.join("\n  ")}`);
process.exit(broken.length ? 1 : 0);
