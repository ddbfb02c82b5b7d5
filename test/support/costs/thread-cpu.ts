// CPU time, which a machine busy with other work does not stretch as it stretches wall time: a
// bound on it holds whatever runs beside the test. The whole process's (every thread: the event
// loop, libuv's pool that decodes pictures and hashes passwords, the garbage collector's), and the
// event loop's own (the main thread's, from Linux's /proc/thread-self/schedstat, in nanoseconds).
import { readFileSync } from "node:fs";

/** CPU milliseconds this process has used, all its threads together. */
export function processCpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

let schedstat = true;

/**
 * CPU milliseconds the calling thread has used (called from the main thread: the event loop's);
 * where Linux does not tell, the whole process's.
 */
export function threadCpuMs(): number {
  if (schedstat) {
    try {
      return Number(readFileSync("/proc/thread-self/schedstat", "latin1").split(" ")[0]) / 1e6;
    } catch {
      schedstat = false;
    }
  }
  return processCpuMs();
}
