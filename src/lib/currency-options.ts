// The currencies a shopper can choose and their names. Apart from src/lib/currency.ts, which every
// price needs on first paint, and currency-rates.ts, which every page's start needs: only the
// choosers need this.
import type { ExchangeRates } from "../api/contract/common";
import { STORE_CURRENCY } from "./currency";
import { isCurrencyCode } from "./currency-rates";
import { activeLanguage, t } from "./i18n/translate";

/** These lead the currency list, in this order, after 'Store currency'. */
export const TOP_CURRENCIES = ["AUD", "CAD", "EUR", "GBP", "INR", "NZD", "USD"];

export interface CurrencyOption {
  code: string;
  /** A separator goes above the first currency after the top ones. */
  separatorBefore: boolean;
}

/**
 * The currency options: '*' (Store currency), the top currencies the rates know, a separator,
 * then the rest of the exchange-rate currencies alphabetically. No rates: only '*'.
 */
export function currencyOptions(rates: ExchangeRates | null | undefined): CurrencyOption[] {
  const known = Object.keys(rates ?? {}).filter(isCurrencyCode);
  const top = TOP_CURRENCIES.filter((code) => known.includes(code));
  const rest = known.filter((code) => !TOP_CURRENCIES.includes(code)).sort();
  return [
    { code: STORE_CURRENCY, separatorBefore: false },
    ...top.map((code) => ({ code, separatorBefore: false })),
    ...rest.map((code, i) => ({ code, separatorBefore: i === 0 && top.length > 0 })),
  ];
}

const currencyNames = new Map<string, Intl.DisplayNames | null>();

/** The runtime's names of currencies in a language, made on first use and kept; null when it has none. */
function namesIn(language: string): Intl.DisplayNames | null {
  let names = currencyNames.get(language);
  if (names === undefined) {
    try {
      names = new Intl.DisplayNames([language], { type: "currency" });
    } catch {
      names = null;
    }
    currencyNames.set(language, names);
  }
  return names;
}

/**
 * 'EUR · Euro' for 'EUR', named in the active language; 'Store currency' for '*'; the code itself
 * when the runtime has no name.
 */
export function currencyLabel(code: string): string {
  if (code === STORE_CURRENCY) return t("Store currency");
  try {
    const name = namesIn(activeLanguage())?.of(code);
    return name && name !== code ? `${code} · ${name}` : code;
  } catch {
    return code;
  }
}

/** The flag of a currency on the image host, named by the lower-cased code plus .png. */
export function currencyFlagUrl(imageHost: string | undefined, code: string): string | null {
  if (!imageHost || code === STORE_CURRENCY || !isCurrencyCode(code)) return null;
  return `${imageHost.endsWith("/") ? imageHost : `${imageHost}/`}flags/${code.toLowerCase()}.png`;
}
