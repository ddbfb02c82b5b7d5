// Searches by typed text read LIKE's own characters (%, _ and \) as themselves: the arbitrator's
// list, Find people and the store search all go through db/sql.ts, so a '%' finds what contains a
// '%', not everything.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import type { StoreSearchResponse } from "../../src/api/contract/search";
import { testHost } from "../support/hosts/test-host";
import { hostSession } from "../support/requests/http-client";

const test = suite("like patterns");

const LIKE_CHARACTERS = ["%", "_", "%_", "\\", "\\%"];

test("the arbitrator's text filter reads %, _ and \\ literally", async () => {
  const arbitrator = await hostSession("arbitrator");
  const list = async (q?: string) => {
    const query = q === undefined ? "" : `&filters[q]=${encodeURIComponent(q)}`;
    const response = await arbitrator.request("GET", `/reviews/arbitrator?format=json${query}`);
    assert.is(response.statusCode, 200, response.body);
    return JSON.parse(response.body) as { total_results: number };
  };
  assert.ok((await list()).total_results > 0, "the seed has disputes");
  const { db } = arbitrator.host;
  for (const q of LIKE_CHARACTERS) {
    const expected = db
      .prepare(
        `SELECT count(*) FROM disputes d JOIN reviewers rv ON rv.id = d.reviewer_id
         JOIN shops s ON s.id = d.shop_id LEFT JOIN products p ON p.id = d.product_id
         WHERE instr(lower(d.description || ' ' || rv.name || ' ' || s.name || ' ' || coalesce(p.title, '')), ?) > 0`,
      )
      .pluck()
      .get(q.toLowerCase()) as number;
    assert.is((await list(q)).total_results, expected, q);
  }
  // Text that is there is still found.
  const description = db.prepare("SELECT description FROM disputes LIMIT 1").pluck().get() as string;
  assert.ok((await list(description.split(" ")[0])).total_results > 0);
});

test("the store search reads %, _ and \\ literally", async () => {
  const { app, db } = await testHost();
  const count = async (q: string) => {
    const response = await app.inject({
      method: "GET",
      url: `/reviews/store_search.json?min_transparency=0&q=${encodeURIComponent(q)}`,
    });
    assert.is(response.statusCode, 200, response.body);
    return (response.json() as StoreSearchResponse).data.results_total_count;
  };
  for (const q of LIKE_CHARACTERS) {
    const expected = db
      .prepare("SELECT count(*) FROM shops WHERE instr(lower(name), ?) > 0 OR instr(domain, ?) > 0")
      .pluck()
      .get(q, q) as number;
    assert.is(await count(q), expected, q);
  }
  assert.ok((await count("lucky")) > 0, "a name that is there is found");
});

test.run();
