// categories.json under 'This store only': the store's categories only, checked against the
// database itself.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import type { CategoriesResponse } from "../../src/api/contract/category";
import { testHost } from "../support/hosts/test-host";

const test = suite("categories.json for one store");

interface Store {
  id: number;
  domain: string;
  platform: string;
}

/** A store with products in two top-level categories (of twelve). */
async function someStore(): Promise<Store> {
  const { db } = await testHost();
  return db
    .prepare(
      `WITH RECURSIVE top(id, top_id) AS (
         SELECT id, id FROM categories WHERE parent_id IS NULL
         UNION ALL SELECT c.id, top.top_id FROM categories c JOIN top ON c.parent_id = top.id)
       SELECT s.id, s.domain, s.platform FROM shops s
       JOIN products p ON p.shop_id = s.id JOIN top ON top.id = p.category_id
       GROUP BY s.id HAVING count(DISTINCT top.top_id) = 2 ORDER BY s.id LIMIT 1`,
    )
    .get() as Store;
}

/** Each category holding the store's products, under it or in it: id → the store's count. */
async function storeCounts(storeId: number): Promise<Map<number, number>> {
  const { db } = await testHost();
  const rows = db
    .prepare(
      `WITH RECURSIVE up(product, id) AS (
         SELECT p.id, p.category_id FROM products p WHERE p.shop_id = ?
         UNION ALL SELECT up.product, c.parent_id FROM up JOIN categories c ON c.id = up.id
         WHERE c.parent_id IS NOT NULL)
       SELECT id, count(*) n FROM up GROUP BY id`,
    )
    .all(storeId) as { id: number; n: number }[];
  return new Map(rows.map((r) => [r.id, r.n]));
}

async function categories(query: string) {
  const { app } = await testHost();
  const response = await app.inject(`/reviews/categories.json?${query}`);
  return { status: response.statusCode, body: response.json() as CategoriesResponse };
}

const scope = (store: Store) =>
  new URLSearchParams({ shop_domain: store.domain, search_in_shop: "true", platform: store.platform });

test("search_in_shop with the store's domain: only the categories it has products in, every level", async () => {
  const store = await someStore();
  const expected = await storeCounts(store.id);
  assert.ok(expected.size > 0);
  const { status, body } = await categories(scope(store).toString());
  assert.is(status, 200);
  const got = body.product_categories;
  assert.equal(
    got.map((c) => c.id).sort((a, b) => a - b),
    [...expected.keys()].sort((a, b) => a - b),
  );
  for (const c of got) assert.is(c.items, expected.get(c.id), `${c.name}: the store's products under it`);

  const tops = (await categories(`${scope(store)}&level=1`)).body.product_categories;
  assert.is(tops.length, 2, "two top-level categories of twelve");
  for (const c of tops) assert.is(c.parent_id, null);
  const { db } = await testHost();
  const products = db.prepare("SELECT count(*) FROM products WHERE shop_id = ?").pluck().get(store.id);
  assert.is(
    tops.reduce((sum, c) => sum + c.items, 0),
    products,
  );

  const first = tops[0];
  assert.ok(first);
  const children = (await categories(`${scope(store)}&category_id=${first.id}`)).body.product_categories;
  assert.ok(children.length > 0);
  for (const c of children) {
    assert.is(c.parent_id, first.id);
    assert.ok(expected.has(c.id));
  }
});

test("a store that does not exist, or on another platform, has no categories; a domain alone is no scope", async () => {
  const store = await someStore();
  const none = await categories("shop_domain=no-such-store.example&search_in_shop=true&platform=shopify");
  assert.is(none.status, 200);
  assert.equal(none.body.product_categories, []);
  const otherPlatform = new URLSearchParams({
    ...Object.fromEntries(scope(store)),
    platform: "not-its-platform",
  });
  assert.equal((await categories(otherPlatform.toString())).body.product_categories, []);

  // Like search.json, the store scope is search_in_shop=true: a shop_domain alone does not narrow.
  const unscoped = await categories(`shop_domain=${encodeURIComponent(store.domain)}`);
  const everyTop = await categories("level=1");
  assert.equal(unscoped.body.product_categories, everyTop.body.product_categories);

  const missing = await categories("search_in_shop=true");
  assert.is(missing.status, 400);
});

test.run();
