// When a page has done what it does without interaction: nothing in flight, and nothing new asked
// for once the page has had the frames and the task in which it acts on its last answer (a screen
// mounts and runs its import()s and fetches in them). Playwright's 'networkidle' instead waits for
// half a second without a request after each load, which pages checked by the dozen add up.
import type { Page, Request } from "playwright-core";
import { STEP_DEADLINE_MS } from "./step-deadline";
import { DOCUMENT_GONE } from "./until-in-page";

export interface Requests {
  /**
   * Resolves once the page has settled, as above. Given `begunBefore` (from `begunSoFar()`, taken
   * before the page has had its two frames and a task in the caller's own evaluation), it resolves
   * at once when no request has begun since and none is in flight.
   */
  settled(begunBefore?: number): Promise<void>;
  /** How many requests the page has begun so far. */
  begunSoFar(): number;
  /** Stops counting: a page kept for many screens does not gather listeners. */
  stop(): void;
}

/** Starts counting `page`'s requests: call before the navigation whose end is awaited. */
export function trackRequests(page: Page): Requests {
  let started = 0;
  const inFlight = new Set<Request>();
  let onQuiet: (() => void) | null = null;
  const begun = (request: Request) => {
    started++;
    inFlight.add(request);
  };
  const ended = (request: Request) => {
    inFlight.delete(request);
    if (inFlight.size === 0) onQuiet?.();
  };
  page.on("request", begun);
  page.on("requestfinished", ended);
  page.on("requestfailed", ended);
  const quiet = () =>
    inFlight.size === 0
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          onQuiet = resolve;
        });
  // Two frames (a render and its paint, after which React runs its effects) and then a task.
  const framesAndTask = () =>
    page.evaluate(
      () =>
        new Promise<void>((resolve) =>
          requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))),
        ),
    );
  const settle = async () => {
    for (;;) {
      await quiet();
      const seen = started;
      try {
        await framesAndTask();
      } catch (error) {
        // The page navigated meanwhile: the new document has its own requests to wait for.
        if (!DOCUMENT_GONE.test(String(error))) throw error;
        continue;
      }
      if (started === seen && inFlight.size === 0) return;
    }
  };
  return {
    stop() {
      page.off("request", begun);
      page.off("requestfinished", ended);
      page.off("requestfailed", ended);
    },
    begunSoFar: () => started,
    async settled(begunBefore?: number) {
      if (begunBefore === started && inFlight.size === 0) return;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const limit = new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          const waiting = [...inFlight].map((request) => request.url()).join(", ");
          reject(
            new Error(`the page did not settle in ${STEP_DEADLINE_MS} ms; in flight: ${waiting || "none"}`),
          );
        }, STEP_DEADLINE_MS);
      });
      try {
        await Promise.race([settle(), limit]);
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
