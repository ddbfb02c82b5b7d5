// CPU time spent so far by this process (a test file's host and the test code) and by its
// descendants (Chromium's processes, a second host, a host process a test started and stopped),
// so that a file's cost can be compared across runs on a machine busy with other work, where wall
// times mean little.
import { readdirSync, readFileSync } from "node:fs";

/** Linux's clock ticks per second, in which /proc reports CPU time. */
const TICKS_PER_SECOND = 100;

export interface CpuSeconds {
  own: number;
  children: number;
}

/** pid -> [parent pid, CPU ticks of the process and of the children it has waited for]. */
function processTable(): Map<number, [number, number]> {
  const table = new Map<number, [number, number]>();
  let pids: string[];
  try {
    pids = readdirSync("/proc").filter((name) => /^\d+$/.test(name));
  } catch {
    return table; // no /proc: children count as 0
  }
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      // Fields after the command name, which is in parentheses and may hold spaces.
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      const ticks = [11, 12, 13, 14].reduce((sum, i) => sum + Number(fields[i]), 0);
      table.set(Number(pid), [Number(fields[1]), ticks]);
    } catch {
      // the process ended while the table was read
    }
  }
  return table;
}

/** CPU ticks of this process's own children that have ended and been waited for (a host process a test started). */
function endedChildrenTicks(): number {
  try {
    const stat = readFileSync("/proc/self/stat", "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return Number(fields[13]) + Number(fields[14]);
  } catch {
    return 0;
  }
}

/** CPU seconds of this process and of every process below it (ended ones once their parent has waited for them). */
export function cpuSeconds(): CpuSeconds {
  const { user, system } = process.cpuUsage();
  const table = processTable();
  const below = new Set([process.pid]);
  let ticks = endedChildrenTicks();
  // Parents have lower pids than their children except after pid wrap-around: repeat until stable.
  for (let grew = true; grew; ) {
    grew = false;
    for (const [pid, [parent, own]] of table) {
      if (below.has(parent) && !below.has(pid)) {
        below.add(pid);
        ticks += own;
        grew = true;
      }
    }
  }
  return { own: (user + system) / 1e6, children: ticks / TICKS_PER_SECOND };
}
