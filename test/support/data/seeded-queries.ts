// Named questions to the seeded marketplace's data, for tests that read it: what a test needs
// (the reviewer's slug, their open dispute, an order the dispute form offers, a shop they do not
// follow…) is asked here, so a change of the schema changes this file rather than every test.
// Each reads `db` as it is when called.
import type { Db } from "../../../fixtures/host/db/database";
import { SEEDED_ACCOUNTS } from "../../../fixtures/host/domain";
import { EXAMPLE_SHOP } from "../../../fixtures/host/seed/catalogue-shop";
import { ARBITRATOR_ID, REVIEWER_ID } from "./seeded-ids";

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

/** The encoded id of the reviewer's dispute opened first (by its creation time, as the reviewer's index holds them). */
export const earliestDisputeId = (db: Db, reviewerId = REVIEWER_ID): string =>
  pluck(
    db,
    "SELECT encoded_id FROM disputes WHERE reviewer_id = ? ORDER BY created_at, id LIMIT 1",
    reviewerId,
  );

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

/** A product's count of public reviews, as its row keeps it. */
export const productReviewsCount = (db: Db, productId: number): number =>
  pluck(db, "SELECT reviews_count FROM products WHERE id = ?", productId);

/** A store's count of public reviews, as its row keeps it. */
export const shopReviewsCount = (db: Db, shopId: number): number =>
  pluck(db, "SELECT reviews_count FROM shops WHERE id = ?", shopId);

/** How many public reviews of a product give it `rating` stars. */
export const publicRatingCount = (db: Db, productId: number, rating: number): number =>
  pluck(
    db,
    "SELECT count(*) FROM reviews WHERE product_id = ? AND rating = ? AND published = 1 AND deleted = 0",
    productId,
    rating,
  );

/** The public id of a reviewer's first published, undeleted review. */
export const publishedReviewOf = (db: Db, reviewerId = REVIEWER_ID): string =>
  pluck(
    db,
    "SELECT public_id FROM reviews WHERE reviewer_id = ? AND published = 1 AND deleted = 0 LIMIT 1",
    reviewerId,
  );

/** The public id of the first published, undeleted review that is not the reviewer's. */
export const othersPublishedReview = (db: Db, reviewerId = REVIEWER_ID): string =>
  pluck(
    db,
    "SELECT public_id FROM reviews WHERE reviewer_id <> ? AND published = 1 AND deleted = 0 LIMIT 1",
    reviewerId,
  );

/** Whether a review is published and whether it is deleted, by its public id. */
export const reviewState = (db: Db, publicId: string): { published: number; deleted: number } =>
  db.prepare("SELECT published, deleted FROM reviews WHERE public_id = ?").get(publicId) as {
    published: number;
    deleted: number;
  };

/** When a review was hidden, `null` if it is not. */
export const reviewHiddenAt = (db: Db, reviewId: number): string | null =>
  pluck(db, "SELECT hidden_at FROM reviews WHERE id = ?", reviewId);

/** Deletes a review (by public id) as its author did at `at`, or puts it back (`null`). */
export function setReviewDeletedAt(db: Db, publicId: string, at: string | null): void {
  if (at === null)
    db.prepare("UPDATE reviews SET deleted = 0, deleted_at = NULL WHERE public_id = ?").run(publicId);
  else db.prepare("UPDATE reviews SET deleted = 1, deleted_at = ? WHERE public_id = ?").run(at, publicId);
}

/** How many reviews were ever edited. */
export const editedReviewCount = (db: Db): number =>
  pluck(db, "SELECT count(*) FROM reviews WHERE edited_at IS NOT NULL");

/** Hides a review from every public read as of `at` (an arbitrator's decision), or shows it again (`null`). */
export function setReviewHiddenAt(db: Db, reviewId: number, at: string | null): void {
  db.prepare("UPDATE reviews SET hidden_at = ? WHERE id = ?").run(at, reviewId);
}

/** Hides a review as of `at` with the arbitrator's note to its author, or shows it again without one (`null`s). */
export function setReviewHiddenWithNote(
  db: Db,
  reviewId: number,
  at: string | null,
  note: string | null,
): void {
  db.prepare("UPDATE reviews SET hidden_at = ?, hidden_note = ? WHERE id = ?").run(at, note, reviewId);
}

/** Hides a question from every public read as of `at`, or shows it again (`null`). */
export function setQuestionHiddenAt(db: Db, questionId: number, at: string | null): void {
  db.prepare("UPDATE questions SET hidden_at = ? WHERE id = ?").run(at, questionId);
}

/** Hides an answer from every public read as of `at`, or shows it again (`null`). */
export function setAnswerHiddenAt(db: Db, answerId: number, at: string | null): void {
  db.prepare("UPDATE answers SET hidden_at = ? WHERE id = ?").run(at, answerId);
}

/** Writes an answer of `reviewerId`'s to a question, given at `at`, under the encoded id `encodedId`. */
export function insertAnswer(
  db: Db,
  encodedId: string,
  questionId: number,
  reviewerId: number,
  body: string,
  at: string,
): void {
  db.prepare(
    "INSERT INTO answers (encoded_id, question_id, reviewer_id, body, created_at) VALUES (?, ?, ?, ?, ?)",
  ).run(encodedId, questionId, reviewerId, body, at);
}

/** The encoded id of a reviewer's first answer that is not hidden. */
export const shownAnswerOf = (db: Db, reviewerId = REVIEWER_ID): string =>
  pluck(db, "SELECT encoded_id FROM answers WHERE reviewer_id = ? AND hidden_at IS NULL LIMIT 1", reviewerId);

/** How many failed sign-ins are counted against a scope ('account' or 'device'). */
export const signInFailures = (db: Db, scope: string): number =>
  pluck(db, "SELECT count(*) FROM sign_in_failures WHERE scope = ?", scope);

/** Whether a session row of that id is there. */
export const sessionExists = (db: Db, sessionId: string): boolean =>
  db.prepare("SELECT 1 FROM sessions WHERE id = ?").get(sessionId) !== undefined;

/** Sets when the reviewer accepted the terms of service; `null`: never, so their first review's submit shows them. */
export function setTermsAcceptedAt(db: Db, at: string | null, reviewerId = REVIEWER_ID): void {
  db.prepare("UPDATE reviewers SET tos_accepted_at = ? WHERE id = ?").run(at, reviewerId);
}

/** The reviewer's own language (`rs_locale`), `null` if none. */
export const reviewerLocale = (db: Db, reviewerId = REVIEWER_ID): string | null =>
  pluck(db, "SELECT rs_locale FROM reviewers WHERE id = ?", reviewerId);

/** Gives the reviewer no language of their own, as the seed leaves them. */
export function clearReviewerLocale(db: Db, reviewerId = REVIEWER_ID): void {
  db.prepare("UPDATE reviewers SET rs_locale = NULL WHERE id = ?").run(reviewerId);
}

/** Gives the reviewer no currency or country for prices, as the seed leaves them. */
export function clearPriceChoices(db: Db, reviewerId = REVIEWER_ID): void {
  db.prepare("UPDATE reviewers SET rs_currency = NULL, rs_country = NULL WHERE id = ?").run(reviewerId);
}

/** The currency the reviewer chose for prices (`rs_currency`), `null` if none. */
export const reviewerCurrency = (db: Db, reviewerId = REVIEWER_ID): string | null =>
  pluck(db, "SELECT rs_currency FROM reviewers WHERE id = ?", reviewerId);

/** When the reviewer last looked at the answers to their questions (`questions_seen_at`). */
export const questionsSeenAt = (db: Db, reviewerId = REVIEWER_ID): string =>
  pluck(db, "SELECT questions_seen_at FROM reviewers WHERE id = ?", reviewerId);

/** A dispute's status and decision, by its encoded id. */
export const disputeOutcome = (db: Db, encodedId: string): { status: string; decision: string | null } =>
  db.prepare("SELECT status, decision FROM disputes WHERE encoded_id = ?").get(encodedId) as {
    status: string;
    decision: string | null;
  };

/** The public ids of the reviewer's line items of a product. */
export const lineItemsOfProduct = (db: Db, productId: number, reviewerId = REVIEWER_ID): string[] =>
  db
    .prepare(
      "SELECT li.public_id FROM line_items li JOIN orders o ON o.id = li.order_id WHERE o.reviewer_id = ? AND li.product_id = ?",
    )
    .pluck()
    .all(reviewerId, productId) as string[];

/** How many accounts have the reviewer's role (every one the people list shows). */
export const reviewerRoleCount = (db: Db): number =>
  pluck(db, "SELECT count(*) FROM reviewers WHERE role = 'reviewer'");

/** Gives an account the email `email` and the seeded reviewer's password, so a test can sign in as it. */
export function letSignInAs(db: Db, reviewerId: number, email: string): void {
  db.prepare(
    "UPDATE reviewers SET email = ?, password_hash = (SELECT password_hash FROM reviewers WHERE id = ?) WHERE id = ?",
  ).run(email, REVIEWER_ID, reviewerId);
}

/** A second reviewer's account, whose data the seeded reviewer must never see (check-host's second --reviewer). */
export const SECOND_REVIEWER = {
  email: "second.reviewer@example.com",
  password: SEEDED_ACCOUNTS.reviewer.password,
} as const;

/** Lets the first reviewer after the seeded accounts sign in as SECOND_REVIEWER. */
export const letSecondReviewerSignIn = (db: Db): void =>
  letSignInAs(db, otherAccounts(db, 1)[0] as number, SECOND_REVIEWER.email);

/** The sum of every review's helpful votes, as the reviews' rows count them. */
export const helpfulCountSum = (db: Db): number => pluck(db, "SELECT sum(helpful_count) FROM reviews");

/** How many reviews' `helpful_count` differs from their rows in `review_votes`. */
export const miscountedHelpfulReviews = (db: Db): number =>
  pluck(
    db,
    `SELECT count(*) FROM reviews r
     LEFT JOIN (SELECT review_id, count(*) n FROM review_votes GROUP BY review_id) v ON v.review_id = r.id
     WHERE r.helpful_count <> coalesce(v.n, 0)`,
  );

/** How many helpful votes a reviewer has given. */
export const votesBy = (db: Db, reviewerId: number): number =>
  pluck(db, "SELECT count(*) FROM review_votes WHERE reviewer_id = ?", reviewerId);

/** How many things (stores, products, reviewers) `followerId` follows. */
export const followsBy = (db: Db, followerId: number): number =>
  pluck(db, "SELECT count(*) FROM follows WHERE follower_id = ?", followerId);

/** The public id of a line item of the reviewer's that they reviewed. */
export const reviewedLineItem = (db: Db, reviewerId = REVIEWER_ID): string =>
  pluck(
    db,
    `SELECT li.public_id FROM line_items li JOIN orders o ON o.id = li.order_id
     WHERE o.reviewer_id = ? AND li.review_id IS NOT NULL LIMIT 1`,
    reviewerId,
  );

/** How many things of a kind (a 'Shop', a 'Product' or a 'Reviewer') `followerId` follows. */
export const followsOfKind = (db: Db, followerId: number, followeeClass: string): number =>
  pluck(
    db,
    "SELECT count(*) FROM follows WHERE follower_id = ? AND followee_class = ?",
    followerId,
    followeeClass,
  );

/** What the widget's calls name a store by: its platform, domain and public token. */
export const widgetShop = (
  db: Db,
  shopId: number,
): { platform: string; domain: string; public_token: string } =>
  db.prepare("SELECT platform, domain, public_token FROM shops WHERE id = ?").get(shopId) as {
    platform: string;
    domain: string;
    public_token: string;
  };

/** The example shop (the seed's largest catalogue: the integrator's and the Rails shop's grids), as the widget's calls name it. */
export const exampleShop = (
  db: Db,
): { id: number; platform: string; domain: string; public_token: string; slug: string } =>
  db
    .prepare("SELECT id, platform, domain, public_token, slug FROM shops WHERE slug = ?")
    .get(EXAMPLE_SHOP.slug) as {
    id: number;
    platform: string;
    domain: string;
    public_token: string;
    slug: string;
  };

/** The example shop's own product ids, in its catalogue's order (two grids of 48). */
export const exampleShopIds = (db: Db): string[] =>
  db
    .prepare(
      "SELECT external_id FROM products WHERE shop_id = (SELECT id FROM shops WHERE slug = ?) ORDER BY external_id",
    )
    .pluck()
    .all(EXAMPLE_SHOP.slug) as string[];

/** A product of another store than the example shop, by its own id. */
export const otherShopProductId = (db: Db): string =>
  pluck(
    db,
    "SELECT external_id FROM products WHERE shop_id <> (SELECT id FROM shops WHERE slug = ?) ORDER BY id LIMIT 1",
    EXAMPLE_SHOP.slug,
  );

/** A product's id in its store (`external_id`), which the widget's calls name it by. */
export const productExternalId = (db: Db, productId: number): string =>
  pluck(db, "SELECT external_id FROM products WHERE id = ?", productId);

/** A store's slug, by its id. */
export const shopSlug = (db: Db, shopId: number): string =>
  pluck(db, "SELECT slug FROM shops WHERE id = ?", shopId);

/** The handle of a store's first product. */
export const productHandleOf = (db: Db, shopId: number): string =>
  pluck(db, "SELECT handle FROM products WHERE shop_id = ? LIMIT 1", shopId);

/** The public id of the first review someone reported. */
export const reportedReviewId = (db: Db): string =>
  pluck(db, "SELECT r.public_id FROM review_reports x JOIN reviews r ON r.id = x.review_id LIMIT 1");

/** The id of the category with that handle. */
export const categoryId = (db: Db, handle: string): number =>
  pluck(db, "SELECT id FROM categories WHERE handle = ?", handle);

/** The handle of the first category at `level` (1: a top one). */
export const categoryHandle = (db: Db, level: number): string =>
  pluck(db, "SELECT handle FROM categories WHERE level = ? LIMIT 1", level);

/** The ids of the first `count` accounts after the seeded reviewer and arbitrator. */
export const otherAccounts = (db: Db, count: number): number[] =>
  db
    .prepare("SELECT id FROM reviewers WHERE id > ? ORDER BY id LIMIT ?")
    .pluck()
    .all(ARBITRATOR_ID, count) as number[];
