// One Lighthouse run of a page, mobile performance, on the phone benchmark's mid-tier phone
// (phone-live.ts), throttled for real as Chromium's DevTools throttles
// (--throttling-method=devtools): the CPU slowed until Lighthouse's own BenchmarkIndex reads 1,000
// on this machine (calibrated-phone.ts), its 150 ms round trip and 1.6 Mbps. Lighthouse's default,
// a simulation of a 4x slower CPU from an unthrottled load, counts every module script that
// finished loading before the largest paint as holding it back: a module script's evaluation
// carries no URL in the trace, so the simulation cannot see that the entry and its low-priority
// preloads are evaluated after the paint, and it adds their download before it: the simulation put
// the same pages' paint at about twice what the throttled browser measured, and the simulated 4x
// phone was a different phone on every machine. Lighthouse 12 from npm against Debian's Chromium
// (CHROME_PATH, by default /usr/bin/chromium).
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { chromium } from "playwright-core";
import { SESSION_COOKIE } from "../../fixtures/host/http/session";
import { CHROMIUM } from "../support/browsers/chromium";
import { type Calibration, calibrate } from "./calibrated-phone";
import { NETWORK, warmUp } from "./phone-live";

interface Report {
  categories: { performance: { score: number } };
  audits: Record<string, { numericValue?: number; details?: unknown }>;
  /** The machine's power as Lighthouse measured it, and the CPU slowdown it simulated a phone with. */
  environment: { benchmarkIndex: number };
  configSettings: { throttling: { cpuSlowdownMultiplier: number } };
}

export interface Run {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  /** The document's answer: the server's time to its first byte, as Lighthouse measured it. */
  ttfb: number;
  cls: number;
  /** The element of the largest paint, as Lighthouse names it. */
  lcpElement: string;
  benchmarkIndex: number;
  cpuSlowdown: number;
}

/** The largest paint's element, from its audit's first table (Lighthouse 12). */
function lcpElementOf(report: Report): string {
  const details = report.audits["largest-contentful-paint-element"]?.details as
    | { items?: { items?: { node?: { nodeLabel?: string; selector?: string } }[] }[] }
    | undefined;
  const node = details?.items?.[0]?.items?.[0]?.node;
  return node ? `${node.selector ?? "?"} "${(node.nodeLabel ?? "").slice(0, 60)}"` : "none named";
}

/**
 * Chromium's paint holding, off as in the phone benchmark's Chromium (Playwright turns it off in
 * every Chromium it launches): in a headless Chromium with its CPU throttled, the new page's first
 * frame was held for seconds after the navigation on every page, rendered on the server or by the
 * browser alike, long past the largest paint it has with it off.
 */
const HELD_PAINT = "PaintHolding";

/** Kilobits per second, as Lighthouse's throttling takes them, of the phone's bytes per second. */
export const kbps = (bytesPerSecond: number) => (bytesPerSecond * 8) / 1024;

function runLighthouse(url: string, outFile: string, phone: Calibration, session?: string): Promise<number> {
  const args = [
    url,
    ...(session ? [`--extra-headers=${JSON.stringify({ Cookie: `${SESSION_COOKIE}=${session}` })}`] : []),
    "--form-factor=mobile",
    "--throttling-method=devtools",
    `--throttling.cpuSlowdownMultiplier=${phone.slowdown.toFixed(2)}`,
    `--throttling.requestLatencyMs=${NETWORK.latency}`,
    `--throttling.downloadThroughputKbps=${kbps(NETWORK.downloadThroughput)}`,
    `--throttling.uploadThroughputKbps=${kbps(NETWORK.uploadThroughput)}`,
    "--only-categories=performance",
    "--output=json",
    `--output-path=${outFile}`,
    "--quiet",
    `--chrome-flags=--headless --no-sandbox --disable-gpu --disable-features=${HELD_PAINT}`,
  ];
  const child = spawn(path.resolve("node_modules/.bin/lighthouse"), args, {
    stdio: ["ignore", "inherit", "inherit"],
    env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? "/usr/bin/chromium" },
  });
  return new Promise((resolve) => child.on("close", (code) => resolve(code ?? 1)));
}

/** One Lighthouse run of `url` on `phone` (signed in with `session`), its report written to `outFile`. */
export async function measureLighthouse(
  url: string,
  outFile: string,
  phone: Calibration,
  session?: string,
): Promise<Run> {
  const code = await runLighthouse(url, outFile, phone, session);
  if (code !== 0) throw new Error(`lighthouse exited with ${code}`);
  const report = JSON.parse(readFileSync(outFile, "utf8")) as Report;
  const metric = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round(report.categories.performance.score * 100),
    fcp: metric("first-contentful-paint"),
    lcp: metric("largest-contentful-paint"),
    tbt: metric("total-blocking-time"),
    ttfb: metric("server-response-time"),
    cls: metric("cumulative-layout-shift"),
    lcpElement: lcpElementOf(report),
    benchmarkIndex: report.environment.benchmarkIndex,
    cpuSlowdown: report.configSettings.throttling.cpuSlowdownMultiplier,
  };
}

/**
 * The mid-tier phone on this machine (the same Chromium Lighthouse launches), and a host that has
 * served the pages before, as the phone benchmark meets it (phone-live.ts): a host worker's first
 * renders of a page pass the render's bound and send it with empty roots.
 */
export async function midTierPhone(urls: string[]): Promise<Calibration> {
  const browser = await chromium.launch(CHROMIUM);
  try {
    for (const url of urls) await warmUp(browser, url);
    return await calibrate(browser, "mid-tier");
  } finally {
    await browser.close();
  }
}
