import { useEffect, useRef } from "react";
import { convertPriceFilter } from "../../lib/price-filter";
import { type NormalizedSearchParams, priceCurrency } from "../../lib/search-params";
import { useAtomValue } from "../../state/jotai";
import { currencyAtom, exchangeRatesAtom } from "../../state/reviewer";

/**
 * A currency change in the search view converts min_price and max_price with the exchange
 * rates, rounded up, and rewrites the address. The saved currency is compared with the chosen
 * one to see a change; the first answer of me.json (rates arriving) is not a change.
 */
export function useCurrencyChange(
  params: NormalizedSearchParams,
  go: (next: NormalizedSearchParams, options: { replace: boolean }) => void,
  /** Default false: the filter sidebar converts its own draft while it is open. */
  paused = false,
): void {
  const chosen = useAtomValue(currencyAtom);
  const rates = useAtomValue(exchangeRatesAtom);
  const saved = useRef({ currency: chosen, hadRates: rates !== null });

  useEffect(() => {
    if (paused) return; // the currency saved when the sidebar opened stays the one to compare
    const before = saved.current;
    saved.current = { currency: chosen, hadRates: rates !== null };
    if (!before.hadRates || before.currency === chosen) return;
    const from = priceCurrency(params, before.currency);
    if (from === chosen) return;
    const converted = convertPriceFilter(params, from, chosen, rates);
    if (converted) go(converted, { replace: true });
  }, [chosen, rates, params, go, paused]);
}
