// Lighthouse mobile performance of a product page on the reference host (budget: score ≥ 95,
// CLS ≤ 0.02, TBT ≤ 100 ms). Lighthouse 12 from npm against Debian's Chromium.
// Usage: npm run bench:lighthouse [-- /reviews/stores/<shop>/products/<handle>]
// Run `npm run build` first. Exits non-zero when a budget is broken.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { testHost } from "../support/host";
import { runTeardowns } from "../teardown";

const DEFAULT_PAGE = "/reviews/stores/lucky-gear/products/lucky-vintage-aquarium-kit-oak";
const BUDGET = { score: 95, cls: 0.02, tbtMs: 100 };

interface Report {
  categories: { performance: { score: number } };
  audits: Record<string, { numericValue?: number; displayValue?: string }>;
}

function runLighthouse(url: string, outFile: string): Promise<number> {
  const args = [
    url,
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

const host = await testHost();
const page = process.argv[2] ?? DEFAULT_PAGE;
const dir = mkdtempSync(path.join(tmpdir(), "lighthouse-"));
const outFile = path.join(dir, "report.json");
let failed = false;
try {
  const code = await runLighthouse(`${host.url}${page}`, outFile);
  if (code !== 0) throw new Error(`lighthouse exited with ${code}`);
  const report = JSON.parse(readFileSync(outFile, "utf8")) as Report;
  const score = Math.round(report.categories.performance.score * 100);
  const metric = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
  const cls = metric("cumulative-layout-shift");
  const tbt = metric("total-blocking-time");
  console.log(`Lighthouse mobile performance of ${page}`);
  console.log(`  score ${score} (budget ≥ ${BUDGET.score})`);
  console.log(`  FCP ${report.audits["first-contentful-paint"]?.displayValue}`);
  console.log(`  LCP ${report.audits["largest-contentful-paint"]?.displayValue}`);
  console.log(`  TBT ${Math.round(tbt)} ms (budget ≤ ${BUDGET.tbtMs} ms)`);
  console.log(`  CLS ${cls.toFixed(3)} (budget ≤ ${BUDGET.cls})`);
  console.log(`  Speed Index ${report.audits["speed-index"]?.displayValue}`);
  failed = score < BUDGET.score || cls > BUDGET.cls || tbt > BUDGET.tbtMs;
  if (failed) console.error("A Lighthouse budget is broken.");
} finally {
  rmSync(dir, { recursive: true, force: true });
  await runTeardowns();
}
process.exit(failed ? 1 : 0);
