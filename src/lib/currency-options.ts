// The currencies a shopper can choose and the checks on a chosen one. Apart from
// src/lib/currency.ts, which every price needs on first paint; this is needed only by the choosers.
import type { ExchangeRates } from "../api/types/common";
import { STORE_CURRENCY } from "./currency";
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

const isCurrencyCode = (code: string) => /^[A-Z]{3}$/.test(code);

/**
 * A currency from the query (or storage) upper-cased; one the rates do not know falls back
 * to '*'. Without rates nothing can be checked, so only the shape is.
 */
export function normalizeCurrency(raw: unknown, rates: ExchangeRates | null | undefined): string {
  if (typeof raw !== "string") return STORE_CURRENCY;
  const code = raw.trim().toUpperCase();
  if (!isCurrencyCode(code)) return STORE_CURRENCY;
  if (rates && !(typeof rates[code] === "number" && rates[code] > 0)) return STORE_CURRENCY;
  return code;
}

/** Rates as the host sent them, keeping only positive finite numbers; null when none is usable. */
export function cleanRates(raw: unknown): ExchangeRates | null {
  if (!raw || typeof raw !== "object" || Array.isArray(raw)) return null;
  const rates: ExchangeRates = {};
  for (const [code, rate] of Object.entries(raw)) {
    if (isCurrencyCode(code) && typeof rate === "number" && Number.isFinite(rate) && rate > 0) {
      rates[code] = rate;
    }
  }
  return Object.keys(rates).length > 0 ? rates : null;
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
