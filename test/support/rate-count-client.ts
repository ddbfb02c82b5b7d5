// One of the processes that count at the same moment in host/shared-limits: it opens the limits'
// counts file (http/rate-counts.ts) of the folder it is sent; sent a moment and keys, it waits for
// that moment (by the wall clock both processes share) and counts one request of each key in turn,
// as fast as it can, and says how many were let through.
import { openRateCounts, type RateCounts } from "../../fixtures/host/http/rate-counts";

let counts: RateCounts | null = null;

process.on("message", (message: { open?: string; at?: number; keys?: string[] }) => {
  if (message.open) {
    counts = openRateCounts(message.open, 60_000);
    process.send?.({ ready: true });
  } else if (message.at !== undefined && message.keys && counts) {
    // The same moment as the other process: the race is the point.
    while (Date.now() < message.at);
    let through = 0;
    for (const key of message.keys) if (counts.take([{ key, max: 1 }]).allowed) through++;
    process.send?.({ through });
  } else {
    counts?.close();
    process.exit(0);
  }
});
