// search.json on the test host, as a guest asks it.
import * as assert from "uvu/assert";
import type { SearchResponse } from "../../../src/api/contract/search";
import { getJson } from "../hosts/test-host";

/** The data of search.json's answer to `query` (a query string), which must be a 200. */
export const searchJson = async (query: string): Promise<SearchResponse["data"]> =>
  (await getJson<SearchResponse>(`/reviews/search.json?${query}`)).data;

/** The products a search found, by encoded id, in its order. */
export const resultIds = (data: SearchResponse["data"]) =>
  data.search_results.map((p) => p.encoded_product_id);

/**
 * Whether `values` are in the order of `compare`, each pair allowed out of it by `slack` of the
 * later value (none by default). An empty or one-item list proves nothing about an order: it fails.
 */
export function ordered<T>(
  values: T[],
  compare: (a: T, b: T) => number,
  slack: (value: T) => number = () => 0,
): boolean {
  assert.ok(values.length > 1, `an order needs at least two results, got ${values.length}`);
  return values.every((v, i) => i === 0 || compare(values[i - 1] as T, v) <= slack(v));
}
