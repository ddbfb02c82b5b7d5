// What one page load costs the tests' Chromium (support/browsers/chromium.ts: launchTestChromium,
// 1280 px), the unit of a browser test file's cost (support/runner/page-loads.ts): the CPU of
// each of its processes by kind (renderer, browser, utility: the network, GPU), read from /proc,
// and the page's main thread (Chromium's Performance.getMetrics), means of `--runs` loads after one
// unmeasured, for home, a search, the heaviest product and the heaviest store as npm start's host
// serves them (rendered). Each load in a new context, whose renderer ends with it (so its CPU is
// read just before), or with `--kept-page` one after another in one page, as a test's kept page
// loads them (support/browsers/reused-pages.ts). `--disabled-features a,b` turns those features off
// in place of the ones the tests turn off (`--disabled-features ''`: none but Playwright's).
// Linux only. Usage (after npm run build):
//   node --import tsx test/bench/page-load-cost.ts [--runs 8] [--kept-page] [--disabled-features a,b] [-- <extra Chromium flags>]
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { launchTestChromium, TEST_CHROMIUM } from "../support/browsers/chromium";
import { startHostProcess } from "./host-process";
import { landingPages } from "./page-html";

/** CPU ms of every running process of `executable`, summed by kind (Chromium's --type). */
function cpuByKind(executable: string): Record<string, number> {
  const kinds: Record<string, number> = {};
  const pids = execFileSync("pgrep", ["-f", executable], { encoding: "utf8" }).split("\n").filter(Boolean);
  for (const pid of pids) {
    try {
      const kind = /--type=([a-z-]+)/.exec(readFileSync(`/proc/${pid}/cmdline`, "utf8"))?.[1] ?? "browser";
      const [utime, stime] =
        readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ").slice(11, 13) ?? [];
      kinds[kind] = (kinds[kind] ?? 0) + (Number(utime) + Number(stime)) * 10;
    } catch {
      // the process ended meanwhile
    }
  }
  return kinds;
}

const METRICS = ["TaskDuration", "ScriptDuration", "RecalcStyleDuration", "LayoutDuration"] as const;

/** Loads `url` in `page` to its heading and a quiet network; the main thread's work meanwhile, ms. */
async function loadIn(page: Page, url: string): Promise<number[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send("Performance.enable");
    const metrics = async () => {
      const { metrics } = await cdp.send("Performance.getMetrics");
      return METRICS.map((name) => 1000 * (metrics.find((metric) => metric.name === name)?.value ?? 0));
    };
    const before = await metrics();
    await page.goto(url);
    await page.locator("main h1").first().waitFor();
    await page.waitForLoadState("networkidle");
    return (await metrics()).map((ms, i) => ms - (before[i] ?? 0));
  } finally {
    await cdp.detach();
  }
}

/**
 * One load of `url`, in `kept` or in a new context; the CPU of the new context's renderer (0 in a
 * kept page, whose renderer the measure's /proc reading counts) and the main thread's work, ms.
 */
async function load(browser: Browser, url: string, executable: string, kept: Page | null) {
  if (kept) return { renderer: 0, work: await loadIn(kept, url) };
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    const work = await loadIn(await context.newPage(), url);
    return { renderer: cpuByKind(executable).renderer ?? 0, work };
  } finally {
    await context.close();
  }
}

const VIEWPORT = { width: 1280, height: 800 };

const args = process.argv.slice(2);
const flagsAt = args.indexOf("--");
const options = flagsAt >= 0 ? args.slice(0, flagsAt) : args;
const runs = Number(options[options.indexOf("--runs") + 1]) || 8;
const keptPage = options.includes("--kept-page");
const featuresAt = options.indexOf("--disabled-features");
const disabledFeatures =
  featuresAt >= 0 ? (options[featuresAt + 1] ?? "").split(",").filter(Boolean) : undefined;
const extraFlags = flagsAt >= 0 ? args.slice(flagsAt + 1) : [];
const host = await startHostProcess();
const browser = await launchTestChromium([...TEST_CHROMIUM.args, ...extraFlags], disabledFeatures);
const kept = keptPage ? await (await browser.newContext({ viewport: VIEWPORT })).newPage() : null;
// Debian starts Chromium through a shell script of the same name: its processes share the name.
const executable = path.basename(TEST_CHROMIUM.executablePath);
try {
  const described = [
    keptPage ? "in a kept page" : "each in a new context",
    ...(disabledFeatures ? [`features off: ${disabledFeatures.join(", ") || "Playwright's"}`] : []),
    ...extraFlags,
  ];
  console.log(`ms of CPU per load, mean of ${runs} (${described.join("; ")})`);
  console.log("page | renderer, browser, network, GPU | main thread: all tasks (script, style, layout)");
  for (const address of Object.values(landingPages(host.dataDir))) {
    const url = `${host.url}${address}`;
    await load(browser, url, executable, kept);
    const before = cpuByKind(executable);
    let renderer = 0;
    const work = METRICS.map(() => 0);
    for (let run = 0; run < runs; run++) {
      const one = await load(browser, url, executable, kept);
      renderer += one.renderer;
      one.work.forEach((ms, i) => {
        work[i] = (work[i] ?? 0) + ms;
      });
    }
    const after = cpuByKind(executable);
    const per = (kind: string) => Math.round(((after[kind] ?? 0) - (before[kind] ?? 0)) / runs);
    const [tasks, script, style, layout] = work.map((ms) => Math.round(ms / runs));
    console.log(
      `${address} | ${kept ? per("renderer") : Math.round(renderer / runs)}, ${per("browser")}, ${per("utility")}, ${per("gpu-process")} | ${tasks} (${script}, ${style}, ${layout})`,
    );
  }
} finally {
  await browser.close();
  host.stop();
}
