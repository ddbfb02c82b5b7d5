// The phones the benchmarks emulate, calibrated on the machine that runs them, as DevTools
// calibrates its CPU presets: Lighthouse's BenchmarkIndex (its page function; Lighthouse reports
// the same index as the machine's power) is measured in a page, and the CPU is slowed until the
// index reads the tier's: a low-tier phone about 264, a mid-tier one about 1,000. A fixed slowdown
// measures the machine, not a phone: 4x on a slow machine is a low-tier phone, on a faster one a
// mid-tier one.
import { pageFunctions } from "lighthouse/core/lib/page-functions.js";
import type { Browser } from "playwright-core";

export const TIERS = { "mid-tier": 1000, "low-tier": 264 } as const;
export type Tier = keyof typeof TIERS;

export interface Calibration {
  tier: Tier;
  /** The CPU slowdown that makes the index read the tier's (Emulation.setCPUThrottlingRate). */
  slowdown: number;
  /** The index measured at that slowdown, and unthrottled. */
  index: number;
  unthrottled: number;
}

/** Readings of the index per measure, their median taken: a reading takes about a second. */
const READINGS = 5;

/** Lighthouse's BenchmarkIndex in a page of `browser` with its CPU slowed `slowdown` times. */
async function benchmarkIndex(browser: Browser, slowdown: number): Promise<number> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: slowdown });
    const readings: number[] = [];
    for (let i = 0; i < READINGS; i++)
      readings.push(await page.evaluate(`(${pageFunctions.computeBenchmarkIndex})()`));
    return [...readings].sort((a, b) => a - b)[Math.floor(READINGS / 2)] as number;
  } finally {
    await context.close();
  }
}

/**
 * The slowdowns read around the first guess (its multiples), before the curve through them is
 * fitted. One reading steered by the last (each corrected by the share it missed by) stopped at
 * 5.6x in one run and 9.9x in another, as a single noisy reading sent it far: the index under
 * throttling varies a tenth from reading to reading, and is not proportional to the slowdown (at
 * 5.6x it read 270, at 8.1x 258).
 */
const AROUND = [0.6, 0.8, 1, 1.25];

/**
 * The slowdown at which `browser`'s pages read the tier's index: the index is read unthrottled,
 * then at slowdowns around the unthrottled index over the tier's, and the tier's slowdown is where
 * the line fitted through them (log of the index against log of the slowdown, least squares)
 * meets the tier's index; the index read there is reported.
 */
export async function calibrate(browser: Browser, tier: Tier): Promise<Calibration> {
  const target = TIERS[tier];
  const unthrottled = await benchmarkIndex(browser, 1);
  const guess = Math.max(1, unthrottled / target);
  const points: { x: number; y: number }[] = [];
  for (const share of AROUND) {
    const slowdown = Math.max(1, guess * share);
    points.push({ x: Math.log(slowdown), y: Math.log(await benchmarkIndex(browser, slowdown)) });
  }
  const { slope, intercept } = leastSquares(points);
  // A flat or rising line is no curve of a slowing CPU: the first guess stands.
  const slowdown = slope < -0.1 ? Math.max(1, Math.exp((Math.log(target) - intercept) / slope)) : guess;
  return { tier, slowdown, index: await benchmarkIndex(browser, slowdown), unthrottled };
}

/** The straight line nearest the points (least squares). */
function leastSquares(points: { x: number; y: number }[]): { slope: number; intercept: number } {
  const n = points.length;
  const meanX = points.reduce((sum, { x }) => sum + x, 0) / n;
  const meanY = points.reduce((sum, { y }) => sum + y, 0) / n;
  const slope =
    points.reduce((sum, { x, y }) => sum + (x - meanX) * (y - meanY), 0) /
    points.reduce((sum, { x }) => sum + (x - meanX) ** 2, 0);
  return { slope, intercept: meanY - slope * meanX };
}

export const describeCalibration = ({ tier, slowdown, index, unthrottled }: Calibration) =>
  `${tier} phone: CPU ${slowdown.toFixed(2)}x slower, BenchmarkIndex ${Math.round(index)} (target ${TIERS[tier]}; this machine unthrottled ${Math.round(unthrottled)})`;
