import { useEffect } from "react";
import type { ShopData } from "../../api/contract/shop";
import { useSetAtom } from "../../state/jotai";
import { shopScopeAtom } from "../../state/shop-scope";

/** On shop and product pages the search bar offers 'This store only'; leaving clears it. */
export function useShopScope(shop: ShopData | null): void {
  const setScope = useSetAtom(shopScopeAtom);
  const domain = shop?.domain;
  const platform = shop?.platform;
  const name = shop?.name;
  useEffect(() => {
    if (!domain || !platform || name === undefined) return;
    setScope({ shop_domain: domain, search_in_shop: "true", platform, name });
    return () => setScope(null);
  }, [domain, platform, name, setScope]);
}
