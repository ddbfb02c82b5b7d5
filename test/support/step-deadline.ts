// How long a browser test waits for one step before it gives up: a page to load, a control to
// show, a condition to hold, a page's requests to settle. A deadline only ends a wait that would
// otherwise hang; the condition, not the time, passes the test (test/README.md, "Tests that read
// the clock"). A step takes milliseconds to a second here, but the first pages of a run come from
// a cold host and browser: two `npm test` runs of fresh clones side by side, at their start, took
// more than 10 s to load a home page (browser/looks: "page.goto: Timeout 10000ms exceeded").
export const STEP_DEADLINE_MS = 30_000;
