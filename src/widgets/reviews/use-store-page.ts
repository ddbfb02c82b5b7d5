import { useEffect } from "react";
import type { ShopData } from "../../api/contract/shop";
import type { PageData } from "../../api/pages";
import { usePageData } from "../use-page-data";
import { recordJourneyStep } from "./journey-step";
import { useShopScope } from "./use-shop-scope";

/**
 * The page data of a shop or product page, loaded by path alone (review controls change only the
 * query); while it shows, the search bar offers the store's scope and the reviewer journey
 * records the visit.
 */
export function useStorePage<T extends PageData & { shop_data: ShopData }>(pageKey: (data: T) => string) {
  const state = usePageData<T>({ ignoreQuery: true, tags: ["reviews"] });
  const data = state.status === "ready" ? state.data : null;
  useShopScope(data?.shop_data ?? null);
  const key = data ? pageKey(data) : undefined;
  useEffect(() => {
    if (key) recordJourneyStep();
  }, [key]);
  return { loading: state.status === "loading", data };
}
