// What SQLite's FTS5 itself finds, as the oracle the host's own word matching is compared with
// (search/fts-tokens.ts, questions/question-search.ts): the texts are indexed in a database in
// memory with the schema's tokenizer, and matched there.
import Database from "better-sqlite3";
import type { Db } from "../../fixtures/host/db/database";
import { FTS_TOKENIZER, ftsQuery } from "../../fixtures/host/search/fts-tokens";

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

/** A store's questions, or one product's of it (its external id). */
export interface QuestionsOwner {
  shopId: number;
  externalId?: string;
}

/**
 * The encoded ids of the public questions of `owner` that FTS5 finds the typed words in, each with
 * its public answers as more columns, newest first (`dir` DESC) or oldest; those awaiting an
 * answer only when `unanswered`.
 */
export function questionsMatching(
  db: Db,
  owner: QuestionsOwner,
  search: string,
  { dir, unanswered }: { dir: "ASC" | "DESC"; unanswered: boolean },
): string[] {
  const ofOwner = owner.externalId ? "p.shop_id = @shop AND p.external_id = @product" : "p.shop_id = @shop";
  const waiting = "NOT EXISTS (SELECT 1 FROM answers a WHERE a.question_id = q.id AND a.hidden_at IS NULL)";
  const questions = db
    .prepare(
      `SELECT q.id, q.encoded_id, q.body FROM questions q JOIN products p ON p.id = q.product_id
       JOIN shops s ON s.id = p.shop_id WHERE ${ofOwner} AND q.hidden_at IS NULL AND s.enable_question_anwser = 1
       AND ${unanswered ? waiting : "1"} ORDER BY q.created_at ${dir}, q.id ${dir}`,
    )
    .all({ shop: owner.shopId, product: owner.externalId ?? null }) as {
    id: number;
    encoded_id: string;
    body: string;
  }[];
  const answers = db
    .prepare("SELECT body FROM answers WHERE question_id = ? AND hidden_at IS NULL ORDER BY id")
    .pluck();
  const texts = questions.map((q) => [q.body, ...(answers.all(q.id) as string[])]);
  const width = Math.max(1, ...texts.map((t) => t.length));
  const match = ftsQuery(search);
  if (!match || !questions.length) return [];
  const found = new Set(
    ftsMatches(
      questions.map((q, i) => ({
        id: q.id,
        columns: Array.from({ length: width }, (_, c) => texts[i]?.[c] ?? ""),
      })),
      match,
    ),
  );
  return questions.filter((q) => found.has(q.id)).map((q) => q.encoded_id);
}
