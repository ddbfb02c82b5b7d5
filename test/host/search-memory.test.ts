// A worker's search memory stays bounded under a flood of distinct long queries: the answer cache
// by entries and bytes (keys and empty answers counted), the prepared statements by count.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { KEPT_PER_CONNECTION, keptStatements } from "../../fixtures/host/db/prepared";
import { createAnswerCache } from "../../fixtures/host/search/answers/answer-cache";
import { createProductSearch } from "../../fixtures/host/search/answers/product-search";
import { MAX_LISTED_TERMS } from "../../fixtures/host/search/sql/title-prefixes";
import { SORT_VALUES } from "../../src/lib/search-params";
import { testHost } from "../support/hosts/test-host";
import { searchInput } from "../support/search/search-input";

const test = suite("host search memory");

test("distinct long queries with empty answers never grow the answer cache past its bounds", async () => {
  const { db } = await testHost();
  const limits = { entries: 200, bytes: 256 * 1024 };
  const cache = createAnswerCache(db, limits);
  const longSql = `SELECT id FROM products WHERE ${"title LIKE ? AND ".repeat(200)} 1`;
  for (let i = 0; i < 5000; i++) cache.ids(longSql, { q: `word${i}` }, () => []);
  assert.ok(cache.size() > 0 && cache.size() <= limits.entries, `${cache.size()} answers`);
  assert.ok(cache.bytes() <= limits.bytes, `${cache.bytes()} bytes`);
  for (let i = 0; i < 50; i++)
    cache.ids("SELECT id FROM products", { i }, () => Array.from({ length: 5000 }, (_, n) => n));
  assert.ok(cache.bytes() <= limits.bytes, `large answers: ${cache.bytes()} bytes`);
  const remembered = cache.ids("SELECT 1", { kept: true }, () => [7]);
  assert.equal(
    cache.ids("SELECT 1", { kept: true }, () => [8]),
    remembered,
    "a repeat is still answered from memory",
  );
});

test("a flood of searches of every length, order and category keeps at most the bounded number of statements", async () => {
  const { db } = await testHost();
  const search = createProductSearch(db);
  // Each number of words, order, category and filter is SQL of its own: far more texts than are
  // kept. (No words, and up to MAX_LISTED_TERMS words the title prefixes answer, are searched in
  // memory; more, through FTS5; a word no title holds finds nothing before any SQL. So the words
  // are the titles' most common.)
  const words = db
    .prepare("SELECT term FROM products_fts_words WHERE col = 'title' ORDER BY doc DESC, term LIMIT 40")
    .pluck()
    .all() as string[];
  const texts = [MAX_LISTED_TERMS + 1, MAX_LISTED_TERMS + 2, 40].map((n) => words.slice(0, n).join(" "));
  const categories = db.prepare("SELECT id FROM categories ORDER BY id").pluck().all() as number[];
  const filters: Record<string, string>[] = [{}, { min_rating: "4" }, { country: "US" }];
  const asked = texts.flatMap((q) =>
    filters.flatMap((filter) =>
      [undefined, ...SORT_VALUES].flatMap((sort) =>
        categories.map((id) => ({
          q,
          category_id: String(id),
          ...filter,
          ...(sort ? { sort_by: sort } : {}),
        })),
      ),
    ),
  );
  let searches = 0;
  let atBound = 0;
  for (const query of asked) {
    search.searchProducts(searchInput(db, { ...query, min_transparency: "0" }));
    searches++;
    const statements = keptStatements(db);
    assert.ok(statements <= KEPT_PER_CONNECTION, `${statements} statements after ${searches} searches`);
    // Sixty more searches once the kept statements reach their bound.
    if (statements === KEPT_PER_CONNECTION && ++atBound > 60) break;
  }
  assert.ok(
    atBound > 60,
    `the statements kept reached their bound (${keptStatements(db)} after ${searches} searches)`,
  );
  assert.ok(search.memory().answers > 0, "the answers were remembered");
});

test.run();
