// A worker's search memory stays bounded under a flood of distinct long queries: the answer cache
// by entries and bytes (keys and empty answers counted), the prepared statements by count.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { KEPT_PER_CONNECTION, keptStatements } from "../../fixtures/host/db/prepared";
import { createAnswerCache } from "../../fixtures/host/search/answers/answer-cache";
import { createProductSearch } from "../../fixtures/host/search/answers/product-search";
import { normalizeSearchParams } from "../../src/lib/search-params";
import { testHost } from "../support/hosts/test-host";

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

test("a flood of searches of every length keeps at most the bounded number of statements", async () => {
  const { db } = await testHost();
  const search = createProductSearch(db);
  for (let words = 1; words <= KEPT_PER_CONNECTION + 60; words++) {
    const q = Array.from({ length: words }, (_, i) => `w${words}x${i}`).join(" ");
    const params = normalizeSearchParams(new URLSearchParams({ q, min_transparency: "0" }));
    search.searchProducts({ params, currency: "*", rate: null, category: null, shop: null });
  }
  const { answers } = search.memory();
  const statements = keptStatements(db);
  assert.ok(statements > 0 && statements <= KEPT_PER_CONNECTION, `${statements} statements`);
  assert.ok(answers > 0, "the answers were remembered");
});

test.run();
