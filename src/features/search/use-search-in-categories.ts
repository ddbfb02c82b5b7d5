import { ALL_CATEGORIES_URL, CATEGORIES_URL, getAllCategories, getCategories } from "../../api/categories";
import type { Category } from "../../api/contract/category";
import { LONG_LIFETIME } from "../../lib/request-cache";
import { withQuery } from "../../lib/request-urls";
import type { NormalizedSearchParams } from "../../lib/search-params";
import { useCachedRequest } from "../../widgets/use-cached-request";

/**
 * The category selector's choices: every category, or in a search limited to one store ('This
 * store only') only the categories that store has products in, kept 120 s (they change rarely).
 * Null while loading; empty when the call failed (a failed call shows no choices).
 */
export function useSearchInCategories(params: NormalizedSearchParams): Category[] | null {
  const { shop_domain, platform } = params;
  const store =
    params.search_in_shop === "true" && shop_domain
      ? { shop_domain, platform, search_in_shop: "true" }
      : null;
  const storeKey = store && withQuery(CATEGORIES_URL, store);
  const ofStore = useCachedRequest(
    storeKey,
    async () => {
      const answer = await getCategories({ ...store });
      return Array.isArray(answer?.product_categories) ? answer.product_categories : [];
    },
    LONG_LIFETIME,
  );
  const every = useCachedRequest(storeKey ? null : ALL_CATEGORIES_URL, getAllCategories, LONG_LIFETIME);
  const { data, error } = storeKey ? ofStore : every;
  return data ?? (error ? [] : null);
}
