// A fake clock: time moves only when the test says so, so a delay is checked to the millisecond
// without the test waiting for it.
import { mock } from "node:test";

/**
 * Runs `body` with setTimeout and clearTimeout on a fake clock; `advance(ms)` moves the clock and
 * runs what fell due, inside act(). Start it after any findBy/waitFor: those poll with real timers.
 * For component tests.
 */
export async function withFakeTimers(body: (advance: (ms: number) => void) => void | Promise<void>) {
  // Loaded here: host tests use the clock below without a DOM.
  const { act } = await import("@testing-library/react");
  mock.timers.enable({ apis: ["setTimeout"] });
  try {
    await body((ms) => act(() => mock.timers.tick(ms)));
  } finally {
    mock.timers.reset();
  }
}

/**
 * Runs `body` with `Date` on a fake clock that starts at the real time and moves only by
 * `advance(ms)`; timers keep running. For host tests: the host reads the time with Date.now().
 */
export async function withFakeDate(body: (advance: (ms: number) => void) => void | Promise<void>) {
  mock.timers.enable({ apis: ["Date"], now: Date.now() });
  try {
    await body((ms) => mock.timers.tick(ms));
  } finally {
    mock.timers.reset();
  }
}
