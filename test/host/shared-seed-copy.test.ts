// The seeded copy a test process's files share (support/data/shared-seed-copy.ts): a file's writes are gone
// once it is put back, its database file never written; a copy left changed fails the next file,
// naming the one before.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { type Db, databasePath, openDatabase } from "../../fixtures/host/db/database";
import { seededCache } from "../support/data/seeded-marketplace";
import { helpfulCountSum } from "../support/data/seeded-queries";
import { KeptCopy } from "../support/data/shared-seed-copy";
import { onTeardown } from "../teardown";

const test = suite("kept seeded data");

/** A copy of the seeded data in a folder of this test's own. */
function keptCopy(): KeptCopy {
  const parent = mkdtempSync(path.join(tmpdir(), "kept-data-"));
  onTeardown(() => rmSync(parent, { recursive: true, force: true }));
  const copy = new KeptCopy(seededCache(), parent);
  onTeardown(() => copy.remove());
  return copy;
}

/** The votes as seeded, read from the seed the copies are made of. */
function seededVotes(): number {
  const db = new Database(databasePath(seededCache()), { readonly: true });
  try {
    return helpfulCountSum(db);
  } finally {
    db.close();
  }
}

/** A file's writes: more than SQLite's own checkpoint threshold (1000 pages of 16 KiB), a checkpoint asked too. */
function write(db: Db): void {
  db.prepare("UPDATE reviews SET helpful_count = helpful_count + 1").run();
  db.prepare("UPDATE reviews SET title = title || ' (edited)' WHERE id % 3 = 0").run();
  db.pragma("wal_checkpoint(PASSIVE)");
}

test("a file's writes, checkpoints and files are gone once the copy is put back; its database file is never written", () => {
  const copy = keptCopy();
  const before = seededVotes();
  assert.ok(before > 0, "the seed has votes");

  copy.take("host/first.test.ts");
  assert.not.ok(copy.written(), "nothing written yet");
  const host = openDatabase(copy.dataDir);
  mkdirSync(path.join(copy.dataDir, "uploads"));
  assert.is(helpfulCountSum(host), before);
  assert.not.ok(
    copy.written(),
    "reading writes nothing, nor does an empty folder (a host's uploads', made on start)",
  );
  write(host);
  writeFileSync(path.join(copy.dataDir, "upload.bin"), "left behind");
  assert.ok(helpfulCountSum(host) > before, "the file sees its own writes");
  host.close();
  assert.ok(copy.written());
  copy.putBack();

  copy.take("host/second.test.ts");
  const next = openDatabase(copy.dataDir);
  assert.is(helpfulCountSum(next), before, "the next file sees the seed");
  next.close();
  copy.putBack();
});

test("a connection left open that writes the database file once its file has ended fails the next file, naming it", () => {
  const copy = keptCopy();
  copy.take("host/leaves-a-connection.test.ts");
  const left = openDatabase(copy.dataDir);
  write(left);
  copy.putBack();
  // Closing last, with its log, it checkpoints into the database file.
  left.close();

  assert.throws(
    () => copy.take("host/next.test.ts"),
    (error: Error) =>
      /the seeded data was left changed by host\/leaves-a-connection\.test\.ts: its database file was written/.test(
        error.message,
      ),
  );
  const db = openDatabase(copy.dataDir);
  assert.is(helpfulCountSum(db), seededVotes(), "the copy is made anew");
  db.close();
  copy.putBack();
  copy.take("host/after.test.ts");
  copy.putBack();
});

test("a file's write after it has ended, through a connection kept for the next, fails the next file, naming it", () => {
  const copy = keptCopy();
  copy.take("host/reads.test.ts");
  const kept = openDatabase(copy.dataDir);
  assert.not.ok(copy.written(), "the file wrote nothing: its connection may be kept");
  write(kept);
  kept.close();
  assert.throws(
    () => copy.take("host/next.test.ts"),
    (error: Error) =>
      /left changed by host\/reads\.test\.ts: it left marketplace\.sqlite-wal/.test(error.message),
  );
  copy.putBack();
});

test.run();
