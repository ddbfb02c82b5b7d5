// What the bench of the shop's pages (shop-pages.ts) makes of its runs: each page's medians with the
// widget and without it, their differences against the budgets, and the drop of the score as
// Shopify weighs a storefront app's pages.
import { median } from "../support/costs/median";

/** The budgets of a shop's page with the widget against the same page without it (the guide's table). */
export const WITH_WIDGET_BUDGET = {
  /** Lighthouse's performance score at most this many points below. */
  scorePoints: 1,
  /** The largest paint at most this much later. */
  lcpMs: 100,
  /** The blocking time grown at most this much. */
  tbtMs: 10,
};

/**
 * JS at idle of the shop's product page, every script until the network is idle, gzip: what finds
 * the reviews' element, keeps early presses and watches for it to come near.
 */
export const PRODUCT_PAGE_IDLE_JS_BUDGET = 12 * 1024;

/**
 * How Shopify weighs the pages of a storefront it tests an app on: home 17 %, product 40 %,
 * collection 43 %. The example shop's home carries no part of the widget: its share drops nothing.
 */
export const SHOPIFY_WEIGHTS = { product: 0.4, grid: 0.43 } as const;

/** Shopify refuses an app whose weighted drop is more than this. */
export const SHOPIFY_REFUSED_DROP = 10;

export type ShopPage = keyof typeof SHOPIFY_WEIGHTS;

/** One Lighthouse run's figures. */
export interface LighthouseFigures {
  score: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** The document's time to its first byte: a page the server renders more of paints later. */
  ttfb: number;
}

/** Each figure's own median over the runs (the runs' scores kept, for the report). */
export function medianFigures(runs: readonly LighthouseFigures[]): LighthouseFigures & { scores: number[] } {
  const of = (figure: keyof LighthouseFigures) => median(runs.map((run) => run[figure]));
  return {
    score: of("score"),
    lcp: of("lcp"),
    tbt: of("tbt"),
    cls: of("cls"),
    ttfb: of("ttfb"),
    scores: runs.map((r) => r.score),
  };
}

/**
 * The drop of the storefront's weighted score with the widget, as Shopify computes it: its weighted
 * average before install less the one after, the pages' drops (score without − with) weighed.
 */
export function weightedDrop(drops: Record<ShopPage, number>): number {
  return (Object.keys(SHOPIFY_WEIGHTS) as ShopPage[]).reduce(
    (sum, page) => sum + SHOPIFY_WEIGHTS[page] * drops[page],
    0,
  );
}

/** What a page with the widget breaks of WITH_WIDGET_BUDGET against the same page without it. */
export function brokenAgainstWithout(withWidget: LighthouseFigures, without: LighthouseFigures): string[] {
  const ms = (value: number) => `${Math.round(value)} ms`;
  return [
    without.score - withWidget.score > WITH_WIDGET_BUDGET.scorePoints &&
      `score ${withWidget.score} against ${without.score} without (more than ${WITH_WIDGET_BUDGET.scorePoints} point below)`,
    withWidget.lcp - without.lcp > WITH_WIDGET_BUDGET.lcpMs &&
      `LCP ${ms(withWidget.lcp)} against ${ms(without.lcp)} without (more than ${ms(WITH_WIDGET_BUDGET.lcpMs)} later)`,
    withWidget.tbt - without.tbt > WITH_WIDGET_BUDGET.tbtMs &&
      `TBT ${ms(withWidget.tbt)} against ${ms(without.tbt)} without (grown more than ${ms(WITH_WIDGET_BUDGET.tbtMs)})`,
  ].filter((problem): problem is string => typeof problem === "string");
}

/** A page's row: its medians with the widget and without, and what of the budget it breaks. */
export interface ShopPageRow {
  page: ShopPage;
  path: string;
  with: LighthouseFigures & { scores: number[]; lcpElement: string };
  without: LighthouseFigures & { scores: number[]; lcpElement: string };
}

/** The table of the pages with and without the widget, the weighted drop, and what breaks a budget. */
export function lighthouseReport(rows: readonly ShopPageRow[]): { lines: string[]; broken: string[] } {
  const ms = (value: number) => `${Math.round(value)} ms`;
  const figures = ({ score, lcp, tbt, cls, ttfb }: LighthouseFigures) =>
    `${score}  LCP ${ms(lcp)}  TBT ${ms(tbt)}  CLS ${cls.toFixed(3)}  (TTFB ${ms(ttfb)})`;
  const signed = (value: number, unit = "") =>
    `${value >= 0 ? "+" : "−"}${Math.abs(Math.round(value))}${unit}`;
  const lines = [
    "page | with the widget: score, LCP, TBT, CLS (the document's first byte) | without | with − without",
  ];
  const broken: string[] = [];
  for (const row of rows) {
    const problems = brokenAgainstWithout(row.with, row.without);
    lines.push(
      `${row.path} | ${figures(row.with)} | ${figures(row.without)} | score ${signed(row.with.score - row.without.score)}, LCP ${signed(row.with.lcp - row.without.lcp, " ms")}, TBT ${signed(row.with.tbt - row.without.tbt, " ms")}   ${problems.length ? `BROKEN: ${problems.join("; ")}` : "kept"}`,
      `  scores with ${row.with.scores.join(", ")}, without ${row.without.scores.join(", ")}; largest paint with: ${row.with.lcpElement}; without: ${row.without.lcpElement === row.with.lcpElement ? "the same" : row.without.lcpElement}`,
    );
    broken.push(...problems.map((problem) => `${row.path}: ${problem}`));
  }
  const drops = Object.fromEntries(
    rows.map((row) => [row.page, row.without.score - row.with.score]),
  ) as Record<ShopPage, number>;
  const drop = weightedDrop({ product: drops.product ?? 0, grid: drops.grid ?? 0 });
  lines.push(
    `weighted drop as Shopify weighs it (product ${SHOPIFY_WEIGHTS.product * 100} %, collection ${SHOPIFY_WEIGHTS.grid * 100} %, home without the widget): ${drop.toFixed(2)} points (Shopify refuses above ${SHOPIFY_REFUSED_DROP})`,
    `budget: score within ${WITH_WIDGET_BUDGET.scorePoints} point, LCP within ${ms(WITH_WIDGET_BUDGET.lcpMs)}, TBT grown at most ${ms(WITH_WIDGET_BUDGET.tbtMs)}, of the same page without the widget: ${broken.length ? "BROKEN" : "kept"}`,
  );
  if (drop > SHOPIFY_REFUSED_DROP)
    broken.push(`weighted drop ${drop.toFixed(2)} > ${SHOPIFY_REFUSED_DROP} points`);
  return { lines, broken };
}

/** The main thread on the mid-tier phone while a page loads: its long tasks after the first paint. */
export interface LongTasks {
  /** Their time past 50 ms each, summed (Lighthouse's blocking time). */
  blocking: number;
  count: number;
  longest: number;
}

/** Lighthouse's definition of blocking: a task's time past this is blocking. */
const BLOCKING_AFTER_MS = 50;

/**
 * The long tasks (`start`, `duration`, ms from the page's start) after the first paint at
 * `firstPaint`, as Lighthouse counts them: a task that began before it counts from it on.
 */
export function blockingOf(
  tasks: readonly { start: number; duration: number }[],
  firstPaint: number,
): LongTasks {
  const after = tasks
    .map(({ start, duration }) => start + duration - Math.max(start, firstPaint))
    .filter((duration) => duration > BLOCKING_AFTER_MS);
  return {
    blocking: after.reduce((sum, duration) => sum + duration - BLOCKING_AFTER_MS, 0),
    count: after.length,
    longest: Math.max(0, ...after),
  };
}

/** Each figure's own median over the runs. */
export function medianLongTasks(runs: readonly LongTasks[]): LongTasks {
  const of = (figure: keyof LongTasks) => median(runs.map((run) => run[figure]));
  return { blocking: of("blocking"), count: of("count"), longest: of("longest") };
}

/** The product page's long tasks with the widget and without, and whether the blocking time grew more than the budget. */
export function longTasksReport(
  path: string,
  withWidget: LongTasks,
  without: LongTasks,
): { lines: string[]; broken: string[] } {
  const ms = (value: number) => `${Math.round(value)} ms`;
  const tasks = ({ blocking, count, longest }: LongTasks) =>
    `blocking ${ms(blocking)} in ${count} long tasks, the longest ${ms(longest)}`;
  const grown = withWidget.blocking - without.blocking;
  const kept = grown <= WITH_WIDGET_BUDGET.tbtMs;
  return {
    lines: [
      `${path} | with the widget: ${tasks(withWidget)} | without: ${tasks(without)}`,
      `budget: blocking grown at most ${ms(WITH_WIDGET_BUDGET.tbtMs)} (grown ${ms(grown)}): ${kept ? "kept" : "BROKEN"}`,
    ],
    broken: kept
      ? []
      : [
          `${path} on the mid-tier phone: blocking ${ms(withWidget.blocking)} against ${ms(without.blocking)} without`,
        ],
  };
}
