// The codes of the country list without the rest of the country table, for code that only
// checks a code, such as the search-parameter normaliser on the search page's first render.
// A unit test keeps it equal to the keys of COUNTRIES in countries.ts.

const CODES =
  "AE AR AT AU BE BR CA CH CL CN CO CZ DE DK EG ES FI FR GB GR HK HU ID IE IL IN IT JP KR MX MY NG NL NO NZ PH PK PL PT RO SA SE SG TH TR TW UA US VN ZA";

export const COUNTRY_CODES: ReadonlySet<string> = new Set(CODES.split(" "));

/** A code of the country list, or '*' (All countries). */
export const isCountryCode = (code: string) => code === "*" || COUNTRY_CODES.has(code);
