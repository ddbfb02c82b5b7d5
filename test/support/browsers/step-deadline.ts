// How long a browser test waits for one step before it gives up: a page to load, a control to
// show, a condition to hold, a page's requests to settle. A deadline only ends a wait that would
// otherwise hang; the condition, not the time, passes the test (test/README.md, "Tests that read
// the clock"). A step takes milliseconds to a second, but the first pages of a run come from a
// cold host and browser, and two `npm test` runs of fresh clones side by side have taken longer
// than a shorter deadline to load a home page (browser/looks: "page.goto: Timeout 10000ms exceeded").
export const STEP_DEADLINE_MS = 30_000;

/**
 * `step` failed with `what` once `ms` have passed. For a wait that only the page can end (its
 * frames, its timers): Playwright gives an evaluation no timeout of its own, so a page that stops
 * drawing frames would hold the test until its file's time limit, named by nothing.
 */
export async function withinDeadline<T>(step: Promise<T>, what: string, ms = STEP_DEADLINE_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer from the page in ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([step, late]);
  } finally {
    clearTimeout(timer);
  }
}
