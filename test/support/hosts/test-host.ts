// The reference host for tests, on a free port, over the seeded data its process's files share
// (support/data/shared-seed-copy.ts): each file sees the data as seeded, whatever files ran before it. A file
// that wrote nothing (no row, no file) leaves its host to the next; after one that wrote, the host
// closes and the next file starts a new one, so nothing the host holds in memory (a category tree,
// a page's counts) outlives the data it was read from.
// It has no rate limits: they count per address and account, and every test request comes from
// this machine, mostly as the one seeded reviewer. The tests of the limits build a host with them
// (limitedHost).
import type { FastifyInstance } from "fastify";
import * as assert from "uvu/assert";
import type { Db } from "../../../fixtures/host/db/database";
import { RATE_LIMITS } from "../../../fixtures/host/http/rate-limits";
import { buildHost } from "../../../fixtures/host/server";
import { onTeardown, runningFile } from "../../teardown";
import { keptSeededData } from "../data/seeded-marketplace";
import { countPageLoad } from "../runner/page-loads";

export interface TestHost {
  app: FastifyInstance;
  db: Db;
  /** e.g. 'http://127.0.0.1:40123' */
  url: string;
  /** The host's DATA_DIR (a copy of the seeded marketplace), e.g. for a second host over the same data. */
  dataDir: string;
}

/**
 * Route pages come rendered on the server, as npm start serves them, bound loosely for a machine
 * busy with the other tests (a render past the host's own bounds falls back to empty roots:
 * browser/first-screen; the host's own bounds beside a busy machine: browser/rendered-beside-load).
 */
const SERVER_RENDER = { boundMs: 5000, ceilingMs: 5000, keepMs: 0 };

/** The host of the file now running, or the one the file before left. */
let host: Promise<TestHost> | null = null;
/** Whether the file now running has asked for the host (and set its end). */
let asked = false;

export function testHost(): Promise<TestHost> {
  if (asked && host) return host;
  asked = true;
  onTeardown(endOfFile, { last: true });
  const next = hostForFile(host);
  host = next;
  return next;
}

/** The host now open, if any. */
const openHost = async () => (await host?.catch(() => null)) ?? null;

/**
 * The host the file before left, or a new one, over the shared data taken for this file: fails,
 * naming the file before, when that file left the data changed.
 */
async function hostForFile(left: Promise<TestHost> | null): Promise<TestHost> {
  const data = keptSeededData(async () => {
    const open = await openHost();
    if (open) await closeHost(open.app);
  });
  const kept = await left?.catch(() => null);
  if (kept && !data.intact()) await closeHost(kept.app);
  data.take(runningFile());
  if (kept) return kept;
  const { app, db } = buildHost({ dataDir: data.dataDir, rateLimits: false, serverRender: SERVER_RENDER });
  app.addHook("onRequest", async (request) => countPageLoad(request.headers["sec-fetch-dest"]));
  const address = await app.listen({ port: 0, host: "127.0.0.1" });
  return { app, db, url: address, dataDir: data.dataDir };
}

/**
 * Closes a test host between files, its sockets with it: the browser's pages kept for the next
 * file (support/browsers/reused-pages.ts) hold theirs open, which the host would wait for until
 * they time out.
 */
async function closeHost(app: FastifyInstance): Promise<void> {
  const closing = app.close();
  app.server.closeAllConnections();
  await closing;
}

/** Once the file's other teardowns have run: the host left to the next file, or closed and the data put back. */
async function endOfFile(): Promise<void> {
  asked = false;
  const ended = await openHost();
  const data = keptSeededData();
  if (ended && !data.written()) return;
  host = null;
  if (ended) await closeHost(ended.app);
  data.putBack();
}

/**
 * A second host over the test host's data, with the rate limits the host has when started: for
 * the tests of those limits. The limited hosts of one file share their counts (DATA_DIR's
 * rate-limits.sqlite), as a host's workers do, so each test counts from addresses of its own.
 * Closed when the file's tests end.
 */
export async function limitedHost(): Promise<Omit<TestHost, "url">> {
  const { dataDir } = await testHost();
  const { app, db } = buildHost({ dataDir, rateLimits: true });
  onTeardown(() => app.close());
  await app.ready();
  return { app, db, dataDir };
}

/** The test host's database (the copy of the seeded marketplace its process's files share, as seeded at each file's start). */
export async function testDb(): Promise<Db> {
  return (await testHost()).db;
}

/** The test host's JSON answer to a guest's GET of `url`, which must come with `status`. */
export async function getJson<T>(url: string, status = 200): Promise<T> {
  const { app } = await testHost();
  const response = await app.inject({ method: "GET", url });
  assert.is(response.statusCode, status, `${url}: ${response.body}`);
  return response.json() as T;
}

/** How many requests the named rate limit lets through in its window. */
export const rateLimitMax = (name: string) => RATE_LIMITS.find((limit) => limit.name === name)?.max ?? 0;
