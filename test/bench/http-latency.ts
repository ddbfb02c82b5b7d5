// Latency of GET requests at a fixed number of concurrent keep-alive clients. The clients run in
// a process of their own (load-client.ts), never in the bench's: what they cost is kept to a
// prepared buffer written per request, and reported beside the figures.
import { fork } from "node:child_process";
import http from "node:http";
import { fileURLToPath } from "node:url";
import type { Expectation, LoadJob, LoadResult } from "./load-client";

export type { Expectation };

/**
 * Requests of a kind sent before that kind is measured, none of them measured later: V8 optimises
 * a worker's request path only after thousands of requests (instant suggestions on the default
 * data, p95 at 20 clients: 17.9 ms after 300 of them, 10.2 ms after 6,000), and a host in
 * production has long been warm.
 */
export const WARMUP_REQUESTS = 6000;

export interface LatencyReport {
  requests: number;
  concurrency: number;
  p50: number;
  p95: number;
  /** autocannon's upper figure, which the measurements give. */
  p97_5: number;
  p99: number;
  max: number;
  perSecond: number;
  /** Answers that were not 200 with the expected JSON or HTML, and the first of them. */
  failures: number;
  firstFailure: string | null;
  /** The clients' own CPU time per request. */
  clientCpuMs: number;
}

const CLIENT = fileURLToPath(new URL("./load-client.ts", import.meta.url));

/** The session cookie a browser would send: the host sets one on its first answer. */
function sessionCookie(base: string): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    http
      .get(new URL("/reviews/me.json", base), (response) => {
        response.resume();
        response.on("end", () => resolve(response.headers["set-cookie"]?.[0]?.split(";")[0]));
      })
      .on("error", reject);
  });
}

function runClients(job: LoadJob): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = fork(CLIENT, [], { execArgv: ["--import", "tsx"], stdio: "inherit" });
    child.once("message", (result) => resolve(result as LoadResult));
    child.once("error", reject);
    child.once("exit", (code) => reject(new Error(`the load client stopped (exit ${code})`)));
    child.send(job);
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/**
 * Each client sends its next request as soon as the last one is answered, with the session
 * cookie a browser would send. `expect`: the key every JSON answer must have, or `{ html }`, the
 * text every page must hold.
 */
export async function measureLatency(
  base: string,
  paths: string[],
  concurrency: number,
  expect: Expectation = null,
): Promise<LatencyReport> {
  const cookie = await sessionCookie(base);
  const result = await runClients({ base, paths, concurrency, cookie, expect });
  const times = [...result.times].sort((a, b) => a - b);
  return {
    requests: times.length,
    concurrency,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p97_5: percentile(times, 97.5),
    p99: percentile(times, 99),
    max: times.at(-1) ?? 0,
    perSecond: (times.length / result.elapsedMs) * 1000,
    failures: result.failures,
    firstFailure: result.firstFailure,
    clientCpuMs: result.clientCpuMsPerRequest,
  };
}
