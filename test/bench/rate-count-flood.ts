// The rate limits' counts file of `npm start`'s host (two workers, rate limits on) flooded with
// distinct keys, written as a flood a minute ago would have left them (batched inserts, their
// window ending a second from now), while another visitor searches (search.json over HTTP, one
// request after another, each from an address of loopback of its own turn): the searches' time
// until the workers have pruned the flood and the file is small again. Wall time, to report: the
// host's search answers are in it with the wait on the lock.
import { request } from "node:http";
import path from "node:path";
import Database from "better-sqlite3";
import { RATE_COUNTS_FILE } from "../../fixtures/host/http/rate-counts";
import { RATE_LIMIT_WINDOW_MS } from "../../fixtures/host/http/rate-limits";
import { countsFileBytes, type FloodPruned, flood, floodRows } from "../support/hosts/rate-count-flood";
import { startHostProcess } from "./host-process";

export interface HttpFloodReport extends FloodPruned {
  /** Each search's time, in ms. */
  searches: number[];
  /** Searches answered with another status than 200. */
  failed: number;
}

/** One GET on a connection of its own, from `localAddress`: its status and time. */
function timedGet(url: string, localAddress: string): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { agent: false, localAddress }, (incoming) => {
      incoming.resume();
      incoming.on("end", () =>
        resolve({ status: incoming.statusCode ?? 0, ms: performance.now() - started }),
      );
    });
    outgoing.on("error", reject);
    outgoing.end();
  });
}

/** Addresses of loopback the searches take turns from: each a cookieless visitor, under its limit. */
const ADDRESSES = Array.from({ length: 60 }, (_, i) => `127.0.${10 + Math.floor(i / 200)}.${(i % 200) + 2}`);

export async function measureFloodOverHttp({
  keys = 100_000,
  giveUpMs = 30_000,
} = {}): Promise<HttpFloodReport> {
  const host = await startHostProcess({ WEB_CONCURRENCY: "2", RATE_LIMITS: "on" });
  try {
    const file = path.join(host.dataDir, RATE_COUNTS_FILE);
    // The file is made by the workers as they start; a search makes sure of it.
    await timedGet(`${host.url}/reviews/search.json?q=kettle`, "127.0.0.1");
    const db = new Database(file);
    try {
      const ended = Date.now() + 1000;
      flood(db, keys, ended - RATE_LIMIT_WINDOW_MS);
      const rowsBefore = floodRows(db);
      const bytesBefore = countsFileBytes(host.dataDir);
      const searches: number[] = [];
      let failed = 0;
      for (let i = 0; ; i++) {
        const answer = await timedGet(
          `${host.url}/reviews/search.json?q=kettle&page=${(i % 3) + 1}`,
          ADDRESSES[i % ADDRESSES.length] as string,
        );
        searches.push(answer.ms);
        if (answer.status !== 200) failed++;
        const now = Date.now();
        if (now > ended + giveUpMs) break;
        if (now > ended && i % 20 === 0 && floodRows(db) === 0 && countsFileBytes(host.dataDir) < 1e6) break;
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      return {
        keys,
        rowsBefore,
        rowsAfter: floodRows(db),
        bytesBefore,
        bytesAfter: countsFileBytes(host.dataDir),
        prunedInMs: Date.now() - ended,
        searches,
        failed,
      };
    } finally {
      db.close();
    }
  } finally {
    host.stop();
  }
}
