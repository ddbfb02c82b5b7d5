// A fake clock for component tests: time moves only when the test says so, so a delay is
// checked to the millisecond without the test waiting for it.
import { mock } from "node:test";
import { act } from "@testing-library/react";

/**
 * Runs `body` with setTimeout and clearTimeout on a fake clock; `advance(ms)` moves the clock and
 * runs what fell due, inside act(). Start it after any findBy/waitFor: those poll with real timers.
 */
export async function withFakeTimers(body: (advance: (ms: number) => void) => void | Promise<void>) {
  mock.timers.enable({ apis: ["setTimeout"] });
  try {
    await body((ms) => act(() => mock.timers.tick(ms)));
  } finally {
    mock.timers.reset();
  }
}
