// What the shell reads of the search page's address, by the rules the search-parameter
// normaliser (search-params.ts) reads the whole of it with: the searched text, and the store a
// search is limited to. Apart from the normaliser, so the header's search bar carries only these.

import { type Query, queryParam } from "./query-param";

/** The store a search is limited to ('This store only'), as its address names it. */
export interface ShopScopeParams {
  shop_domain: string;
  search_in_shop: string;
  platform: string;
}

/** The searched text; '' when there is none. */
export const searchedText = (search: Query): string => queryParam(search, "q") ?? "";

/** The store the search is limited to: shop_domain, search_in_shop and platform, only all three together. */
export function searchScope(search: Query): ShopScopeParams | null {
  const scope = {
    shop_domain: queryParam(search, "shop_domain"),
    search_in_shop: queryParam(search, "search_in_shop"),
    platform: queryParam(search, "platform"),
  };
  return scope.shop_domain && scope.search_in_shop && scope.platform ? (scope as ShopScopeParams) : null;
}
