// Layout shifts as the page reports them from its first paint: every shift counted (input or
// not), each with the class names of the nodes that moved, so a failure names what jumped.
import type { Page } from "playwright-core";
import * as assert from "uvu/assert";
import { showsPictures } from "./chromium";

interface Shift {
  value: number;
  nodes: string[];
}

/** Records the page's layout shifts; installed before the page loads. */
export async function watchShifts(page: Page): Promise<void> {
  // Without pictures none loads, and a picture without its room kept would never shift the page.
  if (!(await showsPictures(page)))
    throw new Error("shifts are watched on a page that shows pictures: openSession({ pictures: true })");
  await page.addInitScript(() => {
    const shifts: { value: number; nodes: string[] }[] = [];
    (window as unknown as { shifts: typeof shifts }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; sources: { node?: Node }[] }[]) {
        shifts.push({
          value: entry.value,
          nodes: entry.sources.map(
            (s) => (s.node as Element | undefined)?.className ?? String(s.node?.nodeName),
          ),
        });
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/** The page's shifts so far add up to 0.02 at most (CLS "good" is 0.1); call once what it loads is in. */
export async function noLayoutShift(page: Page, label: string): Promise<void> {
  const shifts = await page.evaluate(() => (window as unknown as { shifts: Shift[] }).shifts);
  const total = shifts.reduce((sum, s) => sum + s.value, 0);
  assert.ok(total <= 0.02, `${label}: CLS ${total.toFixed(3)} ${JSON.stringify(shifts)}`);
}
