// The reference host in a process of its own, so the benchmark's clients never share its
// event loop; over a fresh copy of the default seeded dataset, or the data given.
import { type ChildProcess, spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { HOST_START } from "../../build/host-bundle";
import { projectRoot } from "../../fixtures/host/config";
import { seededDataDir } from "../support/data/seeded-marketplace";
import { freePort } from "../support/hosts/free-port";
import { type Expectation, type LatencyReport, measureLatency } from "./http-latency";

function statFields(pid: number | string): string[] {
  return readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
}

/** The processes `pid` started (its host workers), from Linux /proc. */
export function childPids(pid: number | undefined): number[] {
  return readdirSync("/proc")
    .filter((entry) => {
      if (!/^\d+$/.test(entry)) return false;
      try {
        return Number(statFields(entry)[1]) === pid; // field 4 of stat: the parent's pid
      } catch {
        return false; // the process ended while being read
      }
    })
    .map(Number);
}

/**
 * CPU time the host has used so far, in ms: the process and its workers (Linux /proc), or with
 * `eventLoopsOnly` their main threads alone (not the threads beside them that hash passwords,
 * compress or collect garbage); null where it cannot be read.
 */
export function cpuMs(pid: number | undefined, eventLoopsOnly = false): number | null {
  try {
    let ticks = 0;
    for (const id of [pid, ...childPids(pid)]) {
      const fields = statFields(eventLoopsOnly ? `${id}/task/${id}` : String(id));
      ticks += Number(fields[11]) + Number(fields[12]); // utime + stime
    }
    return Number.isFinite(ticks) ? (ticks * 1000) / 100 : null; // USER_HZ is 100 on Linux
  } catch {
    return null;
  }
}

/** With PROF=1, the host's processes write CPU profiles to /tmp/prof when they exit (its workers too). */
const profiling = () => (process.env.PROF ? ["--cpu-prof", "--cpu-prof-dir=/tmp/prof"] : []);

/**
 * Starts `npm start`'s host over `dataDir` (by default a fresh copy of the seeded data); `env` adds
 * to its environment (a key set to undefined leaves it out). Without rate limits (RATE_LIMITS=off):
 * every request of a benchmark comes from this machine's own address.
 */
export async function startHostProcess(
  env: Record<string, string | undefined> = {},
  dataDir = seededDataDir(),
): Promise<{
  url: string;
  dataDir: string;
  stop: () => void;
  child: ChildProcess;
}> {
  const port = await freePort();
  // npm start's host from its bundle: npm test builds it first, as npm run build does before a benchmark.
  const child = spawn(process.execPath, [...profiling(), HOST_START], {
    cwd: projectRoot,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: "127.0.0.1",
      RATE_LIMITS: "off",
      ...env,
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("The marketplace is at")) resolve();
    });
    child.on("exit", (code) => reject(new Error(`the host stopped (exit ${code})`)));
  });
  return { url: `http://127.0.0.1:${port}`, dataDir, stop: () => child.kill("SIGTERM"), child };
}

/** A latency report and the host's CPU time per request (null where /proc cannot be read). */
export type HostLatency = LatencyReport & { hostCpuMs: number | null };

/**
 * measureLatency against a host process, with the CPU time the host spent per request meanwhile:
 * the machine may be shared, and the host's own CPU time does not depend on that.
 */
export async function measureHostLatency(
  host: { url: string; child: ChildProcess },
  paths: string[],
  concurrency: number,
  expect: Expectation,
): Promise<HostLatency> {
  const before = cpuMs(host.child.pid);
  const report = await measureLatency(host.url, paths, concurrency, expect);
  const after = cpuMs(host.child.pid);
  return {
    ...report,
    hostCpuMs: before === null || after === null ? null : (after - before) / report.requests,
  };
}
