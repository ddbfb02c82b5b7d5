// The time from a click to the frame that paints what it changed, in Chromium: armed in the page
// before the click, read after it. Shared by the filter and the language benches.
import type { Page } from "playwright-core";
import { median } from "../support/costs/median";

export interface PaintReport {
  runs: number;
  median: number;
  worst: number;
}

/** What starts the time and what ends it. */
export interface PaintWatch {
  /** The click: on (or inside) an element matching `selector`, whose text is `text` when given. */
  click: { selector: string; text?: string };
  /**
   * The change: an element matches `selector`, and every one has the attributes `attributes`, and
   * the first one's `changed` attribute (when given) is no longer what it was when armed.
   */
  done: { selector: string; attributes: Record<string, string>; changed?: string };
}

type Armed = typeof globalThis & { painted?: Promise<number> };

/** Sets `painted` in the page: milliseconds from the click to the frame after the change, and the task after it. */
function armInPage({ click, done }: PaintWatch): void {
  (globalThis as Armed).painted = new Promise((resolve) => {
    const before = done.changed
      ? document.querySelector(done.selector)?.getAttribute(done.changed)
      : undefined;
    let clickedAt = 0;
    document.addEventListener(
      "click",
      (event) => {
        const target = (event.target as Element).closest(click.selector);
        if (target && (click.text === undefined || target.textContent === click.text))
          clickedAt = event.timeStamp;
      },
      { capture: true, once: true },
    );
    const observer = new MutationObserver(() => {
      const now = [...document.querySelectorAll(done.selector)];
      if (!clickedAt || now.length === 0) return;
      if (
        now.some((el) =>
          Object.entries(done.attributes).some(([name, value]) => el.getAttribute(name) !== value),
        )
      )
        return;
      if (done.changed && now[0]?.getAttribute(done.changed) === before) return;
      observer.disconnect();
      requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - clickedAt), 0));
    });
    observer.observe(document.body, { subtree: true, childList: true, attributes: true });
  });
}

/** Arms the page for the next click that `watch` describes. */
export const armPaint = (page: Page, watch: PaintWatch) => page.evaluate(armInPage, watch);

/** The milliseconds from the armed click to its paint, once painted. */
export const paintedMs = (page: Page) =>
  page.evaluate(() => (globalThis as Armed).painted as Promise<number>);

/** The runs' times: their median and their worst. */
export const paintReport = (times: number[]): PaintReport => ({
  runs: times.length,
  median: median(times),
  worst: Math.max(...times),
});
