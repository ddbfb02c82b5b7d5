// Prices in the shopper's chosen currency (§4, §5, §9).
import type { ExchangeRates } from "../api/types/common";

/** '*' shows every price in its store's own currency (§9 'Store currency'). */
export const STORE_CURRENCY = "*";

/**
 * `amount` in `from` expressed in `to`, using rates per one US dollar.
 * §5: nothing (null) when rates, either currency or the amount is missing, or the target is '*'.
 */
export function convertPrice(
  amount: number | null | undefined,
  from: string | null | undefined,
  to: string | null | undefined,
  rates: ExchangeRates | null | undefined,
): number | null {
  if (amount == null || !Number.isFinite(amount) || !from || !to || !rates) return null;
  if (to === STORE_CURRENCY) return null;
  if (from === to) return amount;
  const fromRate = rates[from];
  const toRate = rates[to];
  if (!fromRate || !toRate) return null;
  return (amount / fromRate) * toRate;
}

const formatters = new Map<string, Intl.NumberFormat>();

/** '€12.50' — Intl.NumberFormat in the given currency; a bad code falls back to '12.50 XYZ'. */
export function formatMoney(amount: number, currency: string, locale = "en"): string {
  const key = `${locale}|${currency}`;
  let format = formatters.get(key);
  if (!format) {
    try {
      format = new Intl.NumberFormat(locale, { style: "currency", currency });
    } catch {
      return `${amount.toFixed(2)} ${currency}`;
    }
    formatters.set(key, format);
  }
  return format.format(amount);
}

/** A store price shown in the chosen currency, or in the store's own when it cannot convert. */
export function displayPrice(
  amount: number,
  storeCurrency: string,
  chosen: string,
  rates: ExchangeRates | null,
  locale?: string,
): string {
  const converted = convertPrice(amount, storeCurrency, chosen, rates);
  return converted === null
    ? formatMoney(amount, storeCurrency, locale)
    : formatMoney(converted, chosen, locale);
}

/** §9: these lead the currency list, in this order, after 'Store currency'. */
export const TOP_CURRENCIES = ["AUD", "CAD", "EUR", "GBP", "INR", "NZD", "USD"];

export interface CurrencyOption {
  code: string;
  /** §9: a separator goes above the first currency after the top ones. */
  separatorBefore: boolean;
}

/**
 * §9 currency options: '*' (Store currency), the top currencies the rates know, a separator,
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
 * §5: a currency from the query (or storage) upper-cased; one the rates do not know falls back
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

let currencyNames: Intl.DisplayNames | null | undefined;

/** 'Euro' for 'EUR'; 'Store currency' for '*' (§9); the code itself when the runtime has no name. */
export function currencyLabel(code: string, locale = "en"): string {
  if (code === STORE_CURRENCY) return "Store currency";
  try {
    currencyNames ??= new Intl.DisplayNames([locale], { type: "currency" });
    const name = currencyNames.of(code);
    return name && name !== code ? `${code} · ${name}` : code;
  } catch {
    return code;
  }
}

/** §7: the flag of a currency on the image host, named by the lower-cased code plus .png. */
export function currencyFlagUrl(imageHost: string | undefined, code: string): string | null {
  if (!imageHost || code === STORE_CURRENCY || !isCurrencyCode(code)) return null;
  return `${imageHost.endsWith("/") ? imageHost : `${imageHost}/`}flags/${code.toLowerCase()}.png`;
}
