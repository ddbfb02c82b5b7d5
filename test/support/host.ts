// The reference host for tests: one per test file, on a free port, over its own copy of the
// seeded data, so a file sees only its own writes whichever files ran before it in its process.
// It has no rate limits: they count per address and account, and every test request comes from
// this machine, mostly as the one seeded reviewer. The tests of the limits build a host with them
// (limitedHost).
import type { FastifyInstance } from "fastify";
import * as assert from "uvu/assert";
import type { Db } from "../../fixtures/host/db/database";
import { RATE_LIMITS } from "../../fixtures/host/http/rate-limits";
import { buildHost } from "../../fixtures/host/server";
import { onTeardown } from "../teardown";
import { countPageLoad } from "./page-loads";
import { seededDataDir } from "./seeded-data";

export interface TestHost {
  app: FastifyInstance;
  db: Db;
  /** e.g. 'http://127.0.0.1:40123' */
  url: string;
  /** The host's DATA_DIR (a copy of the seeded marketplace), e.g. for a second host over the same data. */
  dataDir: string;
}

/**
 * Route pages come rendered on the server, as npm start serves them, bound loosely for a busy
 * machine (a render past the host's own bound falls back to empty roots: browser/first-screen).
 */
const SERVER_RENDER = { boundMs: 5000, keepMs: 0 };

let started: Promise<TestHost> | null = null;

export function testHost(): Promise<TestHost> {
  started ??= (async () => {
    const dataDir = seededDataDir();
    const { app, db } = buildHost({ dataDir, rateLimits: false, serverRender: SERVER_RENDER });
    // Registered before listening: the data directory is removed after the host has closed.
    onTeardown(async () => {
      started = null;
      await app.close();
    });
    app.addHook("onRequest", async (request) => countPageLoad(request.headers["sec-fetch-dest"]));
    const address = await app.listen({ port: 0, host: "127.0.0.1" });
    return { app, db, url: address, dataDir };
  })();
  return started;
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

/** The test host's database (its own copy of the seeded marketplace). */
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
