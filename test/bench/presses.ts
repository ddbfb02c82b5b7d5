// Interaction to next paint on a phone, as a shopper's thumb meets it: on the mid-tier and the
// low-tier phone (calibrated-phone.ts, the network of phone-live.ts), each journey of
// press-journeys.ts from a page that is live, and its largest interaction as the Event Timing API
// reads it (PerformanceObserver 'event' entries from 16 ms, grouped by interactionId: the longest
// event of each press, from the input to the next paint); the median of the runs. Budgets (the
// guide): at most 50 ms on the low tier, 25 ms on the mid tier, for every journey. Each tier also
// times the same first tap on a page of one button and nothing else: the browser's own floor on that
// phone, which the journeys are read against.
import { type Browser, chromium, type Page } from "playwright-core";
import { openDatabase } from "../../fixtures/host/db/database";
import { SESSION_COOKIE } from "../../fixtures/host/http/session";
import { COOKIES_ACCEPTED_COOKIE } from "../../src/state/cookie-consent";
import { CHROMIUM } from "../support/browsers/chromium";
import { median } from "../support/costs/median";
import { reviewerSlug } from "../support/data/seeded-queries";
import { signInCookie } from "../support/screens/signed-in-pages";
import { type Calibration, calibrate, describeCalibration, TIERS, type Tier } from "./calibrated-phone";
import { landingPages } from "./page-html";
import { LIVE_SIGNAL, phonePage, warmUp } from "./phone-live";
import { type Journey, journeys } from "./press-journeys";

export const INP_BUDGETS: Record<Tier, number> = { "mid-tier": 25, "low-tier": 50 };

/**
 * In the page from its start: every interaction's longest event (the Event Timing API rounds a
 * duration to 8 ms and reports none under 16 ms), kept by interactionId with its event's name.
 */
const TIME_PRESSES = `(() => {
  const presses = new Map();
  // What was pressed, as a reader of the report knows it.
  const named = (target) =>
    (target?.closest("a, button, [role], input, select")?.getAttribute("aria-label") ||
      target?.closest("a, button, [role], input, select")?.textContent ||
      target?.tagName?.toLowerCase() || "").trim().slice(0, 30);
  const keep = (entries) => {
    for (const entry of entries) {
      if (!(entry.interactionId > 0)) continue;
      const kept = presses.get(entry.interactionId);
      if (!kept || entry.duration > kept.duration)
        presses.set(entry.interactionId, { duration: entry.duration, name: entry.name, target: named(entry.target) });
    }
  };
  const observer = new PerformanceObserver((list) => keep(list.getEntries()));
  observer.observe({ type: "event", durationThreshold: 16, buffered: true });
  window.rvPresses = {
    forget: () => { keep(observer.takeRecords()); presses.clear(); },
    read: () => { keep(observer.takeRecords()); return [...presses.values()]; },
  };
})();`;

/** A press: its longest event's duration and name, and what was pressed. */
interface Press {
  duration: number;
  name: string;
  target: string;
}
type Timed = typeof globalThis & { rvPresses: { forget: () => void; read: () => Press[] } };

/** The journeys' pages in the host's data. */
export function journeyPages(dataDir: string) {
  const { search, product } = landingPages(dataDir);
  const db = openDatabase(dataDir, { readonly: true });
  try {
    return { search, product, privateProfile: `/reviews/users/${reviewerSlug(db)}` };
  } finally {
    db.close();
  }
}

/** Two frames after the last press, when its entries have been reported. */
const afterPaint = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => setTimeout(() => requestAnimationFrame(() => setTimeout(resolve, 0)), 0)),
      ),
  );

/** The largest interaction of the page's presses since it forgot them, once their entries are in (0: none from 16 ms). */
async function largestPress(page: Page): Promise<Press> {
  await afterPaint(page);
  const presses = await page.evaluate(() => (globalThis as Timed).rvPresses.read());
  return presses.reduce((largest, each) => (each.duration > largest.duration ? each : largest), {
    duration: 0,
    name: "none from 16 ms",
    target: "",
  });
}

/** One run of `journey` on the phone `slowdown` times slower: its largest interaction (0: none from 16 ms). */
async function runJourney(
  browser: Browser,
  base: string,
  journey: Journey,
  slowdown: number,
  session: string | undefined,
): Promise<Press> {
  const url = `${base}${journey.path}`;
  const { context, page } = await phonePage(browser, false, base, slowdown);
  try {
    // A shopper who came before: the cookie bar answered, and signed in where the journey is a reviewer's.
    await context.addCookies([{ name: COOKIES_ACCEPTED_COOKIE, value: "1", url: base }]);
    if (session) await context.addCookies([{ name: SESSION_COOKIE, value: session, url: base }]);
    await page.addInitScript({ content: TIME_PRESSES });
    const live = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${url} was not live within 60 s`)), 60_000);
      page.on("console", (message) => {
        if (message.text() !== LIVE_SIGNAL) return;
        clearTimeout(timer);
        resolve();
      });
    });
    await page.goto(url, { waitUntil: "commit" });
    await live;
    // What the page loads once complete (prefetched code) is loaded before the first press.
    await page.waitForLoadState("networkidle");
    await page.evaluate(() => (globalThis as Timed).rvPresses.forget());
    await journey.press(page);
    return await largestPress(page);
  } finally {
    await context.close();
  }
}

/**
 * Tries before a journey's run is given up: a page a host worker gave up rendering (past its bound,
 * on a busy machine) may not be live within the wait on the low-tier phone, and is loaded again.
 */
const TRIES = 3;

async function runOnLivePage(...args: Parameters<typeof runJourney>): Promise<Press> {
  for (let attempt = 1; ; attempt++)
    try {
      return await runJourney(...args);
    } catch (error) {
      if (attempt === TRIES) throw error;
      console.error(`  ${args[2].name}: ${(error as Error).message.split("\n")[0]}; loaded again`);
    }
}

export interface PressRow {
  journey: string;
  /** Each run's largest interaction, and their median. */
  runs: Press[];
  median: number;
  /** Why the journey could not be made, when it could not (its median is then NaN). */
  failed?: string;
}

/** A host the journeys are made on, named in the report ("this copy", or another commit's). */
export interface PressHost {
  label: string;
  url: string;
}

export interface PressTier {
  calibration: Calibration;
  /** Each host's rows, in the order of the hosts given; the budgets hold for the last one. */
  hosts: { label: string; rows: PressRow[] }[];
  /** The same first tap on a page of one button and no widget: what the browser alone takes. */
  alone: PressRow;
}

/**
 * A page of one button that says it was pressed, and nothing else: no widget, no stylesheet, no
 * other script. Its first tap, timed as a journey's, is what this browser and its slowed CPU take
 * for any first press of a page (the Event Timing API counts from the touch to the next paint).
 */
const ONE_BUTTON = `<!doctype html><meta name="viewport" content="width=device-width">
<button type="button" aria-pressed="false" onclick="this.setAttribute('aria-pressed', 'true')">Press</button>`;

/** The first tap on ONE_BUTTON, on the phone `slowdown` times slower. */
async function tapAlone(browser: Browser, base: string, slowdown: number): Promise<Press> {
  const { context, page } = await phonePage(browser, false, base, slowdown);
  try {
    await page.addInitScript({ content: TIME_PRESSES });
    await page.route(`${base}/`, (route) => route.fulfill({ contentType: "text/html", body: ONE_BUTTON }));
    await page.goto(`${base}/`);
    await page.evaluate(() => new Promise((done) => requestIdleCallback(() => requestIdleCallback(done))));
    await page.evaluate(() => (globalThis as Timed).rvPresses.forget());
    const box = await page.getByRole("button", { name: "Press" }).boundingBox();
    if (!box) throw new Error("the one button is not on the page");
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    await page.waitForFunction(
      () => document.querySelector("button")?.getAttribute("aria-pressed") === "true",
    );
    return await largestPress(page);
  } finally {
    await context.close();
  }
}

/**
 * For each tier, calibrated first: every journey `runs` times on each host, the hosts taking turns
 * run by run on the same phone, first one then the other (another commit's host beside this copy's
 * is read one to one with it), over `dataDir`'s data, whose pages every host is asked for.
 */
export async function measurePresses(hosts: PressHost[], dataDir: string, runs = 3): Promise<PressTier[]> {
  const all = journeys(journeyPages(dataDir));
  const sessions = await Promise.all(hosts.map((host) => signInCookie(host.url, "reviewer")));
  const browser = await chromium.launch(CHROMIUM);
  try {
    for (const host of hosts)
      for (const path of new Set(all.filter((each) => !each.as).map((each) => each.path)))
        await warmUp(browser, `${host.url}${path}`);
    const tiers: PressTier[] = [];
    for (const tier of Object.keys(TIERS) as Tier[]) {
      const calibration = await calibrate(browser, tier);
      const rows: PressRow[][] = hosts.map(() => []);
      console.error(describeCalibration(calibration));
      const aloneRuns: Press[] = [];
      for (let run = 0; run < runs; run++)
        aloneRuns.push(await tapAlone(browser, hosts[0]?.url ?? "", calibration.slowdown));
      const alone = {
        journey: "the browser alone: the first tap on a page of one button",
        runs: aloneRuns,
        median: median(aloneRuns.map((each) => each.duration)),
      };
      console.error(`  ${alone.journey}: ${aloneRuns.map((each) => each.duration).join(", ")} ms`);
      for (const journey of all) {
        const measured: Press[][] = hosts.map(() => []);
        const failed: (string | undefined)[] = hosts.map(() => undefined);
        for (let run = 0; run < runs; run++)
          // Each run in the other order: what the one before leaves behind weighs on neither host alone.
          for (const [h, host] of run % 2 ? [...hosts.entries()].reverse() : [...hosts.entries()]) {
            if (failed[h]) continue;
            try {
              measured[h]?.push(
                await runOnLivePage(
                  browser,
                  host.url,
                  journey,
                  calibration.slowdown,
                  journey.as ? sessions[h] : undefined,
                ),
              );
            } catch (error) {
              // A journey that cannot be made is a broken budget, and the others are still measured.
              failed[h] = (error as Error).message.split("\n")[0];
            }
          }
        for (const [h, host] of hosts.entries()) {
          const presses = measured[h] ?? [];
          rows[h]?.push({
            journey: journey.name,
            runs: presses,
            median: failed[h] ? Number.NaN : median(presses.map((each) => each.duration)),
            failed: failed[h],
          });
          // As it goes: a run on a shared machine is long.
          console.error(
            `  ${host.label}, ${journey.name}: ${presses.map((each) => each.duration).join(", ")} ms`,
          );
        }
      }
      tiers.push({
        calibration,
        hosts: hosts.map((host, h) => ({ label: host.label, rows: rows[h] ?? [] })),
        alone,
      });
    }
    return tiers;
  } finally {
    await browser.close();
  }
}

/** Each tier's table under its calibration, and the journeys past their budget. */
export function pressesReport(tiers: PressTier[]): { lines: string[]; broken: string[] } {
  const lines: string[] = [];
  const broken: string[] = [];
  for (const { calibration, hosts, alone } of tiers) {
    const budget = INP_BUDGETS[calibration.tier];
    const aloneRuns = alone.runs.map((run) => `${run.duration} ${run.name}`).join(", ");
    lines.push(
      describeCalibration(calibration),
      `  budget: the largest interaction of each journey <= ${budget} ms (median of the runs; runs' figures, and the event that was longest)`,
      // What no page can go under on this phone, to read the journeys against; not a journey.
      `  ${alone.journey}: ${alone.median} ms   (${aloneRuns})   the floor, no budget`,
    );
    for (const [h, { label, rows }] of hosts.entries()) {
      // Another commit's figures are read beside this copy's: the budgets hold for this copy's.
      const held = h === hosts.length - 1;
      if (hosts.length > 1) lines.push(`  ${label}:`);
      for (const { journey, runs, median: figure, failed } of rows) {
        if (failed) {
          lines.push(`  ${journey}: not made (${failed})   ${held ? "BROKEN" : ""}`);
          if (held) broken.push(`${calibration.tier}, ${journey}: not made (${failed})`);
          continue;
        }
        const kept = figure <= budget;
        const each = runs.map((run) => `${run.duration} ${run.name} '${run.target}'`).join(", ");
        lines.push(`  ${journey}: ${figure} ms   (${each})   ${kept ? "kept" : held ? "BROKEN" : "over"}`);
        if (!kept && held) broken.push(`${calibration.tier}, ${journey}: ${figure} ms > ${budget} ms`);
      }
    }
  }
  return { lines, broken };
}
