// Named questions to the seeded marketplace's data, for tests that read it: what a test needs
// (the reviewer's slug, their open dispute, an order the dispute form offers, a shop they do not
// follow…) is asked here, so a change of the schema changes this file rather than every test.
// Each reads `db` as it is when called.
import type { Db } from "../../fixtures/host/db/database";
import { SEEDED_ACCOUNTS } from "../../fixtures/host/domain";
import { REVIEWER_ID } from "./seeded-ids";

const pluck = <T>(db: Db, sql: string, ...params: unknown[]) =>
  db
    .prepare(sql)
    .pluck()
    .get(...params) as T;

/** How many rows `table` holds. */
export const rowCount = (db: Db, table: string): number => pluck(db, `SELECT count(*) FROM ${table}`);

/** A reviewer's profile slug (the seeded reviewer's unless told). */
export const reviewerSlug = (db: Db, reviewerId = REVIEWER_ID): string =>
  pluck(db, "SELECT slug FROM reviewers WHERE id = ?", reviewerId);

/** The encoded id of the reviewer's first open dispute. */
export function openDisputeId(db: Db, reviewerId = REVIEWER_ID): string {
  const id = pluck<string | undefined>(
    db,
    "SELECT encoded_id FROM disputes WHERE reviewer_id = ? AND status = 'open' ORDER BY id LIMIT 1",
    reviewerId,
  );
  if (id === undefined) throw new Error(`reviewer ${reviewerId} has no open dispute`);
  return id;
}

/** The reviewer's first dispute, whatever its status, by encoded id. */
export const firstDisputeId = (db: Db, reviewerId = REVIEWER_ID): string =>
  pluck(db, "SELECT encoded_id FROM disputes WHERE reviewer_id = ? ORDER BY id LIMIT 1", reviewerId);

/**
 * The store and product of the reviewer's first order without an open dispute: the dispute form
 * offers it, and a dispute may be about them.
 */
export function orderWithoutOpenDispute(db: Db, reviewerId = REVIEWER_ID): { shop: string; product: string } {
  return db
    .prepare(
      `SELECT s.slug AS shop, p.handle AS product FROM orders o JOIN shops s ON s.id = o.shop_id
       JOIN line_items li ON li.order_id = o.id JOIN products p ON p.id = li.product_id
       WHERE o.reviewer_id = ? AND NOT EXISTS (SELECT 1 FROM disputes d
         WHERE d.line_item_id = li.id AND d.status IN ('open', 'in_review'))
       ORDER BY o.id LIMIT 1`,
    )
    .get(reviewerId) as { shop: string; product: string };
}

/** An order line item of the reviewer's as the dispute form names it: its public id (`source_id`) and its store's encoded id. */
export interface DisputableItem {
  id: number;
  public_id: string;
  shop: string;
}

const DISPUTABLE_ITEMS = `SELECT li.id, li.public_id, s.encoded_id shop FROM line_items li
  JOIN orders o ON o.id = li.order_id JOIN shops s ON s.id = o.shop_id WHERE o.reviewer_id = ?`;

/** The reviewer's order line items with no open dispute (one at a time is open on each), oldest first. */
export const lineItemsWithoutOpenDispute = (db: Db, reviewerId = REVIEWER_ID): DisputableItem[] =>
  db
    .prepare(
      `${DISPUTABLE_ITEMS} AND li.id NOT IN (SELECT line_item_id FROM disputes
         WHERE status IN ('open', 'in_review') AND line_item_id IS NOT NULL)
       ORDER BY li.id`,
    )
    .all(reviewerId) as DisputableItem[];

/** The reviewer's order line items that no dispute was ever about, oldest first. */
export const lineItemsNeverDisputed = (db: Db, reviewerId = REVIEWER_ID): DisputableItem[] =>
  db
    .prepare(
      `${DISPUTABLE_ITEMS} AND NOT EXISTS (SELECT 1 FROM disputes d WHERE d.line_item_id = li.id) ORDER BY li.id`,
    )
    .all(reviewerId) as DisputableItem[];

/** The public id of the reviewer's first order waiting for a review that the store takes on the web. */
export const waitingLineItem = (db: Db, reviewerId = REVIEWER_ID): string =>
  pluck(
    db,
    `SELECT li.public_id FROM line_items li JOIN orders o ON o.id = li.order_id
     JOIN shops s ON s.id = o.shop_id
     WHERE o.reviewer_id = ? AND li.review_id IS NULL AND li.product_reviewable = 1
       AND li.product_in_store = 1 AND s.disable_web_reviews = 0 ORDER BY li.id LIMIT 1`,
    reviewerId,
  );

/** How many helpful votes the reviewer has on a review (0 or 1). */
export const votesOn = (db: Db, reviewId: number, reviewerId = REVIEWER_ID): number =>
  pluck(
    db,
    "SELECT count(*) FROM review_votes WHERE review_id = ? AND reviewer_id = ?",
    reviewId,
    reviewerId,
  );

/** How many times `followerId` follows the thing (0 or 1): a 'Shop', a 'Product' or a 'Reviewer'. */
export const followRows = (db: Db, followerId: number, followeeClass: string, followeeId: number): number =>
  pluck(
    db,
    "SELECT count(*) FROM follows WHERE follower_id = ? AND followee_class = ? AND followee_id = ?",
    followerId,
    followeeClass,
    followeeId,
  );

/** The `offset`-th shop `followerId` does not follow whose name is letters and spaces only (a page names it plainly). */
export function unfollowedShop(
  db: Db,
  followerId: number,
  offset = 0,
): { id: number; slug: string; name: string; encoded_id: string } {
  return db
    .prepare(
      `SELECT id, slug, name, encoded_id FROM shops WHERE name GLOB '[A-Za-z]*' AND name NOT GLOB '*[^A-Za-z ]*'
         AND id NOT IN (SELECT followee_id FROM follows WHERE follower_id = ? AND followee_class = 'Shop')
       ORDER BY id LIMIT 1 OFFSET ?`,
    )
    .get(followerId, offset) as { id: number; slug: string; name: string; encoded_id: string };
}

/** The id of a seeded account, found by its email. */
export const accountId = (db: Db, who: keyof typeof SEEDED_ACCOUNTS): number =>
  pluck(db, "SELECT id FROM reviewers WHERE email = ?", SEEDED_ACCOUNTS[who].email);

/**
 * Gives the reviewer back the choices the seed leaves unset and a test may make: prices' currency,
 * country, the name on their reviews and the terms accepted.
 */
export function resetReviewer(db: Db, reviewerId = REVIEWER_ID): void {
  db.prepare(
    `UPDATE reviewers SET rs_currency = NULL, rs_country = NULL, tos_accepted_at = NULL, reviewer_name = NULL
     WHERE id = ?`,
  ).run(reviewerId);
}

/** The product's page path, as the bundle's links write it. */
export function productPath(db: Db, productId: number): string {
  const row = db
    .prepare("SELECT s.slug, p.handle FROM products p JOIN shops s ON s.id = p.shop_id WHERE p.id = ?")
    .get(productId) as { slug: string; handle: string };
  return `/reviews/stores/${encodeURIComponent(row.slug)}/products/${encodeURIComponent(row.handle)}`;
}

/**
 * A product with more than `atLeast` public reviews, some of them voted helpful, none by the seeded
 * accounts (so every card offers 'Helpful' to them); `offset` picks another one.
 */
export function busyProduct(db: Db, offset = 0, atLeast = 35): number {
  return pluck(
    db,
    `SELECT product_id FROM reviews WHERE product_id IS NOT NULL AND published = 1 AND deleted = 0 AND hidden_at IS NULL
     GROUP BY product_id
     HAVING count(*) > ? AND sum(helpful_count > 0) > 5 AND sum(reviewer_id IN (1, 2)) = 0
     ORDER BY product_id LIMIT 1 OFFSET ?`,
    atLeast,
    offset,
  );
}
