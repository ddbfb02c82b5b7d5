// categories.json?q= lists the categories of the products whose titles match the words, as
// search.json matches them (from the title prefixes' counts), busiest first.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { createProductSearch } from "../../fixtures/host/search/answers/product-search";
import { termsQuery } from "../../fixtures/host/search/sql/product-clause";
import { searchTerms } from "../../fixtures/host/search/words/typed-terms";
import type { CategoriesResponse } from "../../src/api/contract/category";
import { SEARCH_TEXT_MAX } from "../../src/api/contract/search-requests";
import { testHost } from "../support/hosts/test-host";

const test = suite("host categories search");

test("categories.json?q= counts the products whose titles match, in each category, busiest first", async () => {
  const { app, db } = await testHost();
  const byFts = db.prepare(
    `SELECT p.category_id id, count(*) n FROM products p JOIN products_fts f ON f.rowid = p.id
     WHERE products_fts MATCH @match GROUP BY p.category_id ORDER BY n DESC, id LIMIT 20`,
  );
  // The words as search.json matches them: each as any of its forms (game: game, gaming).
  const titleWords = createProductSearch(db).titleWords();
  let listed = 0;
  for (const q of [
    "set",
    "kett",
    "s",
    "rose gold",
    "soft se",
    "Kéttle",
    "quality",
    "zzqx",
    "game",
    "gaming mo",
  ]) {
    const response = await app.inject(`/reviews/categories.json?q=${encodeURIComponent(q)}`);
    assert.is(response.statusCode, 200, q);
    const { product_categories } = response.json() as CategoriesResponse;
    const match = termsQuery(searchTerms(q, titleWords).terms);
    const expected = (match ? byFts.all({ match: `title : (${match})` }) : []) as { id: number; n: number }[];
    assert.equal(
      product_categories.map((c) => [c.id, c.items]),
      expected.map((c) => [c.id, c.n]),
      q,
    );
    listed += product_categories.length;
  }
  assert.ok(listed > 20, `${listed} categories listed`);
  // Every description says 'quality': only titles count.
  const quality = (await app.inject("/reviews/categories.json?q=quality")).json() as CategoriesResponse;
  assert.equal(quality.product_categories, []);
});

test("categories.json's q is capped like search.json's: over 200 characters a 400, so 700 words never reach a match", async () => {
  const { app } = await testHost();
  const words = (n: number) => Array.from({ length: n }, (_, i) => ["ke", "se", "ro", "qu"][i % 4]).join(" ");
  const ask = (path: string, q: string) => app.inject(`${path}?q=${encodeURIComponent(q)}`);
  for (const q of [words(700), "k".repeat(SEARCH_TEXT_MAX + 1)]) {
    const categories = await ask("/reviews/categories.json", q);
    assert.is(categories.statusCode, 400, `${q.length} characters`);
    const search = await ask("/reviews/search.json", q);
    assert.equal(
      [categories.statusCode, categories.json()],
      [search.statusCode, search.json()],
      "as search.json",
    );
  }
  const longest = words(67).slice(0, SEARCH_TEXT_MAX);
  assert.is((await ask("/reviews/categories.json", longest)).statusCode, 200, "200 characters are searched");
});

test.run();
