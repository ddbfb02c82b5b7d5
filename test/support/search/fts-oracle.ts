// What SQLite's FTS5 itself finds, as the oracle the host's own word matching is compared with
// (search/text/fts-tokens.ts, questions/question-search.ts): the texts are indexed in a database in
// memory with the schema's tokenizer, and matched there. A search is matched as the host reads it
// (search/answers/rows-matching.ts): each word or one of its forms among the words FTS5 lists for those
// texts (fts5vocab), and when that finds nothing, the text corrected to them.
import Database from "better-sqlite3";
import type { Db } from "../../../fixtures/host/db/database";
import { withCorrections } from "../../../fixtures/host/search/answers/corrected-search";
import { wordChoices } from "../../../fixtures/host/search/answers/rows-matching";
import { ftsQuery, searchWords } from "../../../fixtures/host/search/text/fts-tokens";
import { FTS_TOKENIZER } from "../../../fixtures/host/search/text/unicode61";
import { type Vocabulary, vocabularyOf } from "../../../fixtures/host/search/words/vocabulary";

type Texts = { id: number; columns: string[] }[];

/** `texts` indexed by FTS5 in memory, for `use`. */
function withIndex<T>(texts: Texts, use: (db: Database.Database) => T): T {
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
    return use(db);
  } finally {
    db.close();
  }
}

const matching = (db: Database.Database, match: string) =>
  db.prepare("SELECT rowid FROM t WHERE t MATCH ? ORDER BY rowid").pluck().all(match) as number[];

/** The ids of the rows of `texts` (an id and its columns) that `match` (an FTS5 query) finds. */
export function ftsMatches(texts: Texts, match: string): number[] {
  return withIndex(texts, (db) => matching(db, match));
}

/**
 * The ids of the rows of `texts` that FTS5 finds a shopper's `search` in: each typed word as
 * itself or the beginning of a longer word, or one of its forms among the words FTS5 lists for
 * the texts (or `known`, the words the search knows there); none found, the text corrected to
 * those words.
 */
export function searchMatches(texts: Texts, search: string, known?: Vocabulary): number[] {
  if (!ftsQuery(search) || texts.length === 0) return [];
  return withIndex(texts, (db) => {
    db.exec("CREATE VIRTUAL TABLE temp.v USING fts5vocab(main, t, row)");
    const words =
      known ??
      vocabularyOf(new Map(db.prepare("SELECT term, doc FROM v").raw().all() as [string, number][]), "en");
    const find = (text: string) => {
      const typed = searchWords(text);
      const groups = wordChoices(text, words).map((choices, i) =>
        choices.map((choice, j) => {
          // The typed word as typed, which FTS5 reads itself; its forms as the words they are.
          const word = j === 0 ? (typed[i] as string) : (choice.tokens[0] as string);
          return choice.prefix ? `"${word}"*` : `"${word}"`;
        }),
      );
      return matching(db, groups.map((group) => `(${group.join(" OR ")})`).join(" AND "));
    };
    return withCorrections(search, find, (found) => found.length === 0, words).found;
  });
}

/** The reviews `where` selects (SQL on `reviews`) whose title or body hold `search`, by FTS5. */
export function reviewsMatching(db: Db, where: string, search: string): number[] {
  const rows = db.prepare(`SELECT id, title, body FROM reviews WHERE ${where}`).all() as {
    id: number;
    title: string;
    body: string;
  }[];
  return searchMatches(
    rows.map((r) => ({ id: r.id, columns: [r.title, r.body] })),
    search,
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
  // The words filed for the owner's questions and answers, hidden ones too, are those a search
  // there knows (questions/question-search.ts).
  const filed = db
    .prepare(
      `SELECT DISTINCT w.word FROM question_words w JOIN products p ON p.id = w.product_id
       WHERE ${ofOwner}`,
    )
    .pluck()
    .all({ shop: owner.shopId, product: owner.externalId ?? null }) as string[];
  const found = new Set(
    searchMatches(
      questions.map((q, i) => ({
        id: q.id,
        columns: Array.from({ length: width }, (_, c) => texts[i]?.[c] ?? ""),
      })),
      search,
      vocabularyOf(new Map(filed.map((word) => [word, 1])), "en"),
    ),
  );
  return questions.filter((q) => found.has(q.id)).map((q) => q.encoded_id);
}
