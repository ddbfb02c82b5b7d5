// The country table: per two-letter code a currency code, symbol and optional date format.
// Shared by the bundle and the reference host's seed. Names come from the browser in the shopper's
// language (country-names.ts); the reference host keeps English ones of its own.
import { countryName } from "./country-names";
import { activeLanguage } from "./i18n/translate";

export interface Country {
  currency: string;
  symbol: string;
  /** Tokens DD, MM, YYYY; absent: the ISO form YYYY-MM-DD. */
  dateFormat?: string;
}

const DMY = "DD/MM/YYYY";
const DOT = "DD.MM.YYYY";

export const COUNTRIES: Readonly<Record<string, Country>> = {
  AE: { currency: "AED", symbol: "د.إ", dateFormat: DMY },
  AR: { currency: "ARS", symbol: "$", dateFormat: DMY },
  AT: { currency: "EUR", symbol: "€", dateFormat: DOT },
  AU: { currency: "AUD", symbol: "$", dateFormat: DMY },
  BE: { currency: "EUR", symbol: "€", dateFormat: DMY },
  BR: { currency: "BRL", symbol: "R$", dateFormat: DMY },
  CA: { currency: "CAD", symbol: "$", dateFormat: "YYYY-MM-DD" },
  CH: { currency: "CHF", symbol: "CHF", dateFormat: DOT },
  CL: { currency: "CLP", symbol: "$", dateFormat: "DD-MM-YYYY" },
  CN: { currency: "CNY", symbol: "¥", dateFormat: "YYYY/MM/DD" },
  CO: { currency: "COP", symbol: "$", dateFormat: DMY },
  CZ: { currency: "CZK", symbol: "Kč", dateFormat: DOT },
  DE: { currency: "EUR", symbol: "€", dateFormat: DOT },
  DK: { currency: "DKK", symbol: "kr", dateFormat: "DD-MM-YYYY" },
  EG: { currency: "EGP", symbol: "E£", dateFormat: DMY },
  ES: { currency: "EUR", symbol: "€", dateFormat: DMY },
  FI: { currency: "EUR", symbol: "€", dateFormat: DOT },
  FR: { currency: "EUR", symbol: "€", dateFormat: DMY },
  GB: { currency: "GBP", symbol: "£", dateFormat: DMY },
  GR: { currency: "EUR", symbol: "€", dateFormat: DMY },
  HK: { currency: "HKD", symbol: "HK$", dateFormat: DMY },
  HU: { currency: "HUF", symbol: "Ft", dateFormat: "YYYY.MM.DD" },
  ID: { currency: "IDR", symbol: "Rp", dateFormat: DMY },
  IE: { currency: "EUR", symbol: "€", dateFormat: DMY },
  IL: { currency: "ILS", symbol: "₪", dateFormat: DOT },
  IN: { currency: "INR", symbol: "₹", dateFormat: DMY },
  IT: { currency: "EUR", symbol: "€", dateFormat: DMY },
  JP: { currency: "JPY", symbol: "¥", dateFormat: "YYYY/MM/DD" },
  KR: { currency: "KRW", symbol: "₩", dateFormat: "YYYY.MM.DD" },
  MX: { currency: "MXN", symbol: "$", dateFormat: DMY },
  MY: { currency: "MYR", symbol: "RM", dateFormat: DMY },
  NG: { currency: "NGN", symbol: "₦", dateFormat: DMY },
  NL: { currency: "EUR", symbol: "€", dateFormat: "DD-MM-YYYY" },
  NO: { currency: "NOK", symbol: "kr", dateFormat: DOT },
  NZ: { currency: "NZD", symbol: "$", dateFormat: DMY },
  PH: { currency: "PHP", symbol: "₱", dateFormat: "MM/DD/YYYY" },
  PK: { currency: "PKR", symbol: "₨", dateFormat: DMY },
  PL: { currency: "PLN", symbol: "zł", dateFormat: DOT },
  PT: { currency: "EUR", symbol: "€", dateFormat: DMY },
  RO: { currency: "RON", symbol: "lei", dateFormat: DOT },
  SA: { currency: "SAR", symbol: "﷼", dateFormat: DMY },
  SE: { currency: "SEK", symbol: "kr" },
  SG: { currency: "SGD", symbol: "S$", dateFormat: DMY },
  TH: { currency: "THB", symbol: "฿", dateFormat: DMY },
  TR: { currency: "TRY", symbol: "₺", dateFormat: DOT },
  TW: { currency: "TWD", symbol: "NT$", dateFormat: "YYYY/MM/DD" },
  UA: { currency: "UAH", symbol: "₴", dateFormat: DOT },
  US: { currency: "USD", symbol: "$", dateFormat: "MM/DD/YYYY" },
  VN: { currency: "VND", symbol: "₫", dateFormat: DMY },
  ZA: { currency: "ZAR", symbol: "R", dateFormat: "YYYY/MM/DD" },
};

const ALL_COUNTRIES = "*";

/** These lead the searchable country list, by name in the active language (in English: this order). */
export const TOP_COUNTRIES = ["AU", "CA", "FR", "DE", "IN", "IT", "NL", "NZ", "ES", "GB", "US"];

export interface CountryOption {
  code: string;
  name: string;
}

const option = (code: string): CountryOption => ({ code, name: countryName(code) });

/** Countries named and sorted in the active language ('Deutschland' before 'Frankreich' in German). */
function byName(codes: readonly string[]): CountryOption[] {
  const { compare } = new Intl.Collator(activeLanguage());
  return codes.map(option).sort((a, b) => compare(a.name, b.name));
}

/** '*' (All countries), the top countries, then the rest, each group by name in the active language. */
export function countryOptions(): CountryOption[] {
  const rest = Object.keys(COUNTRIES).filter((code) => !TOP_COUNTRIES.includes(code));
  return [option(ALL_COUNTRIES), ...byName(TOP_COUNTRIES), ...byName(rest)];
}

/**
 * The 'Ships to' choices: '*' (All countries), then the countries stores ship to as the host lists
 * them (shipping_countries.json), plus `current` when the list lacks it, so a country the address
 * names still shows as chosen; each named and sorted in the active language, whatever the host's
 * names are.
 */
export function shippingCountryOptions(shipping: readonly CountryOption[], current: string): CountryOption[] {
  const codes = shipping.map((o) => o.code);
  if (current !== ALL_COUNTRIES && !codes.includes(current)) codes.push(current);
  return [option(ALL_COUNTRIES), ...byName(codes)];
}

/** A country from the query (or storage) upper-cased; null when it is not in the list. */
export function normalizeCountry(raw: unknown): string | null {
  if (typeof raw !== "string") return null;
  const code = raw.trim().toUpperCase();
  return isKnownCountry(code) ? code : null;
}

export function isKnownCountry(code: string): boolean {
  return code === ALL_COUNTRIES || Object.hasOwn(COUNTRIES, code);
}
