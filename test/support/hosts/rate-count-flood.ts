// A flood of the rate limits' counts file (http/rate-counts.ts), as two workers of a host live it:
// this process is the worker that was flooded (100,000 distinct keys counted, written at once in
// batched inserts as the counted requests would have left them), and goes on counting a request
// now and then; another process (rate-count-client.ts) is a bystander, counting a visitor's
// searches as search.json counts them, timed. A window later the flood's counts have ended and the
// workers prune them. Used by host/rate-count-flood and by `npm run bench` (with a host's own
// workers too: bench/rate-count-flood.ts).
import { type ChildProcess, fork } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import Database from "better-sqlite3";
import { type Count, openRateCounts, RATE_COUNTS_FILE } from "../../../fixtures/host/http/rate-counts";
import { ADDRESS_CEILING, RATE_LIMITS } from "../../../fixtures/host/http/rate-limits";
import { threadCpuMs } from "../costs/thread-cpu";

/** A flood of `keys` keys and its prune: the flood's rows and the file's size before and after. */
export interface FloodPruned {
  keys: number;
  rowsBefore: number;
  rowsAfter: number;
  /** The file and its write-ahead log, after the flood and once pruned. */
  bytesBefore: number;
  bytesAfter: number;
  /** From the end of the flood's window until its counts were gone and the file small. */
  prunedInMs: number;
}

export interface FloodReport extends FloodPruned {
  /** How long each of the bystander's counted searches waited, in ms. */
  waits: number[];
  /** Each write of the prunes of both workers, which holds the file's write lock while it runs. */
  steps: Step[];
}

/** A prune's write: the CPU time it took in its worker's thread, and its wall time. */
export interface Step {
  cpuMs: number;
  ms: number;
}

/** A pruneStep (http/rate-counts.ts) that times each write, and the times. */
export function timedSteps() {
  const steps: Step[] = [];
  return {
    steps,
    pruneStep: <T>(write: () => T): T => {
      const [cpu, at] = [threadCpuMs(), performance.now()];
      try {
        return write();
      } finally {
        steps.push({ cpuMs: threadCpuMs() - cpu, ms: performance.now() - at });
      }
    },
  };
}

const INSERT_BATCH = 10_000;
const SEARCHES = RATE_LIMITS.find((limit) => limit.name === "search")?.max ?? 0;

/** The counts a visitor's search.json takes (http/rate-limit-hooks.ts countsOf). */
const searchCounts = (visitor: string, address: string): Count[] => [
  { key: `search\nvisitor ${visitor}`, max: SEARCHES },
  { key: `search\naddress ${address}`, max: SEARCHES * ADDRESS_CEILING },
];

/** The file's size with its write-ahead log. */
export function countsFileBytes(dir: string): number {
  const file = path.join(dir, RATE_COUNTS_FILE);
  return [file, `${file}-wal`].reduce((sum, one) => sum + (existsSync(one) ? statSync(one).size : 0), 0);
}

/** The flood's rows in the counts file `db`: its made-up visitors and its addresses of 10/8 (no worker's). */
export const floodRows = (db: Database.Database): number =>
  db
    .prepare("SELECT count(*) FROM rate_counts WHERE key GLOB '*visitor flood-*' OR key GLOB '*address 10.*'")
    .pluck()
    .get() as number;

/**
 * `keys` distinct keys counted at `started`, half of them visitors a sender made up, half addresses,
 * in batched inserts.
 */
export function flood(db: Database.Database, keys: number, started: number): void {
  const insert = db.prepare<{ from: number; to: number; started: number }>(
    `WITH RECURSIVE i(n) AS (SELECT @from UNION ALL SELECT n + 1 FROM i WHERE n < @to)
     INSERT INTO rate_counts (key, started, n)
     SELECT 'search' || char(10) || CASE n % 2
              WHEN 0 THEN 'visitor flood-' || n
              ELSE 'address 10.' || (n >> 16) || '.' || ((n >> 8) & 255) || '.' || (n & 255) END,
            @started, 1
     FROM i`,
  );
  for (let from = 0; from < keys; from += INSERT_BATCH)
    insert.run({ from, to: Math.min(keys, from + INSERT_BATCH) - 1, started });
}

/** The bystander's process: counting `counts` every `everyMs` once started. */
async function bystander(dir: string, windowMs: number) {
  const child: ChildProcess = fork(fileURLToPath(new URL("./rate-count-client.ts", import.meta.url)), [], {
    execArgv: ["--import", "tsx"],
  });
  const next = () =>
    new Promise<{ waits?: number[]; steps?: Step[] }>((resolve, reject) => {
      child.once("message", resolve);
      child.once("exit", (code) => reject(new Error(`the bystander stopped (exit ${code})`)));
    });
  const ready = next();
  child.send({ open: dir, windowMs });
  await ready;
  return {
    start: async (counts: Count[], everyMs: number) => {
      const started = next();
      child.send({ bystand: { counts, everyMs } });
      await started;
    },
    stop: async () => {
      const answer = next();
      child.send({ stop: true });
      const { waits = [], steps = [] } = await answer;
      return { waits, steps };
    },
    close: async () => {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill();
      await exited;
    },
  };
}

/**
 * Floods a counts file with `keys` keys, then counts on, a request every `everyMs` in this worker
 * and a visitor's search every `everyMs` in the bystander's, until the flood's counts are gone
 * and the file is under `smallBytes` (a window of `windowMs` after it), or `giveUpMs` after the window.
 */
export async function runFlood({
  keys = 100_000,
  windowMs = 500,
  everyMs = 5,
  giveUpMs = 30_000,
  smallBytes = 1e6,
} = {}): Promise<FloodReport> {
  const dir = mkdtempSync(path.join(tmpdir(), "rate-flood-"));
  const timed = timedSteps();
  const counts = openRateCounts(dir, windowMs, { pruneStep: timed.pruneStep });
  const other = await bystander(dir, windowMs);
  const reader = new Database(path.join(dir, RATE_COUNTS_FILE), { readonly: true });
  try {
    const writer = new Database(path.join(dir, RATE_COUNTS_FILE));
    const started = Date.now();
    flood(writer, keys, started);
    writer.close();
    const rowsBefore = floodRows(reader);
    const bytesBefore = countsFileBytes(dir);
    const ended = started + windowMs;
    await other.start(searchCounts("bystander", "192.0.2.1"), everyMs);
    // This worker's own requests, each of a visitor of its own: once the flood's counts have
    // ended, they start its prunes; the bystander's start its own.
    for (let i = 0; ; i++) {
      counts.take(searchCounts(`worker ${i % 50}`, "192.0.2.2"));
      const now = Date.now();
      if (now > ended + giveUpMs) break;
      // Read now and then: reading the whole table is this test's work, not the workers'.
      if (now > ended && i % 20 === 0 && floodRows(reader) === 0 && countsFileBytes(dir) < smallBytes) break;
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
    const prunedInMs = Date.now() - ended;
    const { waits, steps } = await other.stop();
    return {
      keys,
      rowsBefore,
      rowsAfter: floodRows(reader),
      bytesBefore,
      bytesAfter: countsFileBytes(dir),
      prunedInMs,
      waits,
      steps: [...timed.steps, ...steps],
    };
  } finally {
    reader.close();
    counts.close();
    await other.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
