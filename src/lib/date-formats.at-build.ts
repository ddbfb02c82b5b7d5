// The date formats of the country table as first-paint code needs them: the build puts the result
// in the bundle instead of the table (build/build-time-modules.ts). Apart from the country lists,
// which every page loads while only dates' pages need these.
import { COUNTRIES } from "./countries";

const ISO = "YYYY-MM-DD";

/** Date format → the codes of the countries that use it ("DD/MM/YYYY": "AE AR …"); ISO is the default. */
export const DATE_FORMAT_CODES: Record<string, string> = {};
for (const [code, { dateFormat = ISO }] of Object.entries(COUNTRIES)) {
  if (dateFormat !== ISO)
    DATE_FORMAT_CODES[dateFormat] = `${DATE_FORMAT_CODES[dateFormat] ?? ""} ${code}`.trim();
}
