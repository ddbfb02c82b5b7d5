// Every route a shopper types into finds a word's forms and, when the words as typed find
// nothing, the text corrected: search.json and store_search.json say which text they searched
// (corrected_q) and search exactly what was typed with as_typed=true; instant_search suggests for
// the corrected text, its categories by a word's forms too; categories.json?q= counts a word's
// forms. Exact words rank before their forms. (The reviews' and questions' searches: review-search,
// question-search.)
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { ftsTokens } from "../../fixtures/host/search/text/fts-tokens";
import type { CategoriesResponse } from "../../src/api/contract/category";
import type { InstantSearchResponse, StoreSearchResponse } from "../../src/api/contract/search";
import { getJson } from "../support/hosts/test-host";
import { resultIds, searchJson } from "../support/search/search-json";

const test = suite("host typo-tolerant search");

const holds = (title: string, word: string) => ftsTokens(title).includes(word);

test("search.json: a typo finds the word's products and says the text it searched", async () => {
  const exact = await searchJson("q=kettle");
  const typo = await searchJson("q=ketle");
  assert.is(exact.corrected_q, undefined);
  assert.is(typo.corrected_q, "kettle");
  assert.ok(typo.search_results.length > 0);
  assert.equal(resultIds(typo), resultIds(exact));
  assert.is(typo.results_total_count, exact.results_total_count);
  const words = await searchJson(`q=${encodeURIComponent("tire presure gauge")}`);
  assert.is(words.corrected_q, "tire pressure gauge");
  assert.ok(words.search_results.every((p) => holds(p.title, "pressure")));
});

test("search.json with as_typed=true searches exactly what was typed: no correction", async () => {
  const typed = await searchJson("q=ketle&as_typed=true");
  assert.is(typed.results_total_count, 0);
  assert.is(typed.corrected_q, undefined);
  // A word's forms are the word, not a correction: as typed, a plural still finds its singular.
  const plural = await searchJson("q=kettles&as_typed=true");
  assert.ok(plural.search_results.length > 0);
});

test("search.json: a plural and a British spelling find theirs, uncorrected; a word written together, split", async () => {
  const together = await searchJson("q=heavyduty");
  assert.is(together.corrected_q, "heavy duty");
  assert.ok(together.search_results.length > 0);
  assert.ok(together.search_results.every((p) => holds(p.title, "heavy") && holds(p.title, "duty")));
  for (const [q, word] of [
    ["kettles", "kettle"],
    ["organiser", "organizer"],
  ] as const) {
    const data = await searchJson(`q=${q}`);
    assert.is(data.corrected_q, undefined, q);
    assert.ok(data.search_results.length > 0, q);
    assert.ok(
      data.search_results.every((p) => holds(p.title, word)),
      `${q}: ${data.search_results.map((p) => p.title).join(" | ")}`,
    );
  }
});

test("search.json ranks the word whole before its forms, and before the beginnings of longer words", async () => {
  const ranks: number[] = [];
  for (let page = 1; ; page++) {
    const data = await searchJson(`q=lights&page=${page}`);
    ranks.push(
      ...data.search_results.map((p) => (holds(p.title, "lights") ? 0 : holds(p.title, "light") ? 1 : 2)),
    );
    if (data.current_page === data.total_pages) break;
  }
  assert.ok(ranks.includes(0) && ranks.includes(1), ranks.join());
  assert.equal(
    ranks,
    [...ranks].sort((a, b) => a - b),
  );
  const kettle = await searchJson("q=kettle&min_transparency=0&page=3");
  const whole = kettle.search_results.map((p) => (holds(p.title, "kettle") ? 0 : 1));
  assert.equal(
    whole,
    [...whole].sort((a, b) => a - b),
  );
});

test("store_search.json: a word's forms among the shop names, a typo corrected, as_typed as typed", async () => {
  const store = (query: string) => getJson<StoreSearchResponse>(`/reviews/store_search.json?${query}`);
  const exact = await store("q=outfitters");
  const typo = await store("q=outfiters");
  assert.ok(exact.data.results_total_count > 0);
  assert.is(typo.data.corrected_q, "outfitters");
  assert.equal(
    typo.data.shop_results.map((s) => s.encoded_shop_id),
    exact.data.shop_results.map((s) => s.encoded_shop_id),
  );
  assert.is((await store("q=outfiters&as_typed=true")).data.results_total_count, 0);
  const plural = await store("q=kitchens");
  assert.is(plural.data.corrected_q, undefined);
  assert.ok(plural.data.shop_results.length > 0);
  assert.ok(plural.data.shop_results.every((s) => /kitchen/i.test(s.name)));
});

test("instant_search: a beginning with a typo suggests the word's titles and category; a word's forms count", async () => {
  const suggest = (q: string) => getJson<InstantSearchResponse>(`/reviews/instant_search?q=${q}`);
  const { suggestions } = await suggest("ketl");
  assert.ok(
    suggestions.some((s) => s.id === undefined && /kettle/i.test(s.text)),
    JSON.stringify(suggestions),
  );
  assert.ok(suggestions.some((s) => s.id !== undefined && s.text === "Kettles"));
  const plural = await suggest("kettles");
  assert.ok(plural.suggestions.some((s) => s.id === undefined && holds(s.text, "kettle")));
  // The category's name holds a form of the typed word: Lighting for lights.
  const lights = await suggest("lights");
  assert.ok(
    lights.suggestions.some((s) => s.id !== undefined && s.text === "Lighting"),
    JSON.stringify(lights),
  );
  assert.equal((await suggest("ketl&as_typed=true")).suggestions, []);
});

test("categories.json?q= counts a plural's products as its singular's", async () => {
  const categories = (q: string) => getJson<CategoriesResponse>(`/reviews/categories.json?q=${q}`);
  const singular = await categories("kettle");
  assert.ok(singular.product_categories.length > 0);
  assert.equal((await categories("kettles")).product_categories, singular.product_categories);
});

test.run();
