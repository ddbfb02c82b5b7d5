// One of the processes that count in the limits' counts file (http/rate-counts.ts) of the folder it
// is sent, as another worker of the host does. Sent a moment and keys (host/shared-limits), it
// waits for that moment (by the wall clock both processes share) and counts one request of each
// key in turn, as fast as it can, and says how many were let through. Sent counts to keep taking
// (host/rate-count-flood), it counts them as one request every `everyMs` until told to stop, and
// says how long each of them waited on the file's lock, and what each write of its prunes took.
import { type Count, openRateCounts, type RateCounts } from "../../../fixtures/host/http/rate-counts";
import { timedSteps } from "./rate-count-flood";

let counts: RateCounts | null = null;
const timed = timedSteps();
let bystanding: Promise<number[]> | null = null;
let stopped = false;

/** Counts `each` every `everyMs` until stopped: the time each count took, in ms. */
async function bystand(each: Count[], everyMs: number): Promise<number[]> {
  const waits: number[] = [];
  while (!stopped && counts) {
    const asked = performance.now();
    counts.take(each);
    waits.push(performance.now() - asked);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  return waits;
}

process.on(
  "message",
  async (message: {
    open?: string;
    windowMs?: number;
    at?: number;
    keys?: string[];
    bystand?: { counts: Count[]; everyMs: number };
    stop?: true;
  }) => {
    if (message.open) {
      counts = openRateCounts(message.open, message.windowMs ?? 60_000, { pruneStep: timed.pruneStep });
      process.send?.({ ready: true });
    } else if (message.at !== undefined && message.keys && counts) {
      // The same moment as the other process: the race is the point.
      while (Date.now() < message.at);
      let through = 0;
      for (const key of message.keys) if (counts.take([{ key, max: 1 }]).allowed) through++;
      process.send?.({ through });
    } else if (message.bystand && counts) {
      stopped = false;
      bystanding = bystand(message.bystand.counts, message.bystand.everyMs);
      process.send?.({ started: true });
    } else if (message.stop && bystanding) {
      stopped = true;
      const waits = await bystanding;
      await counts?.pruned();
      process.send?.({ waits, steps: timed.steps });
    } else {
      counts?.close();
      process.exit(0);
    }
  },
);
