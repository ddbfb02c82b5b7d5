// TEST_HELD_FRAMES=<ms>: every page of the test browser draws each frame that much later
// (requestAnimationFrame's callbacks wait, cancelAnimationFrame still cancels them), as a phone or
// a busy machine does. A test that reads the page before what it waits for has settled, such as
// Turbo's copy of a page that arrives a repaint after the widget has routed, passes on a quiet
// machine and fails once in many runs on a busy one; with the frames held it fails every time.
// A page whose clock a test installed (page.clock) keeps the frames that clock gives it.
// `TEST_HELD_FRAMES=150 node --import tsx test/uvu.ts "^browser/"`; no run of `npm test` sets it.
import type { BrowserContext } from "playwright-core";

const HELD_MS = Number(process.env.TEST_HELD_FRAMES ?? 0);

/** Holds each frame of the context's pages back when TEST_HELD_FRAMES asks it. */
export async function holdFramesIfAsked(context: BrowserContext): Promise<void> {
  if (HELD_MS > 0) await context.addInitScript(holdEachFrame, HELD_MS);
}

function holdEachFrame(ms: number): void {
  const requestFrame = window.requestAnimationFrame.bind(window);
  const cancelFrame = window.cancelAnimationFrame.bind(window);
  const wait = window.setTimeout.bind(window);
  // The held frames' ids are negative: the browser's (or an installed clock's) are not.
  const waiting = new Set<number>();
  let next = -1;
  window.requestAnimationFrame = (callback) => {
    if ("__pwClock" in window) return requestFrame(callback);
    const id = next--;
    waiting.add(id);
    requestFrame(() =>
      wait(
        () =>
          requestFrame((time) => {
            if (waiting.delete(id)) callback(time);
          }),
        ms,
      ),
    );
    return id;
  };
  window.cancelAnimationFrame = (id) => {
    if (id < 0) waiting.delete(id);
    else cancelFrame(id);
  };
}
