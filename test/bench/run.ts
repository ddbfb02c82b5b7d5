// npm run bench: search.json latency (p50, p95) at 20 concurrent clients on the default
// dataset (budget: p95 <= 20 ms), then the time from a filter being applied to its results
// painted, in Chromium. Needs `npm run build` first for the second part.
import { loadavg } from "node:os";
import { runTeardowns } from "../teardown";
import { measureFilterToPaint } from "./filter-to-paint";
import { cpuMs, startHostProcess } from "./host-process";
import { measureLatency } from "./http-latency";
import { searchRequests } from "./search-queries";

const CONCURRENCY = 20;
const WARMUP = 300;
const MEASURED = 4000;
const CATEGORIES = 162;

const fixed = (n: number) => n.toFixed(2);
const host = await startHostProcess();
try {
  const paths = searchRequests(WARMUP + MEASURED, CATEGORIES);
  await measureLatency(host.url, paths.slice(0, WARMUP), CONCURRENCY);
  const cpuBefore = cpuMs(host.child.pid);
  const report = await measureLatency(host.url, paths.slice(WARMUP), CONCURRENCY);
  const cpuAfter = cpuMs(host.child.pid);
  console.log(
    `search.json, ${report.requests} requests, ${report.concurrency} concurrent clients, keep-alive:`,
  );
  console.log(
    `  p50 ${fixed(report.p50)} ms   p95 ${fixed(report.p95)} ms   p99 ${fixed(report.p99)} ms   max ${fixed(report.max)} ms   ${Math.round(report.perSecond)} req/s   failures ${report.failures}`,
  );
  if (cpuBefore !== null && cpuAfter !== null) {
    // The machine may be shared: the host's own CPU time per request does not depend on that.
    console.log(
      `  host CPU per request ${fixed((cpuAfter - cpuBefore) / report.requests)} ms; load average ${loadavg()[0]?.toFixed(2)}`,
    );
  }
  console.log(`  budget p95 <= 20 ms: ${report.p95 <= 20 ? "kept" : "BROKEN"}`);
  if (!process.argv.includes("--http-only")) {
    const paint = await measureFilterToPaint(host.url);
    console.log(`filter applied → results painted, Chromium, ${paint.runs} runs:`);
    console.log(`  median ${fixed(paint.median)} ms   worst ${fixed(paint.worst)} ms`);
  }
} finally {
  host.stop();
  await runTeardowns();
}
