import type { Category } from "../../api/contract/category";
import { formatMoney, STORE_CURRENCY } from "../../lib/currency";
import { type NormalizedSearchParams, priceCurrency } from "../../lib/search-params";
import type { PillContext } from "../../lib/search-pills";
import { useAtomValue } from "../../state/jotai";
import { currencyAtom } from "../../state/reviewer";

/** What the filters' names need: the category's name and prices in the search's currency. */
export function usePillContext(params: NormalizedSearchParams, category: Category | null): PillContext {
  const currency = priceCurrency(params, useAtomValue(currencyAtom));
  return {
    categoryName: category?.id === params.category_id ? category.name : null,
    formatPrice: (amount) => (currency === STORE_CURRENCY ? String(amount) : formatMoney(amount, currency)),
  };
}
