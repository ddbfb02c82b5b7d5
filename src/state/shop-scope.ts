// The shop a shopper is looking at, for the search bar's 'This store only' scope. The shop
// and product screens set it; the search bar reads it.
import { atom } from "./jotai";

export interface ShopScope {
  shop_domain: string;
  /** Always 'true' when set: the search is limited to this shop. */
  search_in_shop: string;
  platform: string;
  name: string;
}

export const shopScopeAtom = atom<ShopScope | null>(null);
