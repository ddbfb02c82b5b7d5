// The codes of the country list without the rest of the country table, for code that only
// checks a code, such as the search-parameter normaliser on the search page's first render.
import { COUNTRY_CODE_LIST } from "./country-lists.at-build";

export const COUNTRY_CODES: ReadonlySet<string> = new Set(COUNTRY_CODE_LIST.split(" "));

/** A code of the country list, or '*' (All countries). */
export const isCountryCode = (code: string) => code === "*" || COUNTRY_CODES.has(code);
