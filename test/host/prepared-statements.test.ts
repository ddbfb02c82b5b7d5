// Statements the host keeps per connection (fixtures/host/db/prepared.ts): made once for their SQL
// and mode, each mode its own, and at most a bounded number kept.
import Database from "better-sqlite3";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { KEPT_PER_CONNECTION, prepared } from "../../fixtures/host/db/prepared";

const test = suite("prepared statements");

function tinyDb() {
  const db = new Database(":memory:");
  db.exec("CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT); INSERT INTO t (name) VALUES ('a'), ('b')");
  return db;
}

test("the same SQL in the same mode is one statement, prepared once; each connection has its own", () => {
  const db = tinyDb();
  const prepare = db.prepare.bind(db);
  let made = 0;
  db.prepare = ((sql: string) => {
    made++;
    return prepare(sql);
  }) as typeof db.prepare;
  const sql = "SELECT name FROM t WHERE id = ?";
  const first = prepared(db, sql);
  assert.is(prepared(db, sql), first);
  assert.is(made, 1);
  const other = tinyDb();
  assert.is.not(prepared(other, sql), first);
  db.close();
  other.close();
});

test("a pluck statement and a rows statement of the same SQL answer each in their own mode, whatever the order", () => {
  const db = tinyDb();
  const sql = "SELECT name FROM t ORDER BY id";
  assert.equal(prepared(db, sql, "pluck").all(), ["a", "b"]);
  assert.equal(prepared(db, sql).all(), [{ name: "a" }, { name: "b" }]);
  assert.equal(prepared(db, sql, "pluck").get(), "a");
  assert.equal(prepared(db, sql).get(), { name: "a" });
  db.close();
});

test("at most the bounded number of statements are kept: the least recently used goes first", () => {
  const db = tinyDb();
  const sqlOf = (n: number) => `SELECT ${n} AS n`;
  const first = prepared(db, sqlOf(0));
  const second = prepared(db, sqlOf(1));
  for (let n = 2; n < KEPT_PER_CONNECTION; n++) prepared(db, sqlOf(n));
  // Used again: the most recent now, so the next statement made puts out the second instead.
  assert.is(prepared(db, sqlOf(0)), first);
  prepared(db, sqlOf(KEPT_PER_CONNECTION));
  assert.is(prepared(db, sqlOf(0)), first);
  assert.is.not(prepared(db, sqlOf(1)), second);
  assert.equal(prepared(db, sqlOf(1)).get(), { n: 1 });
  db.close();
});

test.run();
