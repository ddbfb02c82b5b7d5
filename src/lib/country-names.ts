// The names of the country list without the rest of the country table, for first-paint code
// (filter pills, a shop's country, the home carousel's lead): the full table would add a kilobyte
// to budget-tight routes, and Intl.DisplayNames costs a long task on a phone the first time it is
// built.
import { COUNTRY_NAME_LIST } from "./country-lists.at-build";

const NAME_BY_CODE: ReadonlyMap<string, string> = new Map(
  COUNTRY_NAME_LIST.split("|").map((entry) => entry.split(":") as [string, string]),
);

/** The country's name; 'All countries' for '*'; the code itself when it is not in the list. */
export function countryName(code: string): string {
  if (code === "*") return "All countries";
  return NAME_BY_CODE.get(code) ?? code;
}
