// The host remembers the ids a search found and the cards it showed: a repeated search answers the
// same, and a change of the data (a product's rating, written by this worker or another) is seen
// by the next search, in its order and on its card.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { openDatabase } from "../../fixtures/host/db/database";
import { testHost } from "../support/hosts/test-host";
import { resultIds, searchJson } from "../support/search/search-json";

const test = suite("host search answer cache");

interface Rating {
  reviews_count: number;
  average_rating: number;
}
const TOP_RATED: Rating = { reviews_count: 100_000, average_rating: 5 };

/** The first card of the search: its product and the figures it shows. */
async function firstCard(query: string): Promise<[string | undefined, Rating | undefined]> {
  const [card] = (await searchJson(query)).search_results;
  return [
    card?.encoded_product_id,
    card && { reviews_count: card.reviews_count, average_rating: card.average_rating },
  ];
}

/** Gives the product many five-star reviews through `write`, then puts its rating back. */
async function whileTopRated(
  write: (sql: string, values: unknown[]) => void,
  encodedId: string,
  check: () => Promise<void>,
) {
  const { db } = await testHost();
  const before = db
    .prepare("SELECT reviews_count, average_rating FROM products WHERE encoded_id = ?")
    .get(encodedId) as Rating;
  const set = "UPDATE products SET reviews_count = ?, average_rating = ? WHERE encoded_id = ?";
  write(set, [TOP_RATED.reviews_count, TOP_RATED.average_rating, encodedId]);
  try {
    await check();
  } finally {
    write(set, [before.reviews_count, before.average_rating, encodedId]);
  }
}

test("a repeated search answers the same page, total and order", async () => {
  const query = "q=set&page=2&min_transparency=0";
  const first = await searchJson(query);
  assert.is(first.search_results.length, 24);
  const again = await searchJson(query);
  assert.equal(resultIds(again), resultIds(first));
  assert.is(again.results_total_count, first.results_total_count);
});

test("a rating changed by this host moves the product in the next search by words", async () => {
  const query = "q=set&page=1&min_transparency=0";
  const page = resultIds(await searchJson(query));
  const last = page.at(-1) as string;
  assert.ok(page.length === 24 && page[0] !== last);
  const { db } = await testHost();
  await whileTopRated(
    (sql, values) => db.prepare(sql).run(...values),
    last,
    async () => {
      assert.equal(await firstCard(query), [last, TOP_RATED]);
    },
  );
  assert.equal(resultIds(await searchJson(query)), page);
});

test("a rating changed by another worker moves the product in the next sorted search", async () => {
  const query = "sort_by=reviews_count&page=1&min_transparency=0";
  const page = resultIds(await searchJson(query));
  const last = page.at(-1) as string;
  assert.ok(page.length === 24 && page[0] !== last);
  const { dataDir } = await testHost();
  const otherWorker = openDatabase(dataDir);
  try {
    await whileTopRated(
      (sql, values) => otherWorker.prepare(sql).run(...values),
      last,
      async () => {
        assert.equal(await firstCard(query), [last, TOP_RATED]);
      },
    );
  } finally {
    otherWorker.close();
  }
  assert.equal(resultIds(await searchJson(query)), page);
});

test.run();
