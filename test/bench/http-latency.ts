// Latency of GET requests at a fixed number of concurrent keep-alive clients.
import http from "node:http";

export interface LatencyReport {
  requests: number;
  concurrency: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  perSecond: number;
  /** Answers that were not 200. */
  failures: number;
}

interface Answer {
  status: number;
  cookie: string | undefined;
}

function get(agent: http.Agent, url: URL, cookie?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers = cookie ? { cookie } : {};
    const request = http.get(url, { agent, headers }, (response) => {
      response.resume(); // read the whole body: the time includes the transfer
      const cookie = response.headers["set-cookie"]?.[0]?.split(";")[0];
      response.on("end", () => resolve({ status: response.statusCode ?? 0, cookie }));
    });
    request.on("error", reject);
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/**
 * Each client sends its next request as soon as the last one is answered, with the session
 * cookie a browser would send.
 */
export async function measureLatency(
  base: string,
  paths: string[],
  concurrency: number,
): Promise<LatencyReport> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const { cookie } = await get(agent, new URL("/reviews/me.json", base));
  const times: number[] = [];
  let next = 0;
  let failures = 0;
  const started = performance.now();
  const client = async () => {
    while (next < paths.length) {
      const url = new URL(paths[next++] as string, base);
      const sent = performance.now();
      const { status } = await get(agent, url, cookie);
      times.push(performance.now() - sent);
      if (status !== 200) failures++;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, client));
  const elapsed = performance.now() - started;
  agent.destroy();
  times.sort((a, b) => a - b);
  return {
    requests: times.length,
    concurrency,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    max: times.at(-1) ?? 0,
    perSecond: (times.length / elapsed) * 1000,
    failures,
  };
}
