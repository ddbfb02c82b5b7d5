// The dispute form's data marks each order about which its owner already has a dispute taking
// messages (open or in review) with that dispute, so the form sends them there instead of taking a
// second statement the host refuses (409). Closed disputes and anyone else's mark nothing.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import type { DisputableOrder } from "../../src/api/contract/dispute";
import { orderLineItem } from "../support/data/line-items";
import { testHost } from "../support/hosts/test-host";
import { hostSession } from "../support/requests/http-client";

const test = suite("dispute form orders");

interface SeededDispute {
  id: string;
  status: string;
  line_item: string;
  line_item_id: number;
  shop_id: number;
  shop_slug: string;
  product_id: number;
  product_handle: string;
}

/** The seeded reviewer's disputes by status, each with the order it is about. */
async function seeded() {
  const { db } = await testHost();
  const rows = db
    .prepare(
      `SELECT d.encoded_id id, d.status, li.public_id line_item, li.id line_item_id, s.id shop_id,
         s.slug shop_slug, p.id product_id, p.handle product_handle
       FROM disputes d JOIN line_items li ON li.id = d.line_item_id JOIN orders o ON o.id = li.order_id
       JOIN shops s ON s.id = o.shop_id JOIN products p ON p.id = li.product_id
       WHERE d.reviewer_id = 1 ORDER BY d.id`,
    )
    .all() as SeededDispute[];
  const byStatus = Object.fromEntries(rows.map((row) => [row.status, row]));
  const { open, in_review, resolved, rejected } = byStatus as Record<string, SeededDispute>;
  assert.ok(open && in_review && resolved && rejected, "the seeded reviewer has a dispute in each status");
  return { db, open, in_review, resolved, rejected };
}

const formPath = (d: Pick<SeededDispute, "shop_slug">, productHandle?: string) =>
  `/reviews/stores/${encodeURIComponent(d.shop_slug)}${
    productHandle ? `/products/${encodeURIComponent(productHandle)}` : ""
  }/disputes/new?format=json&redesign=`;

async function formOrders(session: Awaited<ReturnType<typeof hostSession>>, path: string) {
  const response = await session.request("GET", path);
  assert.is(response.statusCode, 200, response.body);
  const orders = JSON.parse(response.body).orders as DisputableOrder[];
  assert.ok(orders.length > 0, `${path} offers orders`);
  return orders;
}

const orderOf = (orders: DisputableOrder[], publicId: string) => {
  const order = orders.find((o) => o.public_id === publicId);
  assert.ok(order, `the form offers ${publicId}`);
  return order as DisputableOrder;
};

test("an order with the owner's open or in-review dispute names it and its page; a closed one names none", async () => {
  const { open, in_review, resolved, rejected } = await seeded();
  const reviewer = await hostSession("reviewer");
  for (const dispute of [open, in_review]) {
    const expected = { id: dispute.id, internal_path: `/reviews/profile/disputes/${dispute.id}` };
    const shopForm = await formOrders(reviewer, formPath(dispute));
    assert.equal(
      orderOf(shopForm, dispute.line_item).open_dispute,
      expected,
      `${dispute.status}, store form`,
    );
    const productForm = await formOrders(reviewer, formPath(dispute, dispute.product_handle));
    assert.equal(
      orderOf(productForm, dispute.line_item).open_dispute,
      expected,
      `${dispute.status}, product form`,
    );
    const page = await reviewer.request("GET", `${expected.internal_path}?format=json`);
    assert.is(page.statusCode, 200, "the owner opens it");
    assert.ok(JSON.parse(page.body).dispute.open, "it takes messages");
  }
  for (const dispute of [resolved, rejected]) {
    const orders = await formOrders(reviewer, formPath(dispute));
    assert.is(orderOf(orders, dispute.line_item).open_dispute, null, dispute.status);
  }
});

test("only the owner's dispute marks an order: another reviewer's open dispute about it, or the owner's closed one, do not", async () => {
  const { db, open } = await seeded();
  // A second order of the reviewer's with the store of their open dispute.
  const product = db
    .prepare("SELECT id FROM products WHERE shop_id = ? AND id <> ? ORDER BY id LIMIT 1")
    .pluck()
    .get(open.shop_id, open.product_id) as number;
  const other = db
    .prepare("SELECT id FROM reviewers WHERE id NOT IN (1, 2) ORDER BY id LIMIT 1")
    .pluck()
    .get() as number;
  assert.ok(product && other, "the store sells another product; there is another reviewer");
  const lineItemId = orderLineItem(db, {
    order: "o-dispute-form-orders",
    lineItem: "li-dispute-form-orders",
    shopId: open.shop_id,
    productId: product,
  });
  const dispute = db.prepare(
    `INSERT INTO disputes (encoded_id, reviewer_id, shop_id, product_id, line_item_id, dispute_type,
       description, desired_outcome_type, desired_outcome_description, status, created_at, updated_at)
     VALUES (?, ?, ?, NULL, ?, 'item_not_received', 'Not here.', 'refund', '', ?, ?, ?)`,
  );
  const at = new Date().toISOString();
  dispute.run("d-form-orders-other", other, open.shop_id, lineItemId, "open", at, at);
  dispute.run("d-form-orders-closed", 1, open.shop_id, lineItemId, "resolved", at, at);

  const reviewer = await hostSession("reviewer");
  const orders = await formOrders(reviewer, formPath(open));
  assert.is(orderOf(orders, "li-dispute-form-orders").open_dispute, null);
  assert.equal(orderOf(orders, open.line_item).open_dispute?.id, open.id, "the open one is still marked");
});

test.run();
