// The checks on a chosen currency and on the host's exchange rates, which every page's start
// makes (app/load-reviewer.ts); the lists and names of currencies are currency-options.ts.
import type { ExchangeRates } from "../api/contract/common";
import { STORE_CURRENCY } from "./currency";

export const isCurrencyCode = (code: string) => /^[A-Z]{3}$/.test(code);

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

/** Whether two sets of rates say the same (a page keeps the ones it has: nothing shown anew). */
export function sameRates(a: ExchangeRates | null, b: ExchangeRates | null): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  const codes = Object.keys(a);
  return codes.length === Object.keys(b).length && codes.every((code) => a[code] === b[code]);
}
