// The example shop's own pages measured as Shopify measures a storefront app: its grid
// (GET /shop/products) and its heaviest product's page (support/data/heaviest-pages.ts), with the
// widget as a Rails shop serves them (the integrator's `ssr` switch: the badges and the reviews
// rendered in the HTML by the render service) and without it (the same pages under the
// `uninstalled` switch too), on the host as npm start runs it:
// - the product page's JS at idle (route-scripts.ts: every script until the network is idle, no
//   interaction, Lighthouse's mobile profile, an empty cache, gzip), budget 12 KiB;
// - Lighthouse mobile on both pages both ways, run in turn (with, without, with, without…) so that
//   what the machine does meanwhile falls on both alike, on the calibrated mid-tier phone
//   (lighthouse-run.ts), each figure's median: the score within 1 point of the page without the
//   widget, the largest paint within 100 ms, the blocking time grown at most 10 ms, and the drop
//   weighted as Shopify weighs the pages (shop-pages-report.ts);
// - the product page's long tasks on the same phone in Chromium, loaded until the network is idle,
//   with and without the widget in turn: the blocking time grown at most 10 ms.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type Browser, chromium } from "playwright-core";
import { openDatabase } from "../../fixtures/host/db/database";
import { GRID_PATH, GRID_SIZE } from "../../fixtures/host/integrator/shop-pages";
import { INTEGRATOR_HOST, type Switch } from "../../fixtures/host/integrator/switches";
import { CHROMIUM } from "../support/browsers/chromium";
import { heaviestShopProductPath } from "../support/data/heaviest-pages";
import { type Calibration, describeCalibration } from "./calibrated-phone";
import { kbps, measureLighthouse, midTierPhone, type Run } from "./lighthouse-run";
import { NETWORK, PHONE } from "./phone-live";
import { measureRouteScripts } from "./route-scripts";
import { served } from "./shop-badges";
import {
  blockingOf,
  type LongTasks,
  lighthouseReport,
  longTasksReport,
  medianFigures,
  medianLongTasks,
  PRODUCT_PAGE_IDLE_JS_BUDGET,
  type ShopPage,
  type ShopPageRow,
} from "./shop-pages-report";

/** Each page asked this often before it is measured: every worker of the host has served it. */
const WARM_ROUNDS = 8;

/** The integrator's switches of each way: the same pages, the widget's helpers removed without it. */
const WAYS = {
  with: ["ssr"],
  without: ["ssr", "uninstalled"],
} as const satisfies Record<string, readonly Switch[]>;
type Way = keyof typeof WAYS;

/** The origin of the integrator's pages with `way`'s switches, on the port of the host at `base`. */
const originOf = (base: string, way: Way) =>
  `http://${[...WAYS[way], INTEGRATOR_HOST].join(".")}:${new URL(base).port}`;

/** The grid and the heaviest product's page of the example shop, in the data at `dataDir`. */
function shopPagePaths(dataDir: string): Record<ShopPage, string> {
  const db = openDatabase(dataDir, { readonly: true });
  try {
    return { grid: GRID_PATH, product: heaviestShopProductPath(db) };
  } finally {
    db.close();
  }
}

/**
 * What the pages with the widget lack of what a Rails shop's carry, as served now: every badge of
 * the grid and the product's reviews rendered in by the render service.
 */
async function unrendered(base: string, paths: Record<ShopPage, string>): Promise<string[]> {
  const host = [...WAYS.with, INTEGRATOR_HOST].join(".");
  const grid = await served(base, paths.grid, host);
  const badges =
    grid.html.match(/<div data-reviews-badge="[^"]+"[^>]*>\s*<(a|span) class="rv-root/g)?.length ?? 0;
  const product = await served(base, paths.product, host);
  return [
    ...(badges === GRID_SIZE ? [] : [`${paths.grid}: ${badges} of ${GRID_SIZE} badges rendered in`]),
    ...(/data-reviews-product="[^"]+"[^>]*>\s*<div class="rv-root/.test(product.html)
      ? []
      : [`${paths.product}: the reviews not rendered in`]),
  ];
}

/**
 * The long tasks of `url` on the phone `slowdown` times slower, from its start until the network is
 * idle, in a context of its own (an empty cache); the blocking time counted after the first paint,
 * as Lighthouse counts it.
 */
async function longTasksOnce(browser: Browser, url: string, slowdown: number): Promise<LongTasks> {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", NETWORK);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: slowdown });
    await page.addInitScript({
      content: `window.rvLongTasks = [];
        new PerformanceObserver((list) => {
          for (const task of list.getEntries()) window.rvLongTasks.push({ start: task.startTime, duration: task.duration });
        }).observe({ type: "longtask", buffered: true });`,
    });
    await page.goto(url, { waitUntil: "networkidle", timeout: 120_000 });
    const { tasks, firstPaint } = await page.evaluate(() => ({
      tasks: (window as unknown as { rvLongTasks: { start: number; duration: number }[] }).rvLongTasks,
      firstPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0,
    }));
    return blockingOf(tasks, firstPaint);
  } finally {
    await context.close();
  }
}

/** The product page's long tasks with the widget and without, in turn, `runs` each. */
async function measureLongTasks(base: string, productPath: string, phone: Calibration, runs: number) {
  const browser = await chromium.launch(CHROMIUM);
  try {
    const samples: Record<Way, LongTasks[]> = { with: [], without: [] };
    for (let run = 0; run < runs; run++)
      for (const way of Object.keys(WAYS) as Way[])
        samples[way].push(
          await longTasksOnce(browser, `${originOf(base, way)}${productPath}`, phone.slowdown),
        );
    return { with: medianLongTasks(samples.with), without: medianLongTasks(samples.without) };
  } finally {
    await browser.close();
  }
}

/** Lighthouse on each page both ways, in turn, `runs` times; each page's row of medians. */
async function measurePages(
  base: string,
  paths: Record<ShopPage, string>,
  phone: Calibration,
  runs: number,
): Promise<ShopPageRow[]> {
  const dir = mkdtempSync(path.join(tmpdir(), "shop-pages-"));
  try {
    const samples = Object.fromEntries(
      Object.keys(paths).map((page) => [page, { with: [] as Run[], without: [] as Run[] }]),
    ) as Record<ShopPage, Record<Way, Run[]>>;
    for (let run = 0; run < runs; run++)
      for (const page of Object.keys(paths) as ShopPage[])
        for (const way of Object.keys(WAYS) as Way[])
          samples[page][way].push(
            await measureLighthouse(
              `${originOf(base, way)}${paths[page]}`,
              path.join(dir, `${page}-${way}-${run}.json`),
              phone,
            ),
          );
    // The largest paint's element of the run nearest the median paint.
    const rowOf = (runsOf: Run[]) => {
      const figures = medianFigures(runsOf);
      const nearest = [...runsOf].sort(
        (a, b) => Math.abs(a.lcp - figures.lcp) - Math.abs(b.lcp - figures.lcp),
      )[0];
      return { ...figures, lcpElement: nearest?.lcpElement ?? "none" };
    };
    return (Object.keys(paths) as ShopPage[]).map((page) => ({
      page,
      path: paths[page],
      with: rowOf(samples[page].with),
      without: rowOf(samples[page].without),
    }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The bench of the shop's pages on the host at `base` over `dataDir`, `runs` of each way: its report's lines and what broke a budget. */
export async function measureShopPages(
  host: { url: string; dataDir: string },
  runs: number,
): Promise<{ lines: string[]; broken: string[] }> {
  const paths = shopPagePaths(host.dataDir);
  const urls = (Object.keys(WAYS) as Way[]).flatMap((way) =>
    Object.values(paths).map((page) => `${originOf(host.url, way)}${page}`),
  );
  // A host that has served the pages before, as a shop's pages are (its last renders kept, in every
  // one of its workers), and the phone calibrated on this machine.
  const withHost = [...WAYS.with, INTEGRATOR_HOST].join(".");
  for (let round = 0; round < WARM_ROUNDS; round++)
    await Promise.all(Object.values(paths).map((page) => served(host.url, page, withHost)));
  const phone = await midTierPhone(urls);
  const lines: string[] = [];
  const broken = (await unrendered(host.url, paths)).map(
    (problem) => `the shop's pages with the widget: ${problem}`,
  );
  lines.push(
    `the example shop's grid and heaviest product page, with the widget as a Rails shop serves them (${WAYS.with.join(", ")}: rendered in by the render service${broken.length ? `; NOT: ${broken.join("; ")}` : ""}) and without (the same pages under the uninstalled switch):`,
  );

  const [scripts] = await measureRouteScripts(originOf(host.url, "with"), [{ path: paths.product }]);
  const [bare] = await measureRouteScripts(originOf(host.url, "without"), [{ path: paths.product }]);
  const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
  const idleKept = (scripts?.bytes ?? Number.POSITIVE_INFINITY) <= PRODUCT_PAGE_IDLE_JS_BUDGET;
  lines.push(
    `  JS at idle on ${paths.product} (every script until the network is idle, Lighthouse's mobile profile, an empty cache, gzip): with the widget ${kib(scripts?.bytes ?? 0)} in ${scripts?.scripts.length ?? 0} (${scripts?.scripts.map((s) => `${new URL(s.url).pathname} ${kib(s.bytes)}`).join(", ")}), without ${kib(bare?.bytes ?? 0)} in ${bare?.scripts.length ?? 0}   budget <= ${kib(PRODUCT_PAGE_IDLE_JS_BUDGET)}: ${idleKept ? "kept" : "BROKEN"}`,
  );
  if (!idleKept)
    broken.push(
      `${paths.product}: JS at idle ${kib(scripts?.bytes ?? 0)} > ${kib(PRODUCT_PAGE_IDLE_JS_BUDGET)}`,
    );

  lines.push(
    `  Lighthouse mobile, ${runs === 1 ? "one run" : `medians of ${runs} runs`} each way in turn, throttled for real (${NETWORK.latency} ms round trip, ${(kbps(NETWORK.downloadThroughput) / 1024).toFixed(1)} Mbps) on the ${describeCalibration(phone)}:`,
  );
  const pages = lighthouseReport(await measurePages(host.url, paths, phone, runs));
  lines.push(...pages.lines.map((line) => `    ${line}`));
  broken.push(...pages.broken);

  const tasks = await measureLongTasks(host.url, paths.product, phone, runs);
  lines.push(
    `  long tasks on the mid-tier phone (${PHONE.width} px), the product page loaded until the network is idle, no interaction, ${runs === 1 ? "one run" : `medians of ${runs}`} each way in turn:`,
  );
  const blocking = longTasksReport(paths.product, tasks.with, tasks.without);
  lines.push(...blocking.lines.map((line) => `    ${line}`));
  broken.push(...blocking.broken);
  return { lines, broken };
}
