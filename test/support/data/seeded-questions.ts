// The seeded questions and answers host tests start from, read from the test host's database:
// the widget's address for a store or a product, and questions as the seeded reviewer meets them.
import type { Db } from "../../../fixtures/host/db/database";
import { REVIEWER_ID } from "./seeded-ids";

export interface QuestionStore {
  id: number;
  domain: string;
  platform: string;
  public_token: string;
  slug: string;
  name: string;
}

/** A public question (of a store that takes questions, not hidden) with its product and store. */
export interface SeededQuestion {
  id: number;
  encoded_id: string;
  product_id: number;
  product_encoded_id: string;
  external_id: string;
  reviewer_id: number;
  shop_id: number;
}

const PUBLIC = `FROM questions q JOIN products p ON p.id = q.product_id JOIN shops s ON s.id = p.shop_id
  WHERE q.hidden_at IS NULL AND s.enable_question_anwser = 1`;

const COLUMNS = `q.id, q.encoded_id, q.product_id, p.encoded_id product_encoded_id, p.external_id,
  q.reviewer_id, p.shop_id`;

/** The widget's address of a store's questions, or of one product's (its external id). */
export function questionsUrl(store: QuestionStore, query: Record<string, string> = {}, externalId?: string) {
  const params = new URLSearchParams({
    shop_domain: store.domain,
    platform: store.platform,
    api_token: store.public_token,
    json_request: "true",
    ...(externalId ? { product_id: externalId } : {}),
    ...query,
  });
  return `/api/questions/questions_for_widget?${params}`;
}

export function storeOf(db: Db, shopId: number): QuestionStore {
  return db
    .prepare("SELECT id, domain, platform, public_token, slug, name FROM shops WHERE id = ?")
    .get(shopId) as QuestionStore;
}

/** Public questions `where` (SQL on q, p, s) selects, in id order. */
export function publicQuestions(db: Db, where = "1", ...params: unknown[]): SeededQuestion[] {
  return db
    .prepare(`SELECT ${COLUMNS} ${PUBLIC} AND ${where} ORDER BY q.id`)
    .all(...params) as SeededQuestion[];
}

/** Whether the reviewer has a line item for the product. */
const BOUGHT = `EXISTS (SELECT 1 FROM orders o JOIN line_items li ON li.order_id = o.id
  WHERE o.reviewer_id = ? AND li.product_id = q.product_id)`;

/** Questions as the seeded reviewer meets them: theirs, answered by them, theirs to answer, and about products they never bought. */
export function reviewersQuestions(db: Db, reviewerId = REVIEWER_ID) {
  const answeredBy = "EXISTS (SELECT 1 FROM answers a WHERE a.question_id = q.id AND a.reviewer_id = ?)";
  return {
    asked: publicQuestions(db, "q.reviewer_id = ?", reviewerId),
    answered: publicQuestions(db, answeredBy, reviewerId),
    toAnswer: publicQuestions(
      db,
      `q.reviewer_id <> ? AND ${BOUGHT} AND NOT ${answeredBy}`,
      reviewerId,
      reviewerId,
      reviewerId,
    ),
    notBought: publicQuestions(db, `q.reviewer_id <> ? AND NOT ${BOUGHT}`, reviewerId, reviewerId),
  };
}

/** A new public question by `askerId` about the product, asked `at` (now by default). */
export function insertQuestion(db: Db, productId: number, askerId: number, body: string, at = new Date()) {
  const encodedId = `q-test-${Math.random().toString(36).slice(2, 10)}`;
  const { lastInsertRowid } = db
    .prepare(
      "INSERT INTO questions (encoded_id, product_id, reviewer_id, body, created_at) VALUES (?, ?, ?, ?, ?)",
    )
    .run(encodedId, productId, askerId, body, at.toISOString());
  return { id: Number(lastInsertRowid), encoded_id: encodedId };
}

/** A buyer of the product other than `except`: the author of a verified review of it. */
export function otherBuyer(db: Db, productId: number, ...except: number[]): number {
  return db
    .prepare(
      `SELECT o.reviewer_id FROM orders o JOIN line_items li ON li.order_id = o.id
       WHERE li.product_id = ? AND o.reviewer_id NOT IN (SELECT value FROM json_each(?)) AND o.reviewer_id > 2
       ORDER BY o.reviewer_id LIMIT 1`,
    )
    .pluck()
    .get(productId, JSON.stringify(except)) as number;
}

export const count = (db: Db, sql: string, ...params: unknown[]) =>
  db
    .prepare(sql)
    .pluck()
    .get(...params) as number;
