// search.json without words is answered from memory (search/sql/match-lists.ts, product-columns.ts):
// the same pages, totals and page numbers as the filters' SQL walked and sorted by SQLite, for every
// filter, sort and page, the same totals when only counted (an empty page's ways out); a count kept
// for a list and its filters, with words and without, answers another order of them and never
// another filter; and a write counts at once: a product's mended in what is kept, a store's by
// reading every product again.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { openDatabase } from "../../fixtures/host/db/database";
import { createProductSearch } from "../../fixtures/host/search/answers/product-search";
import { dataGeneration } from "../../fixtures/host/search/sql/data-generation";
import { createMatchLists } from "../../fixtures/host/search/sql/match-lists";
import { createOrderRanks } from "../../fixtures/host/search/sql/order-ranks";
import { ORDERS } from "../../fixtures/host/search/sql/orders";
import { COUNT_CAP } from "../../fixtures/host/search/sql/paging";
import { createProductColumns } from "../../fixtures/host/search/sql/product-columns";
import { SORT_VALUES } from "../../src/lib/search-params";
import { queryPlans } from "../support/data/query-plans";
import { seededDataDir } from "../support/data/seeded-marketplace";
import { testHost } from "../support/hosts/test-host";
import { assertSameAsFullText } from "../support/search/same-as-full-text";
import { searchInput } from "../support/search/search-input";

const test = suite("host search filters");

// Each filter alone and together, prices in a currency with a rate and in each product's own.
const FILTERS: Record<string, string>[] = [
  {},
  { min_transparency: "0" },
  { min_transparency: "95" },
  { min_authenticity: "90" },
  { min_rating: "4", country: "US" },
  { min_rating: "3", country: "AU", reviews_count: "50", min_transparency: "0" },
  { store_country: "GB" },
  { store_country: "US", country: "DE", min_authenticity: "50" },
  { currency: "EUR", min_price: "20", max_price: "60" },
  { currency: "GBP", min_price: "100" },
  { min_price: "5", max_price: "30" },
  { category_id: "1" },
  { category_id: "1", min_rating: "4", currency: "USD", max_price: "80" },
  { reviews_count: "5" },
  { country: "ZZ" },
];

test("every filter, sort and page gives the page, total and page number of the filters' SQL, and its count alone the same total", async () => {
  const { db } = await testHost();
  const search = createProductSearch(db);
  // 'This store only', in the store with the most products.
  const shop = String(
    db
      .prepare("SELECT shop_id FROM products GROUP BY shop_id ORDER BY count(*) DESC, shop_id LIMIT 1")
      .pluck()
      .get(),
  );
  const filtersAsked = [
    ...FILTERS,
    { shop, min_transparency: "0" },
    { shop, min_rating: "4", store_country: "US" },
  ];
  let pages = 0;
  let full = 0;
  for (const [i, filters] of filtersAsked.entries()) {
    for (const sort of [
      undefined,
      SORT_VALUES[i % SORT_VALUES.length],
      SORT_VALUES[(i + 3) % SORT_VALUES.length],
    ]) {
      for (const page of ["1", "2", "42", "43", "60", "900"]) {
        const asked = searchInput(db, { page, ...filters, ...(sort ? { sort_by: sort } : {}) });
        if (assertSameAsFullText(search, asked, `${JSON.stringify(filters)} ${sort} page ${page}`) === 24)
          full++;
        pages++;
      }
    }
  }
  assert.ok(full > pages / 3, `${full} full pages of ${pages}`);
});

test("a search counted once is read only as far as its page in another order, and a count is never another filter's", async () => {
  const { db } = await testHost();
  const search = createProductSearch(db);
  const shop = String(db.prepare("SELECT id FROM shops ORDER BY products_count DESC LIMIT 1").pluck().get());
  // Each pair differs in one filter: a count kept under the first must not answer the second.
  const price = { currency: "EUR", min_price: "20", max_price: "60" };
  const PAIRS: [Record<string, string>, Record<string, string>][] = [
    [{}, { min_transparency: "95" }],
    [{}, { min_authenticity: "90" }],
    [{}, { min_rating: "4" }],
    [{}, { reviews_count: "5" }],
    [{}, { country: "US" }],
    [{}, { store_country: "GB" }],
    [{}, { category_id: "1" }],
    [{}, { shop }],
    [{ max_price: "60" }, { min_price: "20", max_price: "60" }],
    [{ currency: "EUR", min_price: "20" }, price],
    [price, { ...price, currency: "GBP" }],
  ];
  let asks = 0;
  for (const q of ["set", ""]) {
    for (const pair of PAIRS) {
      for (const filters of pair) {
        // A new sort each time: no answer is kept whole, only its count.
        const sort = SORT_VALUES[asks++ % SORT_VALUES.length] as string;
        const asked = searchInput(db, { q, ...filters, sort_by: sort, page: String(1 + (asks % 3)) });
        assertSameAsFullText(search, asked, `${q} ${JSON.stringify(filters)} ${sort}`);
      }
    }
  }
  // Counted once, another order's page is read only as far as that page.
  let visited = 0;
  const counting = Object.assign(
    (id: number) => {
      visited++;
      return id > 0;
    },
    { key: "every product" },
  );
  const generation = dataGeneration(db);
  const { spacedTitles } = createProductColumns(db, generation);
  const lists = createMatchLists(db, generation, createOrderRanks(db, generation), spacedTitles);
  const every = lists.filteredPage(null, ORDERS.newest, counting, 1, 24, COUNT_CAP);
  assert.is(every.n, COUNT_CAP + 1);
  assert.ok(visited > COUNT_CAP, `counted: ${visited} read`);
  visited = 0;
  assert.equal(lists.filteredPage(null, ORDERS.price_asc, counting, 1, 24, COUNT_CAP).n, COUNT_CAP + 1);
  assert.is(visited, 24, "another order: its page read alone");
});

test("a product's new rating, price and its store's new shipping count in the next search at once", async () => {
  const db = openDatabase(seededDataDir());
  try {
    const search = createProductSearch(db);
    const asked = searchInput(db, { min_rating: "4", country: "US", sort_by: "reviews_count" });
    const first = search.searchProducts(asked).hits[0];
    assert.ok(first, "a product is shown");
    const rating = db.prepare("SELECT average_rating FROM products WHERE id = ?").pluck().get(first.id);
    const shown = () => search.searchProducts(asked).hits.map((h) => h.id);
    /** The SQL of the statements `action` runs. */
    const reads = async (action: () => void) => (await queryPlans(db, action)).map(({ sql }) => sql);
    const everyProduct = (sql: string) => /json_group_array/.test(sql);
    db.prepare("UPDATE products SET average_rating = 2 WHERE id = ?").run(first.id);
    // A review's write: what is kept of every product is mended with the product written.
    const mending = await reads(() =>
      assert.not.ok(shown().includes(first.id), "a product rated under the filter is not shown"),
    );
    assert.ok(
      mending.some((sql) => /WHERE p\.id = \?/.test(sql)),
      "the product written is read again",
    );
    assert.not.ok(mending.some(everyProduct), "every product is not read again");
    db.prepare("UPDATE products SET average_rating = ? WHERE id = ?").run(rating, first.id);
    assert.is(shown()[0], first.id, "rated again, it is shown first again");
    const shop = db.prepare("SELECT shop_id FROM products WHERE id = ?").pluck().get(first.id);
    db.prepare("DELETE FROM shop_shipping_countries WHERE shop_id = ? AND country = 'US'").run(shop);
    // A store's write may change any of its products: every product is read again.
    const reading = await reads(() =>
      assert.not.ok(shown().includes(first.id), "a store that no longer ships there is not shown"),
    );
    assert.ok(reading.some(everyProduct), "every product is read again");
    db.prepare("INSERT INTO shop_shipping_countries (country, shop_id) VALUES ('US', ?)").run(shop);
    assert.is(shown()[0], first.id, "shipping there again, it is shown first again");

    // A price in the search's currency is the product's own when it is in it, never converted.
    const euro = db
      .prepare(
        "SELECT id, price, price_usd FROM products WHERE currency = 'EUR' ORDER BY reviews_count DESC LIMIT 1",
      )
      .get() as { id: number; price: number; price_usd: number };
    db.prepare("UPDATE products SET price_usd = 0 WHERE id = ?").run(euro.id);
    const priced = searchInput(db, {
      currency: "EUR",
      min_price: String(euro.price),
      max_price: String(euro.price),
      min_transparency: "0",
    });
    const byPrice = search.searchProducts(priced);
    assert.ok(
      byPrice.hits.some((h) => h.id === euro.id),
      "a product in the search's currency is found by its own price",
    );
    assert.equal(
      byPrice.hits.map((h) => h.id),
      search.searchByFullText(priced).hits.map((h) => h.id),
    );
    db.prepare("UPDATE products SET price_usd = ? WHERE id = ?").run(euro.price_usd, euro.id);
  } finally {
    db.close();
  }
});

test.run();
