// categories.json?q= lists the categories of the products whose titles match the words, as
// search.json matches them (from the title prefixes' counts), busiest first.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { ftsQuery } from "../../fixtures/host/search/fts-tokens";
import type { CategoriesResponse } from "../../src/api/types/category";
import { testHost } from "../support/host";

const test = suite("host categories search");

test("categories.json?q= counts the products whose titles match, in each category, busiest first", async () => {
  const { app, db } = await testHost();
  const byFts = db.prepare(
    `SELECT p.category_id id, count(*) n FROM products p JOIN products_fts f ON f.rowid = p.id
     WHERE products_fts MATCH @match GROUP BY p.category_id ORDER BY n DESC, id LIMIT 20`,
  );
  let listed = 0;
  for (const q of ["set", "kett", "s", "rose gold", "soft se", "Kéttle", "quality", "zzqx"]) {
    const response = await app.inject(`/reviews/categories.json?q=${encodeURIComponent(q)}`);
    assert.is(response.statusCode, 200, q);
    const { product_categories } = response.json() as CategoriesResponse;
    const expected = byFts.all({ match: `title : (${ftsQuery(q)})` }) as { id: number; n: number }[];
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

test.run();
