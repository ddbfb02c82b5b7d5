// What one page load costs the tests' Chromium (support/browsers/chromium.ts: TEST_CHROMIUM, a new context
// per load, 1280 px), the unit of a browser test file's cost (support/runner/page-loads.ts): the CPU of
// each of its processes by kind (renderer, browser, utility: the network, GPU), read from /proc,
// and the page's main thread (Chromium's Performance.getMetrics), means of `--runs` loads after one
// unmeasured, for home, a search, the heaviest product and the heaviest store as npm start's host
// serves them (rendered). A renderer ends with its context, so its CPU is read just before.
// Linux only. Usage (after npm run build):
//   node --import tsx test/bench/page-load-cost.ts [--runs 8] [-- <extra Chromium flags>]
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { type Browser, chromium } from "playwright-core";
import { TEST_CHROMIUM } from "../support/browsers/chromium";
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

/** One load of `url` to its heading and a quiet network; the renderer's CPU and the main thread's work, ms. */
async function load(browser: Browser, url: string, executable: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Performance.enable");
    await page.goto(url);
    await page.locator("main h1").first().waitFor();
    await page.waitForLoadState("networkidle");
    const renderer = cpuByKind(executable).renderer ?? 0;
    const { metrics } = await cdp.send("Performance.getMetrics");
    const work = METRICS.map((name) => 1000 * (metrics.find((metric) => metric.name === name)?.value ?? 0));
    return { renderer, work };
  } finally {
    await context.close();
  }
}

const args = process.argv.slice(2);
const flagsAt = args.indexOf("--");
const runs = Number(args[args.indexOf("--runs") + 1]) || 8;
const extraFlags = flagsAt >= 0 ? args.slice(flagsAt + 1) : [];
const host = await startHostProcess();
const browser = await chromium.launch({ ...TEST_CHROMIUM, args: [...TEST_CHROMIUM.args, ...extraFlags] });
// Debian starts Chromium through a shell script of the same name: its processes share the name.
const executable = path.basename(TEST_CHROMIUM.executablePath);
try {
  console.log(`ms of CPU per load, mean of ${runs}${extraFlags.length ? ` (${extraFlags.join(" ")})` : ""}`);
  console.log("page | renderer, browser, network, GPU | main thread: all tasks (script, style, layout)");
  for (const address of Object.values(landingPages(host.dataDir))) {
    const url = `${host.url}${address}`;
    await load(browser, url, executable);
    const before = cpuByKind(executable);
    let renderer = 0;
    const work = METRICS.map(() => 0);
    for (let run = 0; run < runs; run++) {
      const one = await load(browser, url, executable);
      renderer += one.renderer;
      one.work.forEach((ms, i) => {
        work[i] = (work[i] ?? 0) + ms;
      });
    }
    const after = cpuByKind(executable);
    const per = (kind: string) => Math.round(((after[kind] ?? 0) - (before[kind] ?? 0)) / runs);
    const [tasks, script, style, layout] = work.map((ms) => Math.round(ms / runs));
    console.log(
      `${address} | ${Math.round(renderer / runs)}, ${per("browser")}, ${per("utility")}, ${per("gpu-process")} | ${tasks} (${script}, ${style}, ${layout})`,
    );
  }
} finally {
  await browser.close();
  host.stop();
}
