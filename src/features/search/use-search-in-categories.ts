import { getCategories } from "../../api/categories";
import type { Category } from "../../api/types/category";
import type { NormalizedSearchParams } from "../../lib/search-params";
import { ALL_CATEGORIES, categoryAnswers, fetchAllCategories } from "../../state/categories";
import { useCachedRequest } from "../../widgets/use-cached-request";

/**
 * The category selector's choices: every category, or in a search limited to one store ('This
 * store only') only the categories that store has products in. Null while loading; empty when
 * the call failed (a failed call shows no choices).
 */
export function useSearchInCategories(params: NormalizedSearchParams): Category[] | null {
  const { shop_domain, platform } = params;
  const store = params.search_in_shop === "true" && shop_domain ? { shop_domain, platform } : null;
  const storeKey = store ? `store-categories:${store.platform}:${store.shop_domain}` : null;
  const ofStore = useCachedRequest(
    storeKey,
    async (signal) => {
      const answer = await getCategories({ ...store, search_in_shop: "true" }, signal);
      return Array.isArray(answer?.product_categories) ? answer.product_categories : [];
    },
    categoryAnswers,
  );
  const every = useCachedRequest(storeKey ? null : ALL_CATEGORIES, fetchAllCategories, categoryAnswers);
  const { data, error } = storeKey ? ofStore : every;
  return data ?? (error ? [] : null);
}
