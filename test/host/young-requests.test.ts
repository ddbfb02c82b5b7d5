// A request's objects die young: once it is answered, nothing in V8's old generation holds them,
// so a young-generation collection frees them rather than copying them on. An object literal with
// getters, made per request by the session hook, did hold them: V8 keeps a literal's getters in
// the old generation, and the getters' closure held the request and the reply. Every request was
// then copied twice and promoted, and at 20 connections the collections that copied them paused a
// worker 12-20 ms every ~100 ms (`node --trace-gc`): the tail of every answer's latency.
import { constants, type PerformanceEntry, PerformanceObserver } from "node:perf_hooks";
import { getHeapSpaceStatistics, setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { measureLatency } from "../bench/http-latency";
import { testHost } from "../support/hosts/test-host";

const test = suite("requests die young");

/** V8's collections, for this test alone: a full one, or a young-generation one ({ type: "minor" }). */
setFlagsFromString("--expose-gc");
const collect = runInNewContext("gc") as (options?: { type: "minor" }) => void;
const oldGeneration = () =>
  getHeapSpaceStatistics().find((space) => space.space_name === "old_space")?.space_used_size ?? 0;

/** A collection of the young generation alone (Node's GC entries name their kind in `detail`). */
const isYoung = (entry: PerformanceEntry) =>
  (entry as PerformanceEntry & { detail?: { kind?: number } }).detail?.kind ===
  constants.NODE_PERFORMANCE_GC_MINOR;

const REQUESTS = 2000;

/**
 * What the old generation gained while `REQUESTS` requests were answered, 20 at a time by clients
 * in a process of their own, then two young collections ran (what lives through both is
 * promoted); null when a full collection ran meanwhile, which would hide it.
 */
async function promotedBy(base: string, paths: string[]): Promise<number | null> {
  let full = false;
  const collections = new PerformanceObserver((list) => {
    if (list.getEntries().some((entry) => !isYoung(entry))) full = true;
  });
  collect();
  const before = oldGeneration();
  collections.observe({ entryTypes: ["gc"] });
  const report = await measureLatency(base, paths, 20, null);
  assert.is(report.failures, 0, report.firstFailure ?? "");
  collect({ type: "minor" });
  collect({ type: "minor" });
  const promoted = oldGeneration() - before;
  // The observer hears of collections a turn later.
  await new Promise((resolve) => setImmediate(resolve));
  collections.disconnect();
  return full ? null : promoted;
}

test("requests answered 20 at a time leave nothing for the old generation once answered", async () => {
  const { url } = await testHost();
  // A guest's own data (the session read) and suggestions, each address once.
  const paths = Array.from({ length: REQUESTS }, (_, i) =>
    i % 2 ? "/reviews/me.json" : `/reviews/instant_search?q=&redesign=${i}`,
  );
  await measureLatency(url, paths.slice(0, 200), 20, null); // the routes' code made once
  let promoted: number | null = null;
  for (let attempt = 0; promoted === null && attempt < 3; attempt++) promoted = await promotedBy(url, paths);
  assert.ok(promoted !== null, "a full collection ran during each of three attempts");
  // About 5 KB a request when something old holds them; under 1 KB when not.
  assert.ok(
    promoted < REQUESTS * 2048,
    `${Math.round(promoted / 1024)} KB promoted by ${REQUESTS} requests: something old holds them`,
  );
});

test.run();
