// Waiting for a condition in a page without Playwright's injected script. page.waitForFunction
// polls in Playwright's injected script, a few hundred kB that Playwright sends into each new
// document's main world and Chromium compiles there, at a cost in CPU on every document it enters
// (the test process's and Chromium's together). Locators use a world of their own, so a page that is only queried by
// locators spares it. Here the condition is polled by a plain evaluation at each frame, as
// waitForFunction's "raf" polling does.
import type { ElementHandle, JSHandle, Page } from "playwright-core";
import { STEP_DEADLINE_MS, withinDeadline } from "./step-deadline";

/** What page.evaluate hands the page for `A`: an element handle as its element. */
type Unboxed<A> = A extends ElementHandle<infer T> ? T : A;

/** Past the page's own timeout, how long its timer may be late before the wait fails from here. */
const TIMERS_GRACE_MS = 5000;

/** Navigations that end the document a wait ran in: the wait starts again in the next one. */
export const DOCUMENT_GONE = /Execution context was destroyed|Cannot find context with specified id/;

/**
 * Resolves once `predicate(arg)` is true in the page, checked at each animation frame; fails
 * after `timeout` ms (support/browsers/step-deadline.ts unless given). `arg` is sent as page.evaluate
 * sends it (an element handle arrives as its element). A navigation meanwhile starts the wait
 * again in the new document. `predicate` must be self-contained: it is sent as its source.
 */
export async function untilInPage<A>(
  page: Page,
  predicate: (arg: Unboxed<A>) => unknown,
  arg?: A,
  timeout = STEP_DEADLINE_MS,
): Promise<void> {
  // Its source as a string: esbuild's keepNames would otherwise name the page's inner functions
  // with a helper the page does not have.
  const waitSource = `(() => { const __name = (f) => f; const predicate = ${predicate};
    // A clock the test installed (page.clock) holds the page's timers and frames: the real ones.
    const timers = window.__pwClock?.builtins ?? window;
    return (arg, timeout) => new Promise((resolve, reject) => {
      const limit = timers.setTimeout(() => reject(new Error("not true after " + timeout + " ms")), timeout);
      const check = () => {
        try {
          if (predicate(arg)) { timers.clearTimeout(limit); resolve(); } else timers.requestAnimationFrame(check);
        } catch (error) { timers.clearTimeout(limit); reject(error); }
      };
      check();
    });
  })()`;
  const deadline = performance.now() + timeout;
  for (;;) {
    try {
      const left = Math.max(1, Math.round(deadline - performance.now()));
      if (!isHandle(arg)) {
        // One evaluation of a string, the cheapest: no handle to keep, no argument to carry.
        await withinDeadline(
          page.evaluate(`(${waitSource})(${JSON.stringify(arg ?? null)}, ${left})`),
          `a wait in ${page.url()}`,
          left + TIMERS_GRACE_MS,
        );
        return;
      }
      const wait = await page.evaluateHandle<Waiting>(waitSource);
      try {
        await withinDeadline(
          page.evaluate(([run, value, ms]) => run(value, ms), [wait, arg, left] as const),
          `a wait in ${page.url()}`,
          left + TIMERS_GRACE_MS,
        );
      } finally {
        await wait.dispose().catch(() => {});
      }
      return;
    } catch (error) {
      if (!DOCUMENT_GONE.test(String(error)) || performance.now() >= deadline) throw error;
    }
  }
}

/** Whether `arg` is a handle to something in the page (an element), which only an argument carries. */
const isHandle = (arg: unknown): arg is JSHandle =>
  typeof arg === "object" && arg !== null && typeof (arg as Partial<JSHandle>).dispose === "function";

/** The wait as the page holds it. */
type Waiting = (arg: unknown, timeout: number) => Promise<void>;
