// The slim form of the country table that first-paint code needs (its codes; date formats in
// date-formats.at-build.ts): the build puts this string in the bundle instead of the table
// (build/build-time-modules.ts), which would cost budget-tight pages about a kilobyte.
import { COUNTRIES } from "./countries";

/** Every code, separated by spaces: "AE AR …". */
export const COUNTRY_CODE_LIST = Object.keys(COUNTRIES).join(" ");
