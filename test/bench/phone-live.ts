// A rendered page on a phone, measured as a shopper's thumb meets it (Chromium's own throttling:
// the CPU slowed until Lighthouse's BenchmarkIndex reads a mid-tier and a low-tier phone's
// (calibrated-phone.ts), 150 ms round trip, 1.6 Mbps down; real timings, an empty cache each run, a
// host that has served the page before): the largest paint, and "live", the moment the first screen
// shows its content (no loading indicator in view) and every element of the widget's roots has its
// handlers (React's props on each), but those of parts below the fold
// adopted as the reader nears them (src/ui/hydrate-near.ts: a press there is kept until they are)
// and the form only a browser without scripts shows (NoScriptFilters.tsx), for home, search, the
// heaviest product and the heaviest store, each rendered on the server and by the browser (the
// host's reviews_render=browser cookie), side by side, with where the main thread's time went
// until live (Chromium's own counters: all its tasks, and script, style and layout among them).
// Budgets (the guide): on the mid-tier phone paint <= 1.0 s and live <= 1.4 s, on the low-tier one
// paint <= 1.5 s and live <= 2.5 s; on both, a page rendered on the server paints sooner and is
// live no later than rendered by the browser.
import { type Browser, chromium } from "playwright-core";
import { BROWSER_RENDER_COOKIE } from "../../fixtures/host/http/server-render";
import { CHROMIUM } from "../support/browsers/chromium";
import { median } from "../support/costs/median";
import { type Calibration, calibrate, describeCalibration, TIERS, type Tier } from "./calibrated-phone";
import { landingPages, RENDERED_ROOTS } from "./page-html";

/** Each tier's budgets: the largest paint and live, rendered on the server. */
export const BUDGETS: Record<Tier, { paint: number; live: number }> = {
  "mid-tier": { paint: 1000, live: 1400 },
  "low-tier": { paint: 1500, live: 2500 },
};

/** The phone the benchmarks use: its screen, and its network (Chromium's own throttling). */
export const PHONE = { width: 375, height: 740 };
export const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

/** Medians of a page one way: largest paint, live, and the main thread's work until live. */
interface WayFigures {
  paint: number;
  live: number;
  mainThread: MainThread;
}

export interface PhoneRow {
  path: string;
  server: WayFigures;
  browser: WayFigures;
  /** Pages the host sent with empty roots (a render given up) among the server's, measured again. */
  unrendered: number;
  /** The server's pages measured rendered: the runs asked for, unless too many came unrendered. */
  rendered: number;
}

/**
 * What the page logs once live: the benchmark hears it without running anything in the page. A
 * wait in the page (waitForFunction) first puts Playwright's own script there, a long task on the
 * low-tier phone's main thread, which fell between the entry's evaluation and the adoption.
 */
export const LIVE_SIGNAL = "rv-live";

/**
 * In the page, from its start: the largest paint so far, and the first frame its first screen is
 * whole and live: no loading indicator of the widget (.rv-loading) in view, and every element of
 * its roots live. A page the browser renders is all live while it still shows 'Loading...' where
 * its first screen's content comes (home's carousels: 41 elements in <main> against the 637 the
 * server renders): without the first condition the two ways were compared on different pages.
 * A string: a function of this file would be sent with the names tsx gives its inner functions
 * (__name), which the page does not have.
 */
const WATCH_IN_PAGE = `(() => {
  window.rvPaint = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.rvPaint = entry.startTime;
  }).observe({ type: "largest-contentful-paint", buffered: true });
  // An element found live stays live (React keeps its props on it): each frame asks first about
  // the one that was not yet, then only about the others, so that the watch takes little of the
  // main thread the page is adopted on (looking at every element each frame made a long task of
  // each frame on a slowed CPU).
  const found = new WeakSet();
  let waitingFor = null;
  const isLiveElement = (element) => {
    if (found.has(element)) return true;
    const live = Object.keys(element).some((key) => key.startsWith("__reactProps$")) ||
      (window.ReviewsWidgetPresses?.waiting ?? []).some((part) => part.contains(element)) ||
      !!element.closest(".rv-noscript-filters");
    if (live) found.add(element);
    return live;
  };
  const isLive = () => {
    if (waitingFor?.isConnected && !isLiveElement(waitingFor)) return false;
    const roots = [...document.querySelectorAll("#search-navbar > *, main > *")];
    if (roots.length < 2 || !document.querySelector("main h1")) return false;
    const inView = (element) => {
      const box = element.getBoundingClientRect();
      return element.getClientRects().length > 0 && box.top < innerHeight && box.bottom > 0;
    };
    if ([...document.querySelectorAll(".rv-root .rv-loading")].some(inView)) return false;
    waitingFor = roots.flatMap((root) => [root, ...root.querySelectorAll("*")]).find((element) => !isLiveElement(element)) ?? null;
    return waitingFor === null;
  };
  const check = () => {
    if (document.readyState !== "loading" && isLive()) {
      window.rvLive = performance.now();
      console.debug("${LIVE_SIGNAL}");
    } else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})();`;

/**
 * A page on the phone profile, its CPU `slowdown` times slower, watched from its start
 * (WATCH_IN_PAGE), in a context of its own.
 */
export async function phonePage(browser: Browser, browserRendered: boolean, url: string, slowdown: number) {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  if (browserRendered) await context.addCookies([{ name: BROWSER_RENDER_COOKIE, value: "browser", url }]);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", NETWORK);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: slowdown });
  await page.addInitScript({ content: WATCH_IN_PAGE });
  return { context, page, cdp };
}

/** How long a press waits: the phone's 'Filter & sort' tab is selected within this of the widget's adoption. */
export const PRESS_WAIT_BUDGET_MS = 100;

/** When the press is made: this long after the search page's largest paint, before it is live. */
const PRESS_AFTER_PAINT_MS = 100;

/**
 * The phone's 'Filter & sort' tab pressed soon after the search page's largest paint, before the
 * widget has adopted the page, on the phone `slowdown` times slower: when it was pressed, when the
 * page became live, and when the tab was selected (page times, ms); median of `runs` by the wait
 * after adoption. The press is a thumb's tap where the tab shows, sent from outside the page:
 * Playwright's click() first checks in the page, over several turns of its main thread, that the
 * tab is visible, still and uncovered, and on the low-tier phone those turns came after the page
 * was live. When it was pressed is the tap's own time (the event's timeStamp), not when the page
 * got to it.
 */
export async function measurePressWait(base: string, slowdown: number, runs = 5) {
  const url = `${base}/reviews/search?q=kettle`;
  const browser = await chromium.launch(CHROMIUM);
  const tab = await tabCentre(browser, url);
  const samples: { pressed: number; live: number; opened: number }[] = [];
  for (let run = 0; run < runs; run++) {
    const { context, page } = await phonePage(browser, false, base, slowdown);
    try {
      await page.addInitScript({
        content: `addEventListener("click", (event) => { window.rvPressed ??= event.timeStamp; }, true);
          new PerformanceObserver(() => console.debug("rv-paint")).observe({ type: "largest-contentful-paint", buffered: true });
          const selected = () => [...document.querySelectorAll("[role=tab][aria-selected=true]")].some((tab) => tab.textContent === "Filter & sort");
          new MutationObserver(() => { if (!window.rvOpened && selected()) window.rvOpened = performance.now(); })
            .observe(document, { attributes: true, childList: true, subtree: true });`,
      });
      const painted = new Promise<void>((resolve) =>
        page.on("console", (message) => message.text() === "rv-paint" && resolve()),
      );
      await page.goto(url, { waitUntil: "commit" });
      await painted;
      await new Promise((resolve) => setTimeout(resolve, PRESS_AFTER_PAINT_MS));
      await page.touchscreen.tap(tab.x, tab.y);
      await page.waitForFunction(() => (window as unknown as { rvOpened?: number }).rvOpened, undefined, {
        timeout: 60_000,
      });
      await page.waitForFunction(() => (window as unknown as { rvLive?: number }).rvLive);
      samples.push(
        await page.evaluate(() => {
          const w = window as unknown as { rvPressed: number; rvLive: number; rvOpened: number };
          return { pressed: w.rvPressed, live: w.rvLive, opened: w.rvOpened };
        }),
      );
    } finally {
      await context.close();
    }
  }
  await browser.close();
  const waited = (s: (typeof samples)[number]) => s.opened - Math.max(s.live, s.pressed);
  return [...samples].sort((a, b) => waited(a) - waited(b))[Math.floor(runs / 2)] as (typeof samples)[number];
}

/** Where the 'Filter & sort' tab's centre shows on the phone's screen, read once from a page loaded unthrottled. */
async function tabCentre(browser: Browser, url: string): Promise<{ x: number; y: number }> {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    await page.goto(url);
    const box = await page.getByRole("tab", { name: "Filter & sort" }).boundingBox();
    if (!box) throw new Error("no 'Filter & sort' tab on the search page");
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  } finally {
    await context.close();
  }
}

export async function measureOnce(
  browser: Browser,
  url: string,
  browserRendered: boolean,
  slowdown: number,
): Promise<Sample> {
  const { context, page, cdp } = await phonePage(browser, browserRendered, url, slowdown);
  try {
    await cdp.send("Performance.enable");
    // The main thread's work read as soon as the page says it is live.
    const live = new Promise<MainThread>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${url} was not live within 60 s`)), 60_000);
      page.on("console", (message) => {
        if (message.text() !== LIVE_SIGNAL) return;
        clearTimeout(timer);
        cdp.send("Performance.getMetrics").then(({ metrics }) => resolve(mainThreadOf(metrics)), reject);
      });
    });
    const response = await page.goto(url, { waitUntil: "commit" });
    const mainThread = await live;
    const rendered = !!(await response?.text())?.includes(RENDERED_ROOTS);
    const times = await page.evaluate(() => {
      const w = window as unknown as { rvPaint: number; rvLive: number };
      return { paint: w.rvPaint, live: w.rvLive };
    });
    return { ...times, rendered, mainThread };
  } finally {
    await context.close();
  }
}

/** The page's main thread from its start, in ms (Chromium's Performance.getMetrics): all its tasks, and three kinds of work among them. */
export interface MainThread {
  tasks: number;
  script: number;
  style: number;
  layout: number;
}

const mainThreadOf = (metrics: { name: string; value: number }[]): MainThread => {
  const ms = (name: string) => 1000 * (metrics.find((metric) => metric.name === name)?.value ?? Number.NaN);
  return {
    tasks: ms("TaskDuration"),
    script: ms("ScriptDuration"),
    style: ms("RecalcStyleDuration"),
    layout: ms("LayoutDuration"),
  };
};

/**
 * A shopper's phone meets a host that has served pages before: each page is loaded a few times,
 * unthrottled and untimed, before it is measured, so that no host worker's first render of it (its
 * code compiled, its pictures drawn) counts as the phone's: on a host just started, the first runs
 * of a page are far slower to live than the next ones.
 */
export async function warmUp(browser: Browser, url: string): Promise<void> {
  for (let run = 0; run < WARM_UPS; run++)
    for (const browserRendered of [false, true]) {
      const context = await browser.newContext({ viewport: PHONE });
      if (browserRendered) await context.addCookies([{ name: BROWSER_RENDER_COOKIE, value: "browser", url }]);
      try {
        await (await context.newPage()).goto(url, { waitUntil: "load" });
      } finally {
        await context.close();
      }
    }
}

/** Loads of each page before it is measured: more than the host has workers (npm start's: up to 4). */
const WARM_UPS = 6;

/** A page rendered on the server, and by the browser. */
const MODES = ["server", "browser"] as const;
type Sample = { paint: number; live: number; rendered: boolean; mainThread: MainThread };

/** A tier's phone as calibrated, and its medians for each page both ways. */
export interface TierRows {
  calibration: Calibration;
  /** The runs each median is of. */
  runs: number;
  rows: PhoneRow[];
}

/**
 * For each tier, calibrated first: medians of `runs` for each page both ways, on the host at
 * `base` over the data in `dataDir`.
 */
export async function measurePhoneLive(base: string, dataDir: string, runs = 5): Promise<TierRows[]> {
  const paths = Object.values(landingPages(dataDir));
  const browser = await chromium.launch(CHROMIUM);
  try {
    for (const path of paths) await warmUp(browser, `${base}${path}`);
    const tiers: TierRows[] = [];
    for (const tier of Object.keys(TIERS) as Tier[]) {
      const calibration = await calibrate(browser, tier);
      const rows: PhoneRow[] = [];
      for (const path of paths) {
        // Each way in turn, run by run: what the machine does meanwhile falls on both alike. A
        // page the host sent unrendered (its render given up) is counted, and measured again, as
        // long as the host renders at least every other page.
        const samples = { server: [] as Sample[], browser: [] as Sample[] };
        let unrendered = 0;
        while (samples.server.length < runs && unrendered < runs)
          for (const mode of MODES) {
            const sample = await measureOnce(
              browser,
              `${base}${path}`,
              mode === "browser",
              calibration.slowdown,
            );
            if (mode === "server" && !sample.rendered) unrendered++;
            else if (samples[mode].length < runs) samples[mode].push(sample);
          }
        const medians = (mode: (typeof MODES)[number]) => {
          // None rendered (every render given up): no figure, and the report says so.
          const of = (value: (sample: Sample) => number) =>
            samples[mode].length > 0 ? median(samples[mode].map(value)) : Number.NaN;
          return {
            paint: of((s) => s.paint),
            live: of((s) => s.live),
            mainThread: {
              tasks: of((s) => s.mainThread.tasks),
              script: of((s) => s.mainThread.script),
              style: of((s) => s.mainThread.style),
              layout: of((s) => s.mainThread.layout),
            },
          };
        };
        rows.push({
          path,
          server: medians("server"),
          browser: medians("browser"),
          unrendered,
          rendered: samples.server.length,
        });
      }
      tiers.push({ calibration, runs, rows });
    }
    return tiers;
  } finally {
    await browser.close();
  }
}

/** Each tier's table under its calibration, and what breaks a budget. */
export function phoneLiveReport(tiers: TierRows[]): { lines: string[]; broken: string[] } {
  const ms = (value: number) => `${(value / 1000).toFixed(2)} s`;
  const lines: string[] = [];
  const broken: string[] = [];
  for (const { calibration, runs, rows } of tiers) {
    const { tier } = calibration;
    const budget = BUDGETS[tier];
    lines.push(
      describeCalibration(calibration),
      `  budget: paint <= ${ms(budget.paint)}, live <= ${ms(budget.live)}, sooner than rendered by the browser`,
      "  page | server: paint → live | browser: paint → live",
    );
    for (const { path, server, browser, unrendered, rendered } of rows) {
      lines.push(
        `  ${path} | ${ms(server.paint)} → ${ms(server.live)} | ${ms(browser.paint)} → ${ms(browser.live)}${unrendered ? `   (${unrendered} sent unrendered, measured again)` : ""}`,
      );
      const at = `${tier}, ${path}`;
      if (rendered < runs)
        broken.push(`${at}: ${rendered} of ${runs} pages rendered, ${unrendered} sent unrendered`);
      if (server.paint > budget.paint) broken.push(`${at}: paint ${ms(server.paint)} > ${ms(budget.paint)}`);
      if (server.live > budget.live) broken.push(`${at}: live ${ms(server.live)} > ${ms(budget.live)}`);
      if (server.paint >= browser.paint)
        broken.push(
          `${at}: paint ${ms(server.paint)}, not sooner than rendered by the browser (${ms(browser.paint)})`,
        );
      if (server.live > browser.live)
        broken.push(
          `${at}: live ${ms(server.live)}, later than rendered by the browser (${ms(browser.live)})`,
        );
    }
    lines.push(
      "  the main thread until live, ms: all its tasks (script, style, layout) | the same rendered by the browser",
    );
    const work = ({ tasks, script, style, layout }: MainThread) =>
      `${tasks.toFixed(0)} (${script.toFixed(0)}, ${style.toFixed(0)}, ${layout.toFixed(0)})`;
    for (const { path, server, browser } of rows)
      lines.push(`  ${path} | ${work(server.mainThread)} | ${work(browser.mainThread)}`);
  }
  return { lines, broken };
}
