// The phones the benchmarks emulate, calibrated on the machine that runs them, as DevTools
// calibrates its CPU presets: Lighthouse's BenchmarkIndex (its page function; Lighthouse reports
// the same index as the machine's power) is measured in a page, and the CPU is slowed until the
// index reads the tier's: a low-tier phone about 264, a mid-tier one about 1,000. A fixed slowdown
// measures the machine, not a phone: 4x here read about 300 (a low-tier phone), where a faster
// machine's 4x is a mid-tier one.
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
 * An index within this share of the tier's is the tier's. A tenth let the low-tier phone be 8.5x
 * slower in one run (index 259) and 9.9x in the next (242), and its figures move with it.
 */
const CLOSE_ENOUGH = 0.04;
const CORRECTIONS = 6;

/**
 * The slowdown at which `browser`'s pages read the tier's index: the index falls about as the
 * slowdown rises, so the first guess is the unthrottled index over the tier's, corrected by what
 * it read until it reads within CLOSE_ENOUGH of it.
 */
export async function calibrate(browser: Browser, tier: Tier): Promise<Calibration> {
  const target = TIERS[tier];
  const unthrottled = await benchmarkIndex(browser, 1);
  let slowdown = Math.max(1, unthrottled / target);
  let index = await benchmarkIndex(browser, slowdown);
  for (let i = 0; i < CORRECTIONS && Math.abs(index / target - 1) > CLOSE_ENOUGH; i++) {
    slowdown = Math.max(1, (slowdown * index) / target);
    index = await benchmarkIndex(browser, slowdown);
  }
  return { tier, slowdown, index, unthrottled };
}

export const describeCalibration = ({ tier, slowdown, index, unthrottled }: Calibration) =>
  `${tier} phone: CPU ${slowdown.toFixed(2)}x slower, BenchmarkIndex ${Math.round(index)} (target ${TIERS[tier]}; this machine unthrottled ${Math.round(unthrottled)})`;
