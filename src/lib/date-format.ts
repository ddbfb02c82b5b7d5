// Dates in a country's format, without the rest of the country table: review cards and questions
// show dates on first paint, and the full table would be one more chunk for the product page.
// A unit test keeps these formats equal to the dateFormat fields of COUNTRIES in countries.ts.

/** Date format → the codes of the countries that use it; any other code gets YYYY-MM-DD. */
const FORMATS: Readonly<Record<string, string>> = {
  "DD/MM/YYYY": "AE AR AU BE BR CO EG ES FR GB GR HK ID IE IN IT MX MY NG NZ PK PT SA SG TH VN",
  "DD.MM.YYYY": "AT CH CZ DE FI IL NO PL RO TR UA",
  "DD-MM-YYYY": "CL DK NL",
  "YYYY/MM/DD": "CN JP TW ZA",
  "YYYY.MM.DD": "HU KR",
  "MM/DD/YYYY": "PH US",
};

const FORMAT_BY_CODE = new Map(
  Object.entries(FORMATS).flatMap(([format, codes]) => codes.split(" ").map((code) => [code, format])),
);

/** The country's date format (tokens DD, MM, YYYY); ISO YYYY-MM-DD when it has none. */
export const dateFormatOf = (countryCode: string) => FORMAT_BY_CODE.get(countryCode) ?? "YYYY-MM-DD";

/** A date in the country's format; the ISO form when the country has none; "" for a bad date. */
export function formatDate(iso: string, countryCode: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  const pad = (n: number) => String(n).padStart(2, "0");
  return dateFormatOf(countryCode)
    .replace("YYYY", String(date.getUTCFullYear()))
    .replace("MM", pad(date.getUTCMonth() + 1))
    .replace("DD", pad(date.getUTCDate()));
}
