// The rate limits' counts file under a flood of distinct keys (made-up visitor ids, many
// addresses): a window later the flood's counts are gone and the file is small again, and no
// other visitor's counted search waited on the file's lock meanwhile more than a prune's small
// batch holds it (http/rate-counts.ts). Two workers, as a host runs them: this process was
// flooded, another counts a visitor's searches (support/rate-count-flood.ts).
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { quantile, runFlood } from "../support/rate-count-flood";

const test = suite("rate counts under a flood");

/** The most a counted request may wait on the lock: a batch holds it about a millisecond. */
const WAIT_BOUND_MS = 20;
const KEYS = 100_000;

test("a flood of 100,000 distinct keys is pruned a window later, the file under 1 MB again, and another visitor's searches never wait on the lock more than 20 ms", async () => {
  const flood = await runFlood({ keys: KEYS });
  const worst = Math.max(...flood.waits);
  console.log(
    `\n  ${flood.rowsBefore} rows, ${(flood.bytesBefore / 1e6).toFixed(1)} MB → ${flood.rowsAfter} rows, ${(flood.bytesAfter / 1e6).toFixed(2)} MB, ${flood.prunedInMs} ms after the window; the bystander's ${flood.waits.length} searches: p95 ${quantile(flood.waits, 0.95).toFixed(2)} ms, worst ${worst.toFixed(2)} ms\n`,
  );
  assert.is(flood.rowsBefore, KEYS, "the flood was written");
  assert.ok(flood.bytesBefore > 4e6, `the flood's file: ${flood.bytesBefore} bytes`);
  assert.is(flood.rowsAfter, 0, "the flood's counts are gone a window later");
  assert.ok(flood.bytesAfter < 1e6, `the file and its log after the prune: ${flood.bytesAfter} bytes`);
  assert.ok(flood.waits.length > 50, `the bystander searched meanwhile (${flood.waits.length})`);
  assert.ok(worst <= WAIT_BOUND_MS, `the bystander's longest wait on the lock: ${worst.toFixed(1)} ms`);
});

test.run();
