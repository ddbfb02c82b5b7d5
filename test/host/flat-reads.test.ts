// Reads whose work must not grow with the marketplace, checked by SQLite's plans (EXPLAIN QUERY
// PLAN): a reviewer's feed reads the events of what they follow through their indexes, Find people
// walks the index of its order, a store's categories read that store's products, the search bar's
// titles start a word's list where its least number of reviews is met, the home metrics count the
// verified public reviews from an index of them.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { homeMetrics } from "../../fixtures/host/catalog/info-pages";
import { MMAP_BYTES, openDatabase } from "../../fixtures/host/db/database";
import { queryPlans } from "../support/data/query-plans";
import { hostSession } from "../support/requests/http-client";

const test = suite("host flat reads");

const plansOf = (statements: { sql: string; plan: string[] }[], table: RegExp) =>
  statements
    .filter((s) => table.test(s.sql))
    .map((s) => `${s.sql.replace(/\s+/g, " ").slice(0, 100)}: ${s.plan.join("; ")}`);

test("a reviewer's feed finds the events of what they follow through their indexes, never by reading every event", async () => {
  const { host, visitor } = await hostSession("reviewer");
  const statements = await queryPlans(host.db, async () => {
    const response = await visitor.get("/reviews/feed_events.json");
    assert.is(response.statusCode, 200);
    assert.ok((response.json() as { feed_events: unknown[] }).feed_events.length > 0, "the feed has events");
  });
  const plans = plansOf(statements, /FROM feed_events e\b/);
  assert.ok(plans.length > 0, "the events were read");
  for (const plan of plans) {
    assert.not.match(plan, /SCAN e\b/, plan);
    assert.match(plan, /feed_events_owner|feed_events_product|INTEGER PRIMARY KEY/, plan);
  }
});

test("Find people walks the index of each order, never sorting every reviewer", async () => {
  const { host, visitor } = await hostSession();
  for (const query of ["", "?sort_by=name", "?sort_by=newest&page=3", "?q=an&sort_by=most_reviews"]) {
    const statements = await queryPlans(host.db, async () => {
      const response = await visitor.get(`/reviews/people.json${query}`);
      assert.is(response.statusCode, 200);
    });
    const plans = plansOf(statements, /FROM reviewers rv\b/);
    assert.ok(plans.length > 0, query);
    for (const plan of plans) assert.not.match(plan, "USE TEMP B-TREE FOR ORDER BY", `${query}: ${plan}`);
  }
});

test("a store's categories for typed words read that store's products, not every full-text match", async () => {
  const { host, visitor } = await hostSession();
  const shop = host.db
    .prepare("SELECT domain, platform FROM shops ORDER BY products_count DESC LIMIT 1")
    .get() as { domain: string; platform: string };
  const statements = await queryPlans(host.db, async () => {
    const response = await visitor.get(
      `/reviews/categories.json?q=set&search_in_shop=true&shop_domain=${shop.domain}&platform=${shop.platform}`,
    );
    assert.is(response.statusCode, 200);
  });
  const plans = plansOf(statements, /FROM products\b.*shop_id/s);
  assert.ok(plans.length > 0, "the store's products were read");
  assert.not.ok(
    statements.some((s) => s.sql.includes("products_fts")),
    "no full-text match",
  );
  for (const plan of plans) {
    assert.not.match(plan, /products_fts/, plan);
    assert.match(
      plan,
      /SEARCH products USING (COVERING )?INDEX products_(by_shop|shop_handle|shop_external) \(shop_id=\?/,
      plan,
    );
  }
});

test("'Ships to' is looked up for each product read, never a list of every shop shipping there", async () => {
  const { host, visitor } = await hostSession();
  // (search.json reads every store's countries once, in memory: search/sql/product-columns.ts.)
  for (const path of [
    "/reviews/instant_search?q=se&country=US",
    "/reviews/store_search.json?country=GB&min_rating=4",
  ]) {
    const statements = await queryPlans(host.db, async () => {
      const response = await visitor.get(path);
      assert.is(response.statusCode, 200);
    });
    const plans = plansOf(statements, /shop_shipping_countries/);
    assert.ok(plans.length > 0, `${path}: the shipping countries were read`);
    // A list built per statement grows with the shops; a lookup by (country, shop) does not.
    for (const plan of plans) assert.not.match(plan, "LIST SUBQUERY", `${path}: ${plan}`);
  }
});

test("words that no category holds together find nothing at once, no product read", async () => {
  const { host, visitor } = await hostSession();
  // Two keys with many products each whose categories never meet (a noun of one department, one of another).
  const [a, b] = host.db
    .prepare(
      `SELECT a.prefix, b.prefix FROM
         (SELECT prefix FROM title_prefix_categories WHERE length(prefix) > 3 GROUP BY prefix HAVING sum(products) > 40) a,
         (SELECT prefix FROM title_prefix_categories WHERE length(prefix) > 3 GROUP BY prefix HAVING sum(products) > 40) b
       WHERE a.prefix < b.prefix AND NOT EXISTS (
         SELECT 1 FROM title_prefix_categories x JOIN title_prefix_categories y USING (category_id)
         WHERE x.prefix = a.prefix AND y.prefix = b.prefix)
       LIMIT 1`,
    )
    .raw()
    .get() as [string, string];
  const q = encodeURIComponent(`${a} ${b}`);
  for (const path of [`/reviews/search.json?q=${q}`, `/reviews/instant_search?q=${q}`]) {
    const statements = await queryPlans(host.db, async () => {
      const response = await visitor.get(path);
      assert.is(response.statusCode, 200);
      const body = response.json() as { suggestions?: unknown[]; data?: { results_total_count: number } };
      assert.equal(body.suggestions ?? body.data?.results_total_count, path.includes("instant") ? [] : 0);
    });
    const reads = statements.filter((s) => /FROM title_prefixes k|products_fts|FROM products p/.test(s.sql));
    assert.equal(
      reads.map((s) => s.sql.replace(/\s+/g, " ").slice(0, 120)),
      [],
      `${path}: only the per-category counts`,
    );
  }
});

test("a least number of reviews starts the title prefixes' list where it is met, never reading the rows under it", async () => {
  const { host, visitor } = await hostSession();
  // The search bar's titles: the first rows of a word's list that pass (search.json reads a
  // word's whole list once and keeps it, search/sql/match-lists.ts).
  for (const path of [
    "/reviews/instant_search?q=se&reviews_count=10",
    "/reviews/instant_search?q=soft+se&reviews_count=50",
  ]) {
    const statements = await queryPlans(host.db, async () => {
      const response = await visitor.get(path);
      assert.is(response.statusCode, 200);
    });
    const plans = plansOf(statements, /FROM title_prefixes k\b/);
    assert.ok(plans.length > 0, `${path}: the title prefixes were walked`);
    for (const plan of plans)
      assert.match(plan, "SEARCH k USING PRIMARY KEY (prefix=? AND reviews_count>?)", plan);
  }
});

test("the home metrics count the verified public reviews from their own index, never reading every review", async () => {
  const { host } = await hostSession();
  // A connection of its own: the host's has its metrics counted already, and keeps them a while.
  const db = openDatabase(host.dataDir);
  try {
    const statements = await queryPlans(db, () => {
      assert.ok(homeMetrics(db).total_verified_reviews > 0, "counted");
    });
    const plans = plansOf(statements, /FROM reviews WHERE verified_buyer/);
    assert.ok(plans.length > 0, "the reviews were counted");
    for (const plan of plans)
      assert.match(plan, /SEARCH reviews USING (COVERING )?INDEX reviews_verified_public/, plan);
  } finally {
    db.close();
  }
});

test("each worker maps the whole database file (SQLite's most), so a 10x marketplace is read from shared memory", async () => {
  const { host } = await hostSession();
  assert.is(host.db.pragma("mmap_size", { simple: true }), MMAP_BYTES);
  assert.ok(MMAP_BYTES >= 1.5 * 1024 ** 3, "more than a 10x database");
});

test.run();
