// Waiting for a condition in a page without Playwright's injected script. page.waitForFunction
// runs its polling in Playwright's injected script, which Playwright sends into each document's
// main world, 345 kB, and Chromium compiles there: about 28 ms of CPU a page load on this machine,
// the test process's and Chromium's together (a page loaded 80 times: 97 → 125 ms each). Here the
// condition is polled by a plain evaluation, at each frame, as waitForFunction's "raf" polling does.
import type { Page } from "playwright-core";

/** Navigations that end the document a wait ran in: the wait starts again in the next one. */
const DOCUMENT_GONE = /Execution context was destroyed|Cannot find context with specified id/;

/**
 * Resolves once `predicate(arg)` is true in the page, checked at each animation frame; fails
 * after `timeout` ms (the page's default, 10 s, unless given). A navigation meanwhile starts the
 * wait again in the new document. `predicate` must be self-contained: it is sent as its source.
 */
export async function untilInPage<A>(
  page: Page,
  predicate: (arg: A) => unknown,
  arg?: A,
  timeout = 10_000,
): Promise<void> {
  // As a string: esbuild's keepNames would otherwise name the page's inner functions with a
  // helper the page does not have.
  const wait = `(() => { const __name = (f) => f; const predicate = ${predicate};
    return ({ arg, timeout }) => new Promise((resolve, reject) => {
      const limit = setTimeout(() => reject(new Error("not true after " + timeout + " ms")), timeout);
      const check = () => {
        try {
          if (predicate(arg)) { clearTimeout(limit); resolve(); } else requestAnimationFrame(check);
        } catch (error) { clearTimeout(limit); reject(error); }
      };
      check();
    });
  })()`;
  const deadline = performance.now() + timeout;
  for (;;) {
    try {
      const left = Math.max(1, Math.round(deadline - performance.now()));
      await page.evaluate(`(${wait})(${JSON.stringify({ arg: arg ?? null, timeout: left })})`);
      return;
    } catch (error) {
      if (!DOCUMENT_GONE.test(String(error)) || performance.now() >= deadline) throw error;
    }
  }
}
