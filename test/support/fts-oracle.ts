// What SQLite's FTS5 itself finds, as the oracle the host's own word matching is compared with
// (search/fts-tokens.ts): the texts are indexed in a database in memory with the schema's
// tokenizer, and matched there.
import Database from "better-sqlite3";
import type { Db } from "../../fixtures/host/db/database";
import { FTS_TOKENIZER } from "../../fixtures/host/search/fts-tokens";

/** The ids of the rows of `texts` (an id and its columns) that `match` (an FTS5 query) finds. */
export function ftsMatches(texts: { id: number; columns: string[] }[], match: string): number[] {
  const columns = texts[0]?.columns.map((_, i) => `c${i}`) ?? ["c0"];
  const db = new Database(":memory:");
  try {
    db.exec(`CREATE VIRTUAL TABLE t USING fts5(${columns.join(", ")}, tokenize = '${FTS_TOKENIZER}')`);
    const insert = db.prepare(
      `INSERT INTO t (rowid, ${columns.join(", ")}) VALUES (?, ${columns.map(() => "?").join(", ")})`,
    );
    db.transaction(() => {
      for (const { id, columns: values } of texts) insert.run(id, ...values);
    })();
    return db.prepare("SELECT rowid FROM t WHERE t MATCH ? ORDER BY rowid").pluck().all(match) as number[];
  } finally {
    db.close();
  }
}

/** The reviews `where` selects (SQL on `reviews`) whose title or body `match` finds, by FTS5. */
export function reviewsMatching(db: Db, where: string, match: string): number[] {
  const rows = db.prepare(`SELECT id, title, body FROM reviews WHERE ${where}`).all() as {
    id: number;
    title: string;
    body: string;
  }[];
  return ftsMatches(
    rows.map((r) => ({ id: r.id, columns: [r.title, r.body] })),
    match,
  );
}
