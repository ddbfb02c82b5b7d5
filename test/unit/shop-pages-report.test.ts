// The bench of the shop's pages: each figure's median, the drop weighted as Shopify weighs a
// storefront's pages, the budgets against the same page without the widget, and the blocking time
// of long tasks as Lighthouse counts it.
import { test } from "uvu";
import * as assert from "uvu/assert";
import {
  blockingOf,
  brokenAgainstWithout,
  type LighthouseFigures,
  lighthouseReport,
  longTasksReport,
  medianFigures,
  weightedDrop,
} from "../bench/shop-pages-report";

const page = (score: number, lcp: number, tbt: number, cls = 0, ttfb = 20): LighthouseFigures => ({
  score,
  lcp,
  tbt,
  cls,
  ttfb,
});

test("medians: each figure's own middle, not one run's", () => {
  const figures = medianFigures([page(99, 1630, 19), page(100, 900, 40), page(97, 1200, 0)]);
  assert.equal(figures, { score: 99, lcp: 1200, tbt: 19, cls: 0, ttfb: 20, scores: [99, 100, 97] });
  assert.is(medianFigures([page(98, 1000, 5)]).score, 98);
});

test("weighted drop: product 40 %, collection 43 %, a gain offsetting a loss as in the weighted averages", () => {
  assert.is(weightedDrop({ product: 0, grid: 0 }), 0);
  assert.ok(Math.abs(weightedDrop({ product: 1, grid: 0 }) - 0.4) < 1e-9);
  assert.ok(Math.abs(weightedDrop({ product: 10, grid: 10 }) - 8.3) < 1e-9);
  assert.ok(Math.abs(weightedDrop({ product: 2, grid: -1 }) - 0.37) < 1e-9);
});

test("budgets against without: score within 1 point, LCP within 100 ms, TBT grown at most 10 ms", () => {
  assert.equal(brokenAgainstWithout(page(99, 1000, 10), page(100, 900, 0)), []);
  const broken = brokenAgainstWithout(page(98, 1630, 19), page(100, 910, 0));
  assert.is(broken.length, 3);
  assert.match(broken[0] ?? "", "score 98 against 100");
  assert.match(broken[1] ?? "", "LCP 1630 ms against 910 ms");
  assert.match(broken[2] ?? "", "TBT 19 ms against 0 ms");
  assert.equal(brokenAgainstWithout(page(100, 800, 0), page(99, 1000, 30)), [], "better with is kept");
});

test("the report: a row per page, the weighted drop, and each broken budget named with its page", () => {
  const row = (path: string, pageName: "grid" | "product", withWidget: LighthouseFigures) => ({
    page: pageName,
    path,
    with: { ...withWidget, scores: [withWidget.score], lcpElement: "img" },
    without: { ...page(100, 910, 0), scores: [100], lcpElement: "img" },
  });
  const kept = lighthouseReport([
    row("/g", "grid", page(100, 910, 0)),
    row("/p", "product", page(100, 950, 5)),
  ]);
  assert.equal(kept.broken, []);
  assert.ok(kept.lines.some((line) => line.includes("weighted drop") && line.includes(": 0.00 points")));
  const broken = lighthouseReport([
    row("/g", "grid", page(100, 910, 0)),
    row("/p", "product", page(99, 1630, 19)),
  ]);
  assert.equal(broken.broken.length, 2);
  assert.ok(broken.broken.every((problem) => problem.startsWith("/p: ")));
  assert.ok(broken.lines.some((line) => line.includes(": 0.40 points")));
  const refused = lighthouseReport([
    row("/g", "grid", page(80, 910, 0)),
    row("/p", "product", page(80, 910, 0)),
  ]);
  assert.ok(refused.broken.some((problem) => problem.startsWith("weighted drop 16.60")));
});

test("blocking: the time past 50 ms of each long task after the first paint, a task across it counted from it", () => {
  assert.equal(blockingOf([], 500), { blocking: 0, count: 0, longest: 0 });
  const tasks = [
    { start: 100, duration: 300 }, // before the first paint: none of it
    { start: 450, duration: 150 }, // 100 ms of it after the paint at 500: 50 blocking
    { start: 700, duration: 80 }, // 30 blocking
    { start: 900, duration: 40 }, // no long task
  ];
  assert.equal(blockingOf(tasks, 500), { blocking: 80, count: 2, longest: 100 });
  assert.is(longTasksReport("/p", blockingOf(tasks, 500), blockingOf([], 500)).broken.length, 1);
  const grownTen = blockingOf([{ start: 700, duration: 60 }], 500);
  assert.equal(longTasksReport("/p", grownTen, blockingOf([], 500)).broken, [], "grown 10 ms is kept");
});

test.run();
