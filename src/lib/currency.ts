// Prices in the shopper's chosen currency, converted with rates per one US dollar.
import type { ExchangeRates } from "../api/contract/common";
import { activeLanguage } from "./i18n/translate";

/** '*' shows every price in its store's own currency ('Store currency'). */
export const STORE_CURRENCY = "*";

/**
 * `amount` in `from` expressed in `to`, using rates per one US dollar.
 * Nothing (null) when rates, either currency or the amount is missing, or the target is '*'.
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

/**
 * '€12.50' — Intl.NumberFormat in the given currency and language (the active one by default); a
 * bad code falls back to '12.50 XYZ'.
 */
export function formatMoney(amount: number, currency: string, locale = activeLanguage()): string {
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
