// JS at idle and Lighthouse mobile performance of the dispute routes, signed in as who may see
// them (their budget: ≤ 100 KiB gzip in ≤ 8 scripts; Lighthouse ≥ 95). JS at idle is every
// script response's transferred (compressed) size from navigation until the network is idle,
// empty cache, in Chromium. Usage: tsx test/bench/dispute-routes.ts [--lighthouse]
// Run `npm run build` first. Exits non-zero when a budget is broken.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium } from "playwright-core";
import { CHROMIUM } from "../support/browser";
import { testHost } from "../support/host";
import { Visitor } from "../support/http-client";
import { runTeardowns } from "../teardown";

const BUDGET = { kib: 100, scripts: 8, score: 95 };

const host = await testHost();
const { db } = host;
const shop = db
  .prepare("SELECT s.slug FROM shops s JOIN orders o ON o.shop_id = s.id WHERE o.reviewer_id = 1 LIMIT 1")
  .pluck()
  .get() as string;
const own = db
  .prepare("SELECT encoded_id FROM disputes WHERE reviewer_id = 1 LIMIT 1")
  .pluck()
  .get() as string;

async function cookieOf(who: "reviewer" | "arbitrator"): Promise<string> {
  const visitor = new Visitor(host.app);
  await visitor.signIn(who);
  return `_reviews_session=${visitor.sessionId}`;
}

const routes: { path: string; cookie: string }[] = [
  { path: `/reviews/stores/${encodeURIComponent(shop)}/disputes/new`, cookie: await cookieOf("reviewer") },
  { path: `/reviews/profile/disputes/${own}`, cookie: await cookieOf("reviewer") },
  { path: "/reviews/arbitrator", cookie: await cookieOf("arbitrator") },
  { path: `/reviews/arbitrator/${own}`, cookie: await cookieOf("arbitrator") },
];

function lighthouse(url: string, cookie: string, outFile: string): Promise<number> {
  const args = [
    url,
    "--form-factor=mobile",
    "--only-categories=performance",
    "--output=json",
    `--output-path=${outFile}`,
    "--quiet",
    `--extra-headers=${JSON.stringify({ Cookie: cookie })}`,
    "--chrome-flags=--headless --no-sandbox --disable-gpu",
  ];
  const child = spawn(path.resolve("node_modules/.bin/lighthouse"), args, {
    stdio: ["ignore", "inherit", "inherit"],
    env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? "/usr/bin/chromium" },
  });
  return new Promise((resolve) => child.on("close", (code) => resolve(code ?? 1)));
}

let failed = false;
const browser = await chromium.launch(CHROMIUM);
try {
  for (const { path: route, cookie } of routes) {
    const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
    const [name = "", value = ""] = cookie.split("=");
    await context.addCookies([{ name, value, url: host.url }]);
    const page = await context.newPage();
    const scripts: Promise<number>[] = [];
    page.on("requestfinished", (request) => {
      if (request.resourceType() === "script") scripts.push(request.sizes().then((s) => s.responseBodySize));
    });
    await page.goto(`${host.url}${route}`, { waitUntil: "networkidle" });
    const sizes = await Promise.all(scripts);
    const kib = sizes.reduce((a, b) => a + b, 0) / 1024;
    const broken = kib > BUDGET.kib || sizes.length > BUDGET.scripts;
    failed ||= broken;
    console.log(
      `${route}: JS at idle ${kib.toFixed(1)} KiB in ${sizes.length} scripts (budget ≤ ${BUDGET.kib} KiB in ≤ ${BUDGET.scripts})${broken ? " BROKEN" : ""}`,
    );
    await context.close();
    if (process.argv.includes("--lighthouse")) {
      const dir = mkdtempSync(path.join(tmpdir(), "lighthouse-"));
      try {
        const out = path.join(dir, "report.json");
        if ((await lighthouse(`${host.url}${route}`, cookie, out)) !== 0)
          throw new Error("lighthouse failed");
        const report = JSON.parse(readFileSync(out, "utf8"));
        const score = Math.round(report.categories.performance.score * 100);
        failed ||= score < BUDGET.score;
        console.log(
          `  Lighthouse mobile ${score} (budget ≥ ${BUDGET.score}); LCP ${report.audits["largest-contentful-paint"].displayValue}, TBT ${Math.round(report.audits["total-blocking-time"].numericValue)} ms, CLS ${report.audits["cumulative-layout-shift"].numericValue.toFixed(3)}`,
        );
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    }
  }
} finally {
  await browser.close();
  await runTeardowns();
}
process.exit(failed ? 1 : 0);
