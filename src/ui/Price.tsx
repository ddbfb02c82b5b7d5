import { displayPrice } from "../lib/currency";
import { useAtomValue } from "../state/jotai";
import { currencyAtom, exchangeRatesAtom, localeAtom } from "../state/reviewer";

/** A store price in the shopper's chosen currency, or in the store's own when it can't convert. */
export function Price({ amount, currency }: { amount: number; currency: string }) {
  const chosen = useAtomValue(currencyAtom);
  const rates = useAtomValue(exchangeRatesAtom);
  const locale = useAtomValue(localeAtom);
  return <span className="rv-price">{displayPrice(amount, currency, chosen, rates, locale)}</span>;
}
