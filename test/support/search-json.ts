// search.json on the test host, as a guest asks it.
import type { SearchResponse } from "../../src/api/contract/search";
import { getJson } from "./host";

/** The data of search.json's answer to `query` (a query string), which must be a 200. */
export const searchJson = async (query: string): Promise<SearchResponse["data"]> =>
  (await getJson<SearchResponse>(`/reviews/search.json?${query}`)).data;

/** The products a search found, by encoded id, in its order. */
export const resultIds = (data: SearchResponse["data"]) =>
  data.search_results.map((p) => p.encoded_product_id);
