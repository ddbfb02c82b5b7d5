// A search that never strands the shopper, on the reference host: suggestions computed under
// the filters their search applies, an empty page's ways out counted, a page past the end, and
// store counts that agree with the database.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import type { InstantSearchResponse, StoreSearchResponse } from "../../src/api/contract/search";
import { getJson, testHost } from "../support/hosts/test-host";
import { searchJson } from "../support/search/search-json";

const test = suite("host search dead ends");

/** The search.json query a suggestion leads to, under `filters` (as the search bar builds it). */
function suggestionQuery(typed: string, suggestion: { id?: number; text: string }, filters: string): string {
  const query = new URLSearchParams(filters);
  query.set("q", suggestion.id === undefined ? suggestion.text : typed);
  if (suggestion.id !== undefined) query.set("category_id", String(suggestion.id));
  return query.toString();
}

const WORDS = ["kettle", "tea", "lamp", "bag", "sho", "mug", "chair"];
const FILTERS = [
  "", // a fresh search: the default min_transparency of 80
  "min_transparency=80",
  "min_transparency=95&min_rating=4",
  "min_transparency=0&store_country=GB",
  "min_transparency=80&currency=USD&max_price=40",
];

test("every suggestion leads to results under the filters its search applies", async () => {
  let checked = 0;
  for (const filters of FILTERS) {
    for (const word of WORDS) {
      const { suggestions } = await getJson<InstantSearchResponse>(
        `/reviews/instant_search?q=${word}${filters ? `&${filters}` : ""}`,
      );
      for (const suggestion of suggestions) {
        const data = await searchJson(suggestionQuery(word, suggestion, filters));
        assert.ok(data.results_total_count > 0, `${word} → ${JSON.stringify(suggestion)} under '${filters}'`);
        checked++;
      }
    }
  }
  assert.ok(checked > 100, `only ${checked} suggestions checked`);
});

test("a filtered suggestion list still offers something when the filters leave products", async () => {
  const { suggestions } = await getJson<InstantSearchResponse>("/reviews/instant_search?q=kettle");
  assert.ok(suggestions.filter((s) => s.id === undefined).length >= 5);
  assert.ok(
    suggestions.some((s) => s.id !== undefined),
    "the Kettles category",
  );
});

test("an empty page counts what removing each filter would give", async () => {
  // Transparency is removed to 0, not to its default of 80, which is a filter itself.
  const query = "q=kettle&min_transparency=99&store_country=GB&min_rating=3.5";
  const data = await searchJson(query);
  assert.is(data.results_total_count, 0);
  const relaxations = data.relaxations ?? [];
  assert.equal(
    relaxations.map((r) => r.fields),
    [["store_country"], ["min_rating"], ["min_transparency"]],
  );
  const removed: Record<string, string> = {
    store_country: "*",
    min_rating: "0",
    min_transparency: "0",
    min_authenticity: "0",
  };
  for (const relaxation of relaxations) {
    const next = new URLSearchParams(query);
    for (const field of relaxation.fields) next.set(field, removed[field] ?? "");
    const relaxed = await searchJson(next.toString());
    assert.is(relaxation.results_total_count, relaxed.results_total_count, relaxation.fields.join());
  }
  assert.ok(
    relaxations.some((r) => r.results_total_count > 0),
    "some way out gives results",
  );
  // A page with results carries no ways out.
  assert.is((await searchJson("q=kettle")).relaxations, undefined);
});

test("an empty store search counts what removing each filter that applies to a shop would give", async () => {
  const query = "q=lucky&min_rating=4.5&min_transparency=95&min_price=5";
  const { data } = await getJson<StoreSearchResponse>(`/reviews/store_search.json?${query}`);
  assert.is(data.results_total_count, 0);
  const relaxations = data.relaxations ?? [];
  assert.equal(
    relaxations.map((r) => r.fields),
    [["min_rating"], ["min_transparency"]],
    "the price range does not apply to a shop",
  );
  const removed: Record<string, string> = { min_rating: "0", min_transparency: "0" };
  for (const relaxation of relaxations) {
    const next = new URLSearchParams(query);
    for (const field of relaxation.fields) next.set(field, removed[field] ?? "");
    const relaxed = await getJson<StoreSearchResponse>(`/reviews/store_search.json?${next}`);
    assert.is(relaxation.results_total_count, relaxed.data.results_total_count, relaxation.fields.join());
  }
  assert.ok(relaxations.some((r) => r.results_total_count > 0));
});

test("an empty search in one store counts the same search in all stores", async () => {
  const { db } = await testHost();
  const shop = db
    .prepare(
      `SELECT s.domain, s.platform, s.name FROM shops s WHERE NOT EXISTS (SELECT 1 FROM products p
       JOIN products_fts f ON f.rowid = p.id WHERE p.shop_id = s.id AND products_fts MATCH 'title : "kettle"*')
       ORDER BY s.id LIMIT 1`,
    )
    .get() as { domain: string; platform: string; name: string };
  const scoped = await searchJson(
    `q=kettle&min_transparency=0&shop_domain=${shop.domain}&search_in_shop=true&platform=${shop.platform}`,
  );
  assert.is(scoped.results_total_count, 0);
  assert.is(scoped.search_in_shop_name, shop.name);
  const everywhere = await searchJson("q=kettle&min_transparency=0");
  assert.ok(everywhere.results_total_count > 0);
  assert.is(scoped.all_stores_results_total_count, everywhere.results_total_count);
});

test("a page past the last one answers with the last page", async () => {
  const first = await searchJson("q=kettle&min_transparency=0&page=1");
  const last = first.total_pages;
  assert.ok(last > 1);
  const past = await searchJson("q=kettle&min_transparency=0&page=999");
  assert.is(past.current_page, last);
  assert.ok(past.search_results.length > 0);
  const onLast = await searchJson(`q=kettle&min_transparency=0&page=${last}`);
  assert.equal(past.search_results, onLast.search_results);
  // Without words, past the counting cap: the real last page, never an empty one.
  const all = await searchJson("min_transparency=0&page=9999");
  assert.ok(all.search_results.length > 0);
  assert.ok(all.total_pages >= all.current_page);
  const stores = await getJson<StoreSearchResponse>("/reviews/store_search.json?min_transparency=0&page=999");
  assert.ok(stores.data.shop_results.length > 0);
  assert.is(stores.data.current_page, stores.data.total_pages);
});

test("store search counts every shop the filters keep, exactly", async () => {
  const { db } = await testHost();
  const shops = db.prepare("SELECT count(*) n FROM shops").get() as { n: number };
  assert.ok(shops.n > 1500);
  const all = await getJson<StoreSearchResponse>("/reviews/store_search.json?min_transparency=0");
  assert.is(all.data.results_total_count, shops.n);
  assert.is(all.data.rounded_results_total_count, shops.n.toLocaleString("en-US"));
  const kept = db.prepare("SELECT count(*) n FROM shops WHERE transparency_score >= 0.8").get() as {
    n: number;
  };
  const fresh = await getJson<StoreSearchResponse>("/reviews/store_search.json");
  assert.is(fresh.data.results_total_count, kept.n);
});

test.run();
