// The search bar's suggestions come from the title prefixes (search/sql/title-prefixes.ts): the same
// titles in the same order as the full ranking (every FTS5 match sorted), read from the first rows
// under the typed word, and kept current as products and their review counts change.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { type Db, openDatabase } from "../../fixtures/host/db/database";
import { createProductSearch } from "../../fixtures/host/search/answers/product-search";
import { createSuggester } from "../../fixtures/host/search/answers/suggestions";
import type { InstantSearchResponse } from "../../src/api/contract/search";
import { queryPlans } from "../support/data/query-plans";
import { seededDataDir } from "../support/data/seeded-marketplace";
import { testHost } from "../support/hosts/test-host";
import { searchInput } from "../support/search/search-input";

const test = suite("host suggestions");

/** Each product's keys as FTS5 itself tokenized its title: each term, and each beginning of two characters or more. */
function keysFromFts(db: Db): Map<number, Set<string>> {
  db.exec(
    "CREATE VIRTUAL TABLE IF NOT EXISTS temp.title_terms USING fts5vocab(main, products_fts, instance)",
  );
  const keys = new Map<number, Set<string>>();
  for (const { doc, term } of db
    .prepare("SELECT doc, term FROM temp.title_terms WHERE col = 'title'")
    .iterate() as Iterable<{ doc: number; term: string }>) {
    const set = keys.get(doc) ?? new Set<string>();
    const characters = [...term];
    set.add(term);
    for (let n = 2; n < characters.length; n++) set.add(characters.slice(0, n).join(""));
    keys.set(doc, set);
  }
  return keys;
}

test("every product is under each word of its title and each beginning, as FTS5 reads them", async () => {
  const { db } = await testHost();
  const expected = keysFromFts(db);
  const found = new Map<number, Set<string>>();
  const counts = new Map(
    (db.prepare("SELECT id, reviews_count FROM products").raw().all() as [number, number][]).map(
      ([id, n]) => [id, n],
    ),
  );
  const scores = new Map(
    db.prepare("SELECT id, transparency_score FROM products").raw().all() as [number, number][],
  );
  let rows = 0;
  for (const [prefix, reviewsCount, productId, score] of db
    .prepare("SELECT prefix, reviews_count, product_id, transparency_score FROM title_prefixes")
    .raw()
    .iterate() as Iterable<[string, number, number, number]>) {
    rows++;
    if (reviewsCount !== counts.get(productId)) assert.unreachable(`${prefix} ${productId}: ${reviewsCount}`);
    if (score !== scores.get(productId)) assert.unreachable(`${prefix} ${productId}: transparency ${score}`);
    const set = found.get(productId) ?? new Set<string>();
    set.add(prefix);
    found.set(productId, set);
  }
  assert.ok(rows > 100_000, `${rows} rows`);
  assert.is(found.size, counts.size, "every product");
  for (const [id, keys] of expected) {
    assert.equal([...(found.get(id) ?? [])].sort(), [...keys].sort(), `product ${id}`);
  }
  assert.equal(
    db.prepare("SELECT prefix, category_id, products FROM title_prefix_categories ORDER BY 1, 2").raw().all(),
    db
      .prepare(
        `SELECT t.prefix, p.category_id, count(*) FROM title_prefixes t JOIN products p ON p.id = t.product_id
         GROUP BY 1, 2 ORDER BY 1, 2`,
      )
      .raw()
      .all(),
    "each key's products counted by category",
  );
});

/** Typed texts: every one- and two-character key, a sample of longer ones, two words, and ways of typing them. */
function typedSample(db: Db): string[] {
  const keys = db
    .prepare("SELECT DISTINCT prefix FROM title_prefixes ORDER BY prefix")
    .pluck()
    .all() as string[];
  const short = keys.filter((k) => [...k].length <= 2);
  const long = keys.filter((k, i) => [...k].length > 2 && i % 6 === 0);
  const pairs = long.slice(0, 40).map((k, i) => `${k} ${short[(i * 7) % short.length]}`);
  return [
    ...short,
    ...long,
    ...pairs,
    "KETTLE",
    "Kéttle",
    "kit-app",
    "set of 4",
    "rose gold",
    "1.7l",
    "zzqx",
    "x y z",
  ];
}

const FILTER_SETS: Record<string, string>[] = [
  {},
  { min_transparency: "0" },
  { min_rating: "4", country: "US" },
  { store_country: "GB" },
  { store_country: "US", reviews_count: "5" },
  { currency: "EUR", min_price: "20", max_price: "60" },
  { category_id: "1" },
  { category_id: "5" },
];

test("the first titles for every typed text are the full ranking's, under the filters, in a store or a category", async () => {
  const { db } = await testHost();
  const search = createProductSearch(db);
  const shop = db
    .prepare("SELECT id FROM shops ORDER BY products_count DESC LIMIT 1")
    .pluck()
    .get() as number;
  const texts = typedSample(db);
  let compared = 0;
  let nonEmpty = 0;
  for (const [i, text] of texts.entries()) {
    // Every text with the defaults; the filter sets and the store by turns, so each meets many texts.
    const sets = [{}, FILTER_SETS[i % FILTER_SETS.length] as Record<string, string>];
    if (i % 5 === 0) sets.push({ shop: String(shop), min_transparency: "0" });
    for (const filters of sets) {
      const asked = searchInput(db, { q: text, ...filters });
      const titles = search.titlesOf(asked, 40);
      assert.equal(titles, search.titlesByFullText(asked, 40), `${text} ${JSON.stringify(filters)}`);
      assert.is(
        search.findsAny(asked),
        search.countProducts(asked, 0) > 0,
        `any: ${text} ${JSON.stringify(filters)}`,
      );
      compared++;
      if (titles.length) nonEmpty++;
    }
  }
  assert.ok(compared > 1000 && nonEmpty > compared / 2, `${compared} compared, ${nonEmpty} with titles`);
});

test("instant_search answers the suggestions of the full ranking, categories included", async () => {
  const { db, app } = await testHost();
  const search = createProductSearch(db);
  const full = createSuggester(db, {
    titlesOf: search.titlesByFullText,
    findsAny: (asked) => search.countProducts(asked, 0) > 0,
    titleWords: search.titleWords,
  });
  const texts = typedSample(db).filter((_, i) => i % 6 === 0);
  let withCategories = 0;
  for (const text of texts) {
    const response = await app.inject(`/reviews/instant_search?q=${encodeURIComponent(text)}`);
    const { suggestions } = response.json() as InstantSearchResponse;
    assert.equal(suggestions, full(searchInput(db, { q: text })), text);
    if (suggestions.some((s) => s.id !== undefined)) withCategories++;
  }
  assert.ok(withCategories > 5, `${withCategories} answers with categories`);
});

test("the suggestions read the first rows under the typed word, never every match sorted", async () => {
  const { db } = await testHost();
  const search = createProductSearch(db);
  for (const [text, filters] of [
    ["se", {}],
    ["kett", { min_rating: "4" }],
    ["soft se", { country: "US" }],
  ] as const) {
    const statements = await queryPlans(db, () =>
      search.titlesOf(searchInput(db, { q: text, ...filters }), 40),
    );
    const plans = statements.map((s) => s.plan.join("; "));
    assert.ok(
      plans.some((plan) => plan.includes("SEARCH k USING PRIMARY KEY (prefix=?)")),
      `${text}: ${plans.join(" | ")}`,
    );
    for (const plan of plans) {
      assert.not.match(plan, "TEMP B-TREE", `${text}: no sort of the matches`);
      assert.not.match(plan, "products_fts", `${text}: no full-text match`);
    }
  }
});

test("a word of several forms reads each form's first rows, and a title holding two of them is one suggestion", async () => {
  const db = openDatabase(seededDataDir());
  try {
    const search = createProductSearch(db);
    const asked = (filters: Record<string, string> = {}) => searchInput(db, { q: "game", ...filters });
    // 'game' is looked up under game and gaming (its forms): the most reviewed product holds both.
    const { id, title, description } = db
      .prepare("SELECT id, title, description FROM products ORDER BY id LIMIT 1")
      .get() as { id: number; title: string; description: string };
    db.prepare(
      "UPDATE products SET title = 'Gaming Game Quilt', reviews_count = 100000, transparency_score = 1 WHERE id = ?",
    ).run(id);
    // The full-text index reads the products' text (content='products'): told of the new title.
    db.prepare(
      "INSERT INTO products_fts (products_fts, rowid, title, description) VALUES ('delete', ?, ?, ?)",
    ).run(id, title, description);
    db.prepare("INSERT INTO products_fts (rowid, title, description) VALUES (?, 'Gaming Game Quilt', ?)").run(
      id,
      description,
    );
    for (const filters of [{}, { min_rating: "4" }, { min_transparency: "0" }] as Record<string, string>[]) {
      const titles = search.titlesOf(asked(filters), 40);
      assert.equal(titles, search.titlesByFullText(asked(filters), 40), JSON.stringify(filters));
      assert.ok(titles.length > 10, `${titles.length} titles`);
    }
    assert.is(search.titlesOf(asked(), 40).filter((t) => t === "Gaming Game Quilt").length, 1);
    const statements = await queryPlans(db, () => search.titlesOf(asked(), 40));
    const read = statements.find((s) => s.sql.includes("title_prefixes k"));
    assert.ok(read, "read through the title prefixes");
    assert.is(read.sql.match(/LIMIT 40\)/g)?.length, 2, "each form's first forty rows");
    assert.not.match(read.plan.join("; "), "DISTINCT", "never every row under the forms");
  } finally {
    db.close();
  }
});

test("a suggestion reads a dozen titles, not forty, when the first ones differ", async () => {
  const { db } = await testHost();
  const search = createProductSearch(db);
  const suggest = createSuggester(db, search);
  for (const text of ["se", "kett", "soft se"]) {
    const statements = await queryPlans(db, () => suggest(searchInput(db, { q: text })));
    const titleReads = statements.filter((s) => /SELECT p\.title FROM title_prefixes k/.test(s.sql));
    assert.ok(titleReads.length > 0, text);
    for (const { sql } of titleReads) assert.match(sql, /LIMIT 12$/, `${text}: ${sql.replace(/\s+/g, " ")}`);
  }
});

test("new review counts, new, renamed and deleted products are in the suggestions at once", async () => {
  const db = openDatabase(seededDataDir());
  try {
    const search = createProductSearch(db);
    const titles = (text: string) => search.titlesOf(searchInput(db, { q: text, min_transparency: "0" }), 40);
    const same = (text: string) =>
      assert.equal(
        titles(text),
        search.titlesByFullText(searchInput(db, { q: text, min_transparency: "0" }), 40),
        text,
      );
    const last = db
      .prepare(
        `SELECT p.id, p.title FROM products p JOIN products_fts f ON f.rowid = p.id
         WHERE products_fts MATCH 'title : "kettle"*' ORDER BY p.reviews_count, p.id DESC LIMIT 1`,
      )
      .get() as { id: number; title: string };
    assert.not.equal(titles("kettle")[0], last.title);
    db.prepare("UPDATE products SET reviews_count = 100000 WHERE id = ?").run(last.id);
    assert.is(titles("kettle")[0], last.title, "the most reviewed comes first");
    same("kettle");

    const { lastInsertRowid } = db
      .prepare(
        `INSERT INTO products (encoded_id, shop_id, external_id, handle, title, description, category_id, price,
           currency, price_usd, has_image, external_url, transparency_score, authenticity_score, sales_count, created_at)
         SELECT 'pnew', shop_id, 'x-1', 'zyzzyva', 'Zyzzyva Kettle – Café', '', category_id, price, currency,
           price_usd, 0, '', 1, 1, 0, created_at FROM products WHERE id = 1`,
      )
      .run();
    assert.equal(titles("zyzz"), ["Zyzzyva Kettle – Café"]);
    assert.equal(titles("cafe zyz"), ["Zyzzyva Kettle – Café"]);
    // Asked before the rename too: what a key's counts said then must not answer after it.
    assert.equal(titles("quag"), []);
    db.prepare("UPDATE products SET title = 'Quagga Kettle' WHERE id = ?").run(lastInsertRowid);
    assert.equal(titles("zyzz"), []);
    assert.equal(titles("quag"), ["Quagga Kettle"]);
    const categoryCounts = () =>
      db
        .prepare(
          `SELECT (SELECT count(*) FROM title_prefix_categories WHERE prefix = 'quagga'),
             (SELECT count(*) FROM title_prefix_categories WHERE prefix = 'zyzzyva')`,
        )
        .raw()
        .get();
    assert.equal(categoryCounts(), [1, 0], "a renamed product's categories follow its words");
    db.prepare("DELETE FROM products WHERE id = ?").run(lastInsertRowid);
    assert.equal(titles("quag"), []);
    assert.equal(categoryCounts(), [0, 0]);
    assert.is(
      db.prepare("SELECT count(*) FROM title_prefixes WHERE product_id = ?").pluck().get(lastInsertRowid),
      0,
    );
  } finally {
    db.close();
  }
});

test.run();
