// The test processes' copies of the seeded marketplace (support/data/orphaned-copies.ts): a copy whose
// process has ended is removed by the next test process; a running process's copy is kept.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { COPY_PREFIX, ownCopyPrefix, removeLeftCopies } from "../support/data/orphaned-copies";

/** The id of a process that has ended (its own, printed before it exits). */
const endedPid = () =>
  Number(spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"]).stdout);

test("copies of ended processes are removed; this process's, another running one's and other folders stay", () => {
  const parent = mkdtempSync(path.join(tmpdir(), "left-copies-"));
  try {
    const ended = `${COPY_PREFIX}${endedPid()}-abc123`;
    const own = path.basename(mkdtempSync(ownCopyPrefix(parent)));
    const parentProcess = `${COPY_PREFIX}${process.ppid}-def456`;
    const unrelated = "marketplace-test-backup";
    for (const name of [ended, parentProcess, unrelated])
      mkdirSync(path.join(parent, name, "data"), { recursive: true });
    assert.equal(removeLeftCopies(parent), [ended]);
    assert.not.ok(existsSync(path.join(parent, ended)), "the ended process's copy is gone");
    assert.equal(readdirSync(parent).sort(), [own, parentProcess, unrelated].sort());
    assert.ok(own.startsWith(`${COPY_PREFIX}${process.pid}-`), own);
  } finally {
    rmSync(parent, { recursive: true, force: true });
  }
});

test.run();
