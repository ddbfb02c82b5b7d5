// The copies of the seeded marketplace that test processes make (support/data/seeded-marketplace.ts) are
// named after their process, so that copies left by a process that ended without its teardown (a
// run killed by Ctrl-C, a runner's time limit, a stopped worker) are found and removed by the next
// test process: each is 160 MB of memory in /dev/shm, and a machine that kept them all would fill.
import { readdirSync, rmSync } from "node:fs";
import path from "node:path";

/** A copy's folder: this prefix, its process's id, a dash, then mkdtemp's letters. */
export const COPY_PREFIX = "marketplace-test-";

/** The prefix of this process's copies in `parent`, for mkdtemp. */
export const ownCopyPrefix = (parent: string): string => path.join(parent, `${COPY_PREFIX}${process.pid}-`);

/** Whether a process of this id runs (one of another user's counts: it is not ours to judge). */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Removes the copies in `parent` whose process has ended; returns their names. */
export function removeLeftCopies(parent: string): string[] {
  const left = readdirSync(parent).filter((name) => {
    const pid = Number(new RegExp(`^${COPY_PREFIX}(\\d+)-`).exec(name)?.[1]);
    return pid > 0 && !running(pid);
  });
  for (const name of left) rmSync(path.join(parent, name), { recursive: true, force: true });
  return left;
}
