// What every table of a database holds, compared by content, not by counts: a snapshot is a copy
// of the database file; later, a file still the same byte for byte holds the same rows, and one
// that is not is compared table by table, each table's rows hashed in rowid (or key) order, to name
// the tables whose rows changed.
import { createHash } from "node:crypto";
import { closeSync, copyFileSync, openSync, readSync, rmSync } from "node:fs";
import Database from "better-sqlite3";
import type { Db } from "../../../fixtures/host/db/database";

/** Columns left out of the comparison, by table. */
export type LeftOut = Record<string, string[]>;

/** Each table's hash of its rows (its columns but those `leftOut` names). */
export function tableContents(db: Database.Database, leftOut: LeftOut = {}): Record<string, string> {
  const tables = db
    .prepare(
      "SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name",
    )
    .all() as { name: string; sql: string }[];
  const contents: Record<string, string> = {};
  for (const { name, sql } of tables) {
    if (/CREATE VIRTUAL TABLE/i.test(sql)) continue; // its shadow tables hold its rows
    const columns = (
      db.prepare("SELECT name FROM pragma_table_info(?)").pluck().all(name) as string[]
    ).filter((column) => !leftOut[name]?.includes(column));
    const order = /WITHOUT ROWID/i.test(sql) ? primaryKey(db, name) : "rowid";
    const hash = createHash("sha256");
    const rows = db.prepare(
      `SELECT ${columns.map((c) => `quote("${c}")`).join(" || ',' || ")} FROM "${name}" ORDER BY ${order}`,
    );
    for (const row of rows.pluck().iterate() as Iterable<string>) hash.update(row).update("\n");
    contents[name] = hash.digest("hex");
  }
  return contents;
}

function primaryKey(db: Database.Database, table: string): string {
  const key = db
    .prepare("SELECT name FROM pragma_table_info(?) WHERE pk > 0 ORDER BY pk")
    .pluck()
    .all(table) as string[];
  return key.map((column) => `"${column}"`).join(", ");
}

/** Whether two files hold the same bytes. */
function sameBytes(one: string, other: string): boolean {
  const [a, b] = [openSync(one, "r"), openSync(other, "r")];
  const size = 1 << 22;
  const [bufferA, bufferB] = [Buffer.alloc(size), Buffer.alloc(size)];
  try {
    for (let position = 0; ; position += size) {
      const readA = readSync(a, bufferA, 0, size, position);
      const readB = readSync(b, bufferB, 0, size, position);
      if (readA !== readB || bufferA.compare(bufferB, 0, readB, 0, readA) !== 0) return false;
      if (readA === 0) return true;
    }
  } finally {
    closeSync(a);
    closeSync(b);
  }
}

/**
 * Every committed row of `db` (in WAL mode) put in its file. Throws where a reader holds the file
 * as it was: the test host's data, which its files share (support/data/shared-seed-copy.ts), is never written;
 * a snapshot is taken of a copy of one's own (seededDataDir).
 */
function checkpoint(db: Db): void {
  const [done] = db.pragma("wal_checkpoint(TRUNCATE)") as { busy: number }[];
  if (done?.busy) throw new Error(`${db.name}: its log cannot be put in the file (a reader holds the file)`);
}

/** The database `db` (a host's, in WAL mode) as it is now; `changedTables` names the tables whose rows differ later. */
export function snapshotOf(db: Db): { changedTables: (leftOut?: LeftOut) => string[]; remove: () => void } {
  const copy = `${db.name}.snapshot`;
  checkpoint(db);
  copyFileSync(db.name, copy);
  return {
    changedTables(leftOut = {}) {
      checkpoint(db);
      if (sameBytes(db.name, copy)) return [];
      const before = new Database(copy, { readonly: true });
      try {
        const [then, now] = [tableContents(before, leftOut), tableContents(db, leftOut)];
        const names = new Set([...Object.keys(then), ...Object.keys(now)]);
        return [...names].filter((name) => then[name] !== now[name]);
      } finally {
        before.close();
      }
    },
    remove: () => {
      for (const suffix of ["", "-wal", "-shm"]) rmSync(copy + suffix, { force: true });
    },
  };
}
