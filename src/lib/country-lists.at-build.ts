// The slim forms of the country table that first-paint code needs (codes and names; date formats in date-formats.at-build.ts):
// the build puts these strings in the bundle instead of the table (build/build-time-modules.ts),
// which would cost budget-tight pages about a kilobyte.
import { COUNTRIES } from "./countries";

const entries = Object.entries(COUNTRIES);

/** Every code, separated by spaces: "AE AR …". */
export const COUNTRY_CODE_LIST = entries.map(([code]) => code).join(" ");

/** Code and name pairs: "AE:United Arab Emirates|AR:Argentina|…". */
export const COUNTRY_NAME_LIST = entries.map(([code, country]) => `${code}:${country.name}`).join("|");
