// What Enter or a chosen suggestion does, loaded on the first search: the search bar's shell in
// the entry bundle stays small.
import type { Suggestion } from "../../api/contract/search";
import { type ShopScopeParams, searchScope } from "../../lib/search-address";
import { SEARCH_PATH, type SearchBarContext, searchBarTarget } from "../../lib/search-bar";
import { searchOriginOf } from "../../lib/search-origin";
import type { ShopScope } from "../../state/shop-scope";

export interface SubmitContext {
  pathname: string;
  search: string;
  /** The shop page's scope, when there is one. */
  shop: ShopScope | null;
  /** The 'This store only' pill is shown and not removed. */
  scoped: boolean;
}

/** The scope the 'This store only' pill stands for: the address's on the search page, else the shop page's. */
function scopeOf({ pathname, search, shop, scoped }: SubmitContext): ShopScopeParams | null {
  if (!scoped) return null;
  if (pathname !== SEARCH_PATH) {
    return (
      shop && { shop_domain: shop.shop_domain, search_in_shop: shop.search_in_shop, platform: shop.platform }
    );
  }
  return searchScope(search);
}

/** The search bar's context for the rules of lib/search-bar. */
export function barContext(context: SubmitContext): SearchBarContext {
  // The one-shot context of this history entry: the next search is a new entry without it.
  const fromCategory = searchOriginOf(history.state)?.from === "category";
  return { pathname: context.pathname, search: context.search, scope: scopeOf(context), fromCategory };
}

export function submitSearch(
  text: string,
  chosen: Suggestion | null,
  context: SubmitContext,
  navigate: (to: string) => void,
): void {
  const bar = barContext(context);
  const href = searchBarTarget(text, chosen, bar);
  if (!href) return; // an empty search does not navigate
  navigate(href);
}
