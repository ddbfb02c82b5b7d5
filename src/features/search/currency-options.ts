// §9 currency options: '*' is 'Store currency'; the top currencies first, a separator, then the
// rest of the exchange-rate currencies.
import type { ExchangeRates } from "../../api/types/common";
import { STORE_CURRENCY } from "../../lib/currency";
import type { DropdownOption } from "../../ui/Dropdown";

const TOP_CURRENCIES = ["AUD", "CAD", "EUR", "GBP", "INR", "NZD", "USD"];

export function currencyOptions(rates: ExchangeRates | null): DropdownOption[] {
  const known = Object.keys(rates ?? {});
  const top = TOP_CURRENCIES.filter((code) => !rates || known.includes(code));
  const rest = known.filter((code) => !TOP_CURRENCIES.includes(code)).sort();
  return [
    { value: STORE_CURRENCY, label: "Store currency" },
    ...top.map((code) => ({ value: code, label: code })),
    ...rest.map((code, index) => ({ value: code, label: code, separatorBefore: index === 0 })),
  ];
}
