// The values of the search parameters, each read by its own rule. Framework-free; used by the
// normaliser in search-params.ts.
import { isCountryCode } from "./country-codes";

/** A finite number, or null for anything else ('' and spaces are not numbers here). */
export function numeric(value: string | undefined): number | null {
  if (value === undefined || value.trim() === "") return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

export const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));
export const wholeNumber = (value: string | undefined) => {
  const n = numeric(value);
  return n === null ? null : Math.trunc(n);
};

/** Upper-cased, and only a code of the country list ('*' is 'All countries'). */
export function countryValue(value: string | undefined): string {
  const code = value?.trim().toUpperCase();
  return code && isCountryCode(code) ? code : "*";
}

/** Upper-cased; absent from the exchange rates (when known) falls back to '*'. */
export function currencyValue(value: string | undefined, rates?: Readonly<Record<string, number>> | null) {
  const code = value?.trim().toUpperCase();
  if (!code) return undefined;
  if (code === "*") return code;
  if (!/^[A-Z]{3}$/.test(code)) return rates ? "*" : undefined;
  return rates && !(code in rates) ? "*" : code;
}

/** Kept only when numeric and above 0. */
export function priceValue(value: string | undefined): number | null {
  const n = numeric(value);
  return n !== null && n > 0 ? n : null;
}

/** An integer 0..100, 0 when not numeric. */
export function percentValue(value: string | undefined): number {
  const n = wholeNumber(value);
  return n === null ? 0 : clamp(n, 0, 100);
}
