// search.json with words, from the title prefixes' lists kept in memory (search/sql/match-lists.ts):
// the same pages, totals and page numbers as every FTS5 match sorted, the same totals when only
// counted (an empty page's ways out), and a word's next searches read nothing but their cards.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { openDatabase } from "../../fixtures/host/db/database";
import { createProductSearch } from "../../fixtures/host/search/answers/product-search";
import { dataGeneration } from "../../fixtures/host/search/sql/data-generation";
import { rankedTerm, termPatterns, termRank, titleRank } from "../../fixtures/host/search/sql/orders";
import { createProductColumns } from "../../fixtures/host/search/sql/product-columns";
import { titleVocabulary } from "../../fixtures/host/search/words/catalogue-vocabularies";
import { termsOfText } from "../../fixtures/host/search/words/typed-terms";
import { SORT_VALUES } from "../../src/lib/search-params";
import { queryPlans } from "../support/data/query-plans";
import { seededDataDir } from "../support/data/seeded-marketplace";
import { testHost } from "../support/hosts/test-host";
import { assertSameAsFullText } from "../support/search/same-as-full-text";
import { searchInput } from "../support/search/search-input";

const test = suite("host search words");

// Common and rare words, beginnings, two words, and words whole in some titles and not in others;
// five words, as many as the lists in memory take (MAX_LISTED_TERMS) and one more, which FTS5
// searches; with a word no title holds, which finds nothing before any is read; and words some
// titles hold whole and others as one of their forms (lights: 'Lights', then 'Light').
const WORDS = [
  "front and rear dash cam",
  "front and rear dash cam set s",
  "front and rear dash cam front and rear dash",
  "rose gold zzqx soft set",
  "set",
  "se",
  "kettle",
  "kett",
  "light",
  "lights",
  "gaming",
  "mat",
  "case",
  "co",
  "s",
  "rose gold",
  "soft set",
  "1.7l",
  "Kéttle",
  "zzqx",
];
const FILTERS: Record<string, string>[] = [
  {},
  { min_transparency: "0" },
  { min_rating: "4", country: "US" },
  { store_country: "GB" },
  { currency: "EUR", min_price: "20", max_price: "60" },
  { category_id: "1" },
  // A category alone, every other filter opened.
  { category_id: "1", min_transparency: "0" },
  { reviews_count: "5" },
];

test("every word, filter, sort and page gives the page, total and page number of every FTS5 match sorted, and its count alone the same total", async () => {
  const { db } = await testHost();
  const search = createProductSearch(db);
  let pages = 0;
  let full = 0;
  for (const [i, q] of WORDS.entries()) {
    for (const [j, filters] of FILTERS.entries()) {
      for (const sort of [undefined, SORT_VALUES[(i + j) % SORT_VALUES.length]]) {
        for (const page of ["1", "2", "4", "60"]) {
          const asked = searchInput(db, { q, page, ...filters, ...(sort ? { sort_by: sort } : {}) });
          if (
            assertSameAsFullText(search, asked, `${q} ${JSON.stringify(filters)} ${sort} page ${page}`) === 24
          )
            full++;
          pages++;
        }
      }
    }
  }
  assert.ok(full > pages / 3, `${full} full pages of ${pages}`);
});

test("every title ranks under a word and its forms in memory as SQLite's relevance ranks it, a new title at once", async () => {
  const db = openDatabase(seededDataDir());
  try {
    const read = () => createProductColumns(db, dataGeneration(db)).spacedTitles;
    const mended = read();
    const termsOf = termsOfText(titleVocabulary(db));
    /** Each product's rank under `q`: as SQLite's relevance gives it, and in memory. */
    const ranks = (q: string, spacedTitles = mended) => {
      const terms = termsOf(q);
      const patterns = Object.assign({}, ...terms.map((term, i) => termPatterns(i, term.word, term.forms)));
      const rank = terms.map((term, i) => termRank(i, term.forms.length)).join(" + ");
      const bySql = db.prepare(`SELECT p.id, ${rank} FROM products p ORDER BY p.id`).raw().all(patterns) as [
        number,
        number,
      ][];
      const titles = spacedTitles();
      const ranked = terms.map((term) => rankedTerm(term.word, term.forms));
      return { bySql, inMemory: bySql.map(([id]) => [id, titleRank(titles.of(id), ranked)]) };
    };
    const seen = new Set<number>();
    for (const q of ["lights", "gaming", "kettles", "Kéttle", "1.7l", "rose gold", "heavy duty set"]) {
      const { bySql, inMemory } = ranks(q);
      assert.equal(inMemory, bySql, q);
      for (const [, rank] of bySql) seen.add(rank);
    }
    // Whole words, forms and neither, of one word and of three.
    for (const rank of [0, 1, 2, 4, 6]) assert.ok(seen.has(rank), `a title ranked ${rank}`);
    // A title changed, with a word outside ASCII: its product's rank follows in the next ranking,
    // of the titles mended and of the titles read again.
    const [id, title] = db
      .prepare("SELECT id, title FROM products WHERE spaced_title LIKE '% lights %' ORDER BY id LIMIT 1")
      .raw()
      .get() as [number, string];
    const rankOf = (ranked: number[][]) => ranked.find(([product]) => product === id)?.[1];
    assert.is(rankOf(ranks("lights").inMemory), 2);
    db.prepare("UPDATE products SET title = ? WHERE id = ?").run(title.replace(/Lights/, "Crème Light"), id);
    for (const [titles, label] of [
      [mended, "mended"],
      [read(), "read again"],
    ] as const) {
      for (const [q, rank] of [
        ["lights", 1],
        ["crème", 2],
        ["CRÈME light", 4],
        ["creme", 0],
      ] as const) {
        const { bySql, inMemory } = ranks(q, titles);
        assert.equal(inMemory, bySql, `${q}, ${label}`);
        assert.is(rankOf(inMemory), rank, `${q}: the new title's rank, ${label}`);
      }
    }
    // And back to the title as seeded.
    db.prepare("UPDATE products SET title = ? WHERE id = ?").run(title, id);
    const { bySql, inMemory } = ranks("lights");
    assert.equal(inMemory, bySql, "the title as seeded again");
    assert.is(rankOf(inMemory), 2, "the title as seeded again");
  } finally {
    db.close();
  }
});

test("a word's matches are read once: its next searches, under other filters, sorts and pages, read only the cards they show", async () => {
  const { db } = await testHost();
  const search = createProductSearch(db);
  const first: Record<string, string>[] = [
    { q: "set", min_transparency: "0" },
    { q: "set", sort_by: "price_asc", country: "US" },
    { q: "set", sort_by: "newest" },
    { q: "front and rear dash cam", min_transparency: "0" },
  ];
  // (A country's shipping stores are read once, when a search first asks for it: product-columns.ts.)
  for (const query of first) search.searchProducts(searchInput(db, query));
  const next: Record<string, string>[] = [
    { q: "set", min_rating: "4", page: "2" },
    { q: "set", sort_by: "price_asc", country: "US", page: "3" },
    { q: "set", sort_by: "newest", store_country: "GB", reviews_count: "5" },
    { q: "front and rear dash cam", min_rating: "3", page: "2" },
  ];
  let cards = 0;
  for (const query of next) {
    const input = searchInput(db, query);
    const statements = await queryPlans(db, () => search.searchProducts(input));
    for (const { sql, plan } of statements) {
      const statement = `${sql.replace(/\s+/g, " ").slice(0, 120)}: ${plan.join("; ")}`;
      // Besides the data's generation, only the cards: products read by id, none ranked or sorted.
      if (/\b(search|words)_generation\b/.test(sql)) continue;
      assert.match(sql, /\bp\.encoded_id\b/, `${JSON.stringify(query)}: ${statement}`);
      assert.not.match(
        plan.join("; "),
        /\bSCAN (?!json_each)|TEMP B-TREE/,
        `${JSON.stringify(query)}: ${statement}`,
      );
      cards++;
    }
  }
  assert.ok(cards > 0, "the cards not kept are read");
});

test("more words than the lists take, one of them in no title, find nothing without asking FTS5", async () => {
  const { db } = await testHost();
  const search = createProductSearch(db);
  // Nine words: FTS5's, which merges every word beginning with 'and', 'cam' or 's' before it finds
  // that none begins with 'zzqx'.
  const input = searchInput(db, { q: "front and rear dash cam zzqx set s kettle", as_typed: "true" });
  let found = search.searchProducts(input);
  const statements = await queryPlans(db, () => {
    found = search.searchProducts(input);
    search.countProducts(input);
  });
  assert.is(found.total, 0);
  assert.is(search.searchByFullText(input).total, 0, "nor does FTS5");
  const asked = statements.filter(({ sql }) => /products_fts\b/.test(sql)).map(({ sql }) => sql);
  assert.equal(asked, [], "FTS5 was asked");
});

test("a product's new transparency score counts in its words' searches at once, as in every FTS5 match", async () => {
  const db = openDatabase(seededDataDir());
  try {
    const search = createProductSearch(db);
    // The default filter (80) and a stricter one, by relevance and by a sort.
    const asked: Record<string, string>[] = [
      { q: "kettle" },
      { q: "kettle", min_transparency: "95", sort_by: "reviews_count" },
    ];
    const ids = (query: Record<string, string>) => {
      const input = searchInput(db, query);
      const found = search.searchProducts(input);
      const expected = search.searchByFullText(input);
      assert.equal(
        found.hits.map((h) => h.id),
        expected.hits.map((h) => h.id),
        JSON.stringify(query),
      );
      assert.is(found.total, expected.total, JSON.stringify(query));
      return found;
    };
    const before = asked.map((query) => ids(query));
    const shown = before[0]?.hits[0]?.id as number;
    const score = db.prepare("SELECT transparency_score FROM products WHERE id = ?").pluck().get(shown);
    db.prepare("UPDATE products SET transparency_score = 0.5 WHERE id = ?").run(shown);
    const after = asked.map((query) => ids(query));
    assert.not.ok(
      after.some((found) => found.hits.some((h) => h.id === shown)),
      "a product under the filter is not shown",
    );
    assert.is(after[0]?.total, (before[0]?.total as number) - 1);
    db.prepare("UPDATE products SET transparency_score = 1 WHERE id = ?").run(shown);
    assert.equal(
      asked.map((query) => ids(query).total),
      [before[0]?.total, (before[1]?.total as number) + ((score as number) >= 0.95 ? 0 : 1)],
      "a product raised over the filter is found again",
    );
  } finally {
    db.close();
  }
});

test.run();
