// The country table: per two-letter code a name, currency code, symbol and optional date format.
// Shared by the bundle and the reference host's seed.

export interface Country {
  name: string;
  currency: string;
  symbol: string;
  /** Tokens DD, MM, YYYY; absent: the ISO form YYYY-MM-DD. */
  dateFormat?: string;
}

const DMY = "DD/MM/YYYY";
const DOT = "DD.MM.YYYY";

export const COUNTRIES: Readonly<Record<string, Country>> = {
  AE: { name: "United Arab Emirates", currency: "AED", symbol: "د.إ", dateFormat: DMY },
  AR: { name: "Argentina", currency: "ARS", symbol: "$", dateFormat: DMY },
  AT: { name: "Austria", currency: "EUR", symbol: "€", dateFormat: DOT },
  AU: { name: "Australia", currency: "AUD", symbol: "$", dateFormat: DMY },
  BE: { name: "Belgium", currency: "EUR", symbol: "€", dateFormat: DMY },
  BR: { name: "Brazil", currency: "BRL", symbol: "R$", dateFormat: DMY },
  CA: { name: "Canada", currency: "CAD", symbol: "$", dateFormat: "YYYY-MM-DD" },
  CH: { name: "Switzerland", currency: "CHF", symbol: "CHF", dateFormat: DOT },
  CL: { name: "Chile", currency: "CLP", symbol: "$", dateFormat: "DD-MM-YYYY" },
  CN: { name: "China", currency: "CNY", symbol: "¥", dateFormat: "YYYY/MM/DD" },
  CO: { name: "Colombia", currency: "COP", symbol: "$", dateFormat: DMY },
  CZ: { name: "Czechia", currency: "CZK", symbol: "Kč", dateFormat: DOT },
  DE: { name: "Germany", currency: "EUR", symbol: "€", dateFormat: DOT },
  DK: { name: "Denmark", currency: "DKK", symbol: "kr", dateFormat: "DD-MM-YYYY" },
  EG: { name: "Egypt", currency: "EGP", symbol: "E£", dateFormat: DMY },
  ES: { name: "Spain", currency: "EUR", symbol: "€", dateFormat: DMY },
  FI: { name: "Finland", currency: "EUR", symbol: "€", dateFormat: DOT },
  FR: { name: "France", currency: "EUR", symbol: "€", dateFormat: DMY },
  GB: { name: "United Kingdom", currency: "GBP", symbol: "£", dateFormat: DMY },
  GR: { name: "Greece", currency: "EUR", symbol: "€", dateFormat: DMY },
  HK: { name: "Hong Kong", currency: "HKD", symbol: "HK$", dateFormat: DMY },
  HU: { name: "Hungary", currency: "HUF", symbol: "Ft", dateFormat: "YYYY.MM.DD" },
  ID: { name: "Indonesia", currency: "IDR", symbol: "Rp", dateFormat: DMY },
  IE: { name: "Ireland", currency: "EUR", symbol: "€", dateFormat: DMY },
  IL: { name: "Israel", currency: "ILS", symbol: "₪", dateFormat: DOT },
  IN: { name: "India", currency: "INR", symbol: "₹", dateFormat: DMY },
  IT: { name: "Italy", currency: "EUR", symbol: "€", dateFormat: DMY },
  JP: { name: "Japan", currency: "JPY", symbol: "¥", dateFormat: "YYYY/MM/DD" },
  KR: { name: "South Korea", currency: "KRW", symbol: "₩", dateFormat: "YYYY.MM.DD" },
  MX: { name: "Mexico", currency: "MXN", symbol: "$", dateFormat: DMY },
  MY: { name: "Malaysia", currency: "MYR", symbol: "RM", dateFormat: DMY },
  NG: { name: "Nigeria", currency: "NGN", symbol: "₦", dateFormat: DMY },
  NL: { name: "Netherlands", currency: "EUR", symbol: "€", dateFormat: "DD-MM-YYYY" },
  NO: { name: "Norway", currency: "NOK", symbol: "kr", dateFormat: DOT },
  NZ: { name: "New Zealand", currency: "NZD", symbol: "$", dateFormat: DMY },
  PH: { name: "Philippines", currency: "PHP", symbol: "₱", dateFormat: "MM/DD/YYYY" },
  PK: { name: "Pakistan", currency: "PKR", symbol: "₨", dateFormat: DMY },
  PL: { name: "Poland", currency: "PLN", symbol: "zł", dateFormat: DOT },
  PT: { name: "Portugal", currency: "EUR", symbol: "€", dateFormat: DMY },
  RO: { name: "Romania", currency: "RON", symbol: "lei", dateFormat: DOT },
  SA: { name: "Saudi Arabia", currency: "SAR", symbol: "﷼", dateFormat: DMY },
  SE: { name: "Sweden", currency: "SEK", symbol: "kr" },
  SG: { name: "Singapore", currency: "SGD", symbol: "S$", dateFormat: DMY },
  TH: { name: "Thailand", currency: "THB", symbol: "฿", dateFormat: DMY },
  TR: { name: "Türkiye", currency: "TRY", symbol: "₺", dateFormat: DOT },
  TW: { name: "Taiwan", currency: "TWD", symbol: "NT$", dateFormat: "YYYY/MM/DD" },
  UA: { name: "Ukraine", currency: "UAH", symbol: "₴", dateFormat: DOT },
  US: { name: "United States", currency: "USD", symbol: "$", dateFormat: "MM/DD/YYYY" },
  VN: { name: "Vietnam", currency: "VND", symbol: "₫", dateFormat: DMY },
  ZA: { name: "South Africa", currency: "ZAR", symbol: "R", dateFormat: "YYYY/MM/DD" },
};

const ALL_COUNTRIES = "*";

/** These lead the searchable country list, in this order. */
export const TOP_COUNTRIES = ["AU", "CA", "FR", "DE", "IN", "IT", "NL", "NZ", "ES", "GB", "US"];

export interface CountryOption {
  code: string;
  name: string;
}

const nameOf = (code: string) => COUNTRIES[code]?.name ?? code;

/** '*' (All countries), the top countries, then the rest alphabetically by name. */
export function countryOptions(): CountryOption[] {
  const rest = Object.keys(COUNTRIES)
    .filter((code) => !TOP_COUNTRIES.includes(code))
    .sort((a, b) => nameOf(a).localeCompare(nameOf(b)));
  return [
    { code: ALL_COUNTRIES, name: "All countries" },
    ...[...TOP_COUNTRIES, ...rest].map((code) => ({ code, name: nameOf(code) })),
  ];
}

/**
 * The 'Ships to' choices: '*' (All countries), then the countries stores ship to as the host lists
 * them (shipping_countries.json), plus `current` when the list lacks it, so a country the address
 * names still shows as chosen.
 */
export function shippingCountryOptions(shipping: readonly CountryOption[], current: string): CountryOption[] {
  const options = [{ code: ALL_COUNTRIES, name: "All countries" }, ...shipping];
  if (!options.some((o) => o.code === current)) options.push({ code: current, name: nameOf(current) });
  return options;
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
