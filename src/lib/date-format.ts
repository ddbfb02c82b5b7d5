// Dates in a country's format, without the rest of the country table: review cards and questions
// show dates on first paint, and the full table would be one more chunk for the product page.
import { DATE_FORMAT_CODES } from "./date-formats.at-build";

const FORMAT_BY_CODE = new Map(
  Object.entries(DATE_FORMAT_CODES).flatMap(([format, codes]) =>
    codes.split(" ").map((code) => [code, format]),
  ),
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
