// Countries' names in the shopper's language, from the browser (Intl.DisplayNames): the bundle
// carries no table of names. A server's Intl data may name a few otherwise ('Hong Kong SAR China'
// in Node, 'Hong Kong' in Chromium): an element showing one carries suppressHydrationWarning, and
// the name the host rendered stays. Its display names are made on the first name asked for in a
// language (a long task on a slow phone the first time), then kept for that language.
import { activeLanguage, t } from "./i18n/translate";

const regionNames = new Map<string, Intl.DisplayNames | null>();

function namesIn(language: string): Intl.DisplayNames | null {
  let names = regionNames.get(language);
  if (names === undefined) {
    try {
      names = new Intl.DisplayNames([language], { type: "region", fallback: "code" });
    } catch {
      names = null;
    }
    regionNames.set(language, names);
  }
  return names;
}

/**
 * The country's name in the active language; 'All countries' for '*'; the code itself when it
 * names no country ('ZZ', CLDR's unknown region, included).
 */
export function countryName(code: string): string {
  if (code === "*") return t("All countries");
  if (code === "ZZ") return code;
  try {
    return namesIn(activeLanguage())?.of(code) || code;
  } catch {
    return code; // not a region code at all ('', 'not a region')
  }
}
