// The search's price filter across a change of currency. Framework-free.
import type { ExchangeRates } from "../api/contract/common";
import { convertPrice, STORE_CURRENCY } from "./currency";
import type { NormalizedSearchParams } from "./search-params";

/**
 * A currency change in the search view converts min_price and max_price with the exchange
 * rates, rounded up. Into '*' (each store's own currency) nothing converts, so the bounds
 * are dropped. Returns the new parameters, or null when there is no price filter to convert.
 */
export function convertPriceFilter(
  params: NormalizedSearchParams,
  from: string,
  to: string,
  rates: ExchangeRates | null,
): NormalizedSearchParams | null {
  if (params.min_price === null && params.max_price === null) return null;
  const convert = (amount: number | null) => {
    if (amount === null || to === STORE_CURRENCY) return null;
    const converted = convertPrice(amount, from, to, rates);
    // 9.2 EUR is 9.999… USD in floating point: round off that noise before rounding up.
    return converted === null ? null : Math.ceil(Math.round(converted * 1e6) / 1e6);
  };
  return {
    ...params,
    min_price: convert(params.min_price),
    max_price: convert(params.max_price),
    currency: to,
    page: 1,
  };
}
