// Real ids of the seeded marketplace, each one a role may use: the reviewer's own reviews, orders
// and dispute, someone else's review, question and answer to vote on or report, a dispute in
// review and an open report for the arbitrator, a store, a product and a category for anyone.
// Read from a test host's database before any request changes it.
import type { Db } from "../../../fixtures/host/db/database";

export const REVIEWER_ID = 1;
export const ARBITRATOR_ID = 2;

export interface SeededIds {
  reviewer: { slug: string; encodedId: string };
  /** Published reviews of the reviewer's own: one to unpublish and publish, one to delete and restore, one to edit. */
  ownReviews: [string, string, string];
  /** A reviewable order of the reviewer's, waiting for its review. */
  waitingLineItem: string;
  /** An order of the reviewer's with no open dispute, with its store and product. */
  freeOrder: { lineItem: string; shop: string; product: string };
  /** The reviewer's open dispute. */
  openDispute: string;
  /** Someone else's public review, question and answer, and a question the reviewer bought the product of. */
  othersReview: string;
  othersQuestion: string;
  othersAnswer: string;
  questionToAnswer: string;
  /** Another reviewer to follow. */
  otherReviewer: { slug: string; encodedId: string };
  /** A dispute of somebody else in review, for the arbitrator to decide. */
  disputeInReview: string;
  /** A review with open reports, not the arbitrator's own. */
  reportedReview: string;
  store: { slug: string; encodedId: string; domain: string; platform: string; token: string };
  /** A product of that store with reviews and questions. */
  product: { handle: string; encodedId: string; externalId: string };
  categoryHandle: string;
}

/** Each id of SeededIds read from `db` as it is when called. */
type Lookups = { [K in keyof SeededIds]: () => SeededIds[K] };

export function seededIds(db: Db): SeededIds {
  return Object.fromEntries(
    Object.entries(lookups(db)).map(([name, lookup]) => [name, lookup()]),
  ) as unknown as SeededIds;
}

/**
 * The ids as the data holds them now, each read when it is asked for (so one the data has run out
 * of fails only where it is asked for): a write made once about each thing asks for the next one.
 */
export function currentIds(db: Db): SeededIds {
  const ids = {};
  for (const [name, lookup] of Object.entries(lookups(db)))
    Object.defineProperty(ids, name, { get: lookup, enumerable: true });
  return ids as SeededIds;
}

function lookups(db: Db): Lookups {
  const one = <T = string>(sql: string, ...params: unknown[]) => {
    const value = db
      .prepare(sql)
      .pluck()
      .get(...params) as T | undefined;
    if (value === undefined) throw new Error(`the seed has none: ${sql}`);
    return value;
  };
  const row = <T>(sql: string, ...params: unknown[]) => {
    const value = db.prepare(sql).get(...params) as T | undefined;
    if (value === undefined) throw new Error(`the seed has none: ${sql}`);
    return value;
  };
  const reviewer = (id: number) =>
    row<{ slug: string; encodedId: string }>(
      "SELECT slug, encoded_id encodedId FROM reviewers WHERE id = ?",
      id,
    );
  const own = () => {
    const reviews = db
      .prepare(
        `SELECT public_id FROM reviews WHERE reviewer_id = ? AND published = 1 AND deleted = 0
         AND hidden_at IS NULL ORDER BY id LIMIT 3`,
      )
      .pluck()
      .all(REVIEWER_ID) as string[];
    if (reviews.length < 3) throw new Error("the seed gives the reviewer fewer than three published reviews");
    return reviews as [string, string, string];
  };
  // A product with reviews, questions and answers, in a store that takes both.
  let found:
    | { id: number; handle: string; encodedId: string; externalId: string; shopId: number }
    | undefined;
  const product = () =>
    (found ??= row(
      `SELECT p.id, p.handle, p.encoded_id encodedId, p.external_id externalId, p.shop_id shopId
     FROM products p JOIN shops s ON s.id = p.shop_id
     WHERE s.enable_question_anwser = 1 AND s.disable_web_reviews = 0 AND p.reviews_count >= 6
       AND EXISTS (SELECT 1 FROM questions q JOIN answers a ON a.question_id = q.id
         WHERE q.product_id = p.id AND q.hidden_at IS NULL AND a.hidden_at IS NULL AND q.reviewer_id > @id
           AND a.reviewer_id > @id)
     ORDER BY p.id LIMIT 1`,
      { id: ARBITRATOR_ID },
    ));
  const othersOnly = `NOT IN (${REVIEWER_ID}, ${ARBITRATOR_ID})`;
  return {
    reviewer: () => reviewer(REVIEWER_ID),
    ownReviews: own,
    waitingLineItem: () =>
      one(
        `SELECT li.public_id FROM line_items li JOIN orders o ON o.id = li.order_id
       JOIN shops s ON s.id = o.shop_id
       WHERE o.reviewer_id = ? AND li.review_id IS NULL AND li.product_reviewable = 1
         AND li.product_in_store = 1 AND s.disable_web_reviews = 0 ORDER BY li.id LIMIT 1`,
        REVIEWER_ID,
      ),
    freeOrder: () =>
      row(
        `SELECT li.public_id lineItem, s.encoded_id shop, p.encoded_id product
       FROM line_items li JOIN orders o ON o.id = li.order_id JOIN shops s ON s.id = o.shop_id
       JOIN products p ON p.id = li.product_id
       WHERE o.reviewer_id = ? AND li.id NOT IN (SELECT line_item_id FROM disputes
         WHERE status IN ('open', 'in_review') AND line_item_id IS NOT NULL)
       ORDER BY li.id LIMIT 1`,
        REVIEWER_ID,
      ),
    openDispute: () =>
      one(
        "SELECT encoded_id FROM disputes WHERE reviewer_id = ? AND status = 'open' ORDER BY id LIMIT 1",
        REVIEWER_ID,
      ),
    othersReview: () =>
      one(
        `SELECT public_id FROM reviews WHERE product_id = ? AND reviewer_id ${othersOnly} AND published = 1
       AND deleted = 0 AND hidden_at IS NULL ORDER BY id LIMIT 1`,
        product().id,
      ),
    othersQuestion: () =>
      one(
        `SELECT encoded_id FROM questions WHERE product_id = ? AND reviewer_id ${othersOnly}
       AND hidden_at IS NULL ORDER BY id LIMIT 1`,
        product().id,
      ),
    othersAnswer: () =>
      one(
        `SELECT a.encoded_id FROM answers a JOIN questions q ON q.id = a.question_id
       WHERE q.product_id = ? AND a.reviewer_id ${othersOnly} AND a.hidden_at IS NULL
         AND q.hidden_at IS NULL ORDER BY a.id LIMIT 1`,
        product().id,
      ),
    questionToAnswer: () =>
      one(
        `SELECT q.encoded_id FROM questions q JOIN products p ON p.id = q.product_id
       JOIN shops s ON s.id = p.shop_id
       WHERE q.hidden_at IS NULL AND s.enable_question_anwser = 1 AND q.reviewer_id <> @id
         AND EXISTS (SELECT 1 FROM orders o JOIN line_items li ON li.order_id = o.id
           WHERE o.reviewer_id = @id AND li.product_id = q.product_id)
         AND NOT EXISTS (SELECT 1 FROM answers a WHERE a.question_id = q.id AND a.reviewer_id = @id)
       ORDER BY q.id LIMIT 1`,
        { id: REVIEWER_ID },
      ),
    otherReviewer: () =>
      reviewer(
        one<number>(
          `SELECT id FROM reviewers WHERE id ${othersOnly} AND id NOT IN
           (SELECT followee_id FROM follows WHERE follower_id = ? AND followee_class = 'Reviewer')
         ORDER BY id LIMIT 1`,
          REVIEWER_ID,
        ),
      ),
    disputeInReview: () =>
      one(
        `SELECT encoded_id FROM disputes WHERE status = 'in_review' AND reviewer_id ${othersOnly}
       ORDER BY id LIMIT 1`,
      ),
    reportedReview: () =>
      one(
        `SELECT r.public_id FROM review_reports x JOIN reviews r ON r.id = x.review_id
       WHERE x.status = 'open' AND r.reviewer_id <> ? ORDER BY x.id LIMIT 1`,
        ARBITRATOR_ID,
      ),
    store: () =>
      row(
        `SELECT slug, encoded_id encodedId, domain, platform, public_token token FROM shops WHERE id = ?`,
        product().shopId,
      ),
    product: () => {
      const { handle, encodedId, externalId } = product();
      return { handle, encodedId, externalId };
    },
    categoryHandle: () =>
      one("SELECT handle FROM categories WHERE level = 2 ORDER BY page_order, id LIMIT 1"),
  };
}
