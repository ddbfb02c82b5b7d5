// Orders for tests that write reviews: each test gets a line item of its own, so tests never
// compete for the seeded reviewer's few waiting orders.
import { randomBytes } from "node:crypto";
import { productPath } from "../../../fixtures/host/catalog/product";
import type { Db } from "../../../fixtures/host/db/database";
import { REVIEWER_ID } from "./seeded-ids";

export interface TestLineItem {
  publicId: string;
  productId: number;
  shopId: number;
  title: string;
  path: string;
}

/**
 * Writes an order of the reviewer's with a store, placed now, of one reviewable line item of a
 * product in it, under the public ids `order` and `lineItem`: the line item's row id.
 */
export function orderLineItem(
  db: Db,
  o: { order: string; lineItem: string; shopId: number; productId: number; reviewerId?: number },
): number | bigint {
  const order = db
    .prepare("INSERT INTO orders (public_id, reviewer_id, shop_id, placed_at) VALUES (?, ?, ?, ?)")
    .run(o.order, o.reviewerId ?? REVIEWER_ID, o.shopId, new Date().toISOString());
  return db
    .prepare(
      `INSERT INTO line_items (public_id, order_id, product_id, review_id, product_in_store, product_reviewable)
       VALUES (?, ?, ?, NULL, 1, 1)`,
    )
    .run(o.lineItem, order.lastInsertRowid, o.productId).lastInsertRowid;
}

/**
 * A new, reviewable line item for the reviewer, ordered now (so it lists first), of the `nth`
 * product with a handful of reviews (all on the first page) from a store that takes web reviews.
 */
export function freshLineItem(db: Db, nth: number, reviewerId = REVIEWER_ID): TestLineItem {
  const product = db
    .prepare(
      `SELECT p.id, p.shop_id, p.title, p.handle, s.slug FROM products p JOIN shops s ON s.id = p.shop_id
       WHERE s.disable_web_reviews = 0 AND p.id > 1000 AND p.reviews_count BETWEEN 2 AND 8
       ORDER BY p.id LIMIT 1 OFFSET ?`,
    )
    .get(nth) as { id: number; shop_id: number; title: string; handle: string; slug: string };
  const token = randomBytes(6).toString("hex");
  const publicId = `li-test-${token}`;
  orderLineItem(db, {
    order: `o-test-${token}`,
    lineItem: publicId,
    shopId: product.shop_id,
    productId: product.id,
    reviewerId,
  });
  return {
    publicId,
    productId: product.id,
    shopId: product.shop_id,
    title: product.title,
    path: productPath(product.slug, product.handle),
  };
}
