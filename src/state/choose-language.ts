// The shopper chooses a language in the menu: the widget repaints in it at once (its roots are
// keyed by the language), the choice is kept on this device, told to the host in a cookie so the
// next page comes in it, and saved to a signed-in reviewer's profile.
import { LANGUAGE_COOKIE } from "../api/host-facts";
import { updateReviewer } from "../api/reviewer-writes";
import { emit } from "../lib/browser/host-events";
import { writeStored } from "../lib/browser/storage";
import { loadCatalogue } from "../lib/i18n/catalogues";
import { activateLanguage } from "../lib/i18n/translate";
import { atom } from "./jotai";
import { localeAtom } from "./reviewer";
import { signedInAtom } from "./session";
import { STORED } from "./stored";

/** The cookie the host reads for a guest's language (docs/host-api.md). */
export { LANGUAGE_COOKIE };

const YEAR_S = 365 * 24 * 60 * 60;

export const chooseLanguageAtom = atom(null, async (get, set, locale: string) => {
  const previous = get(localeAtom);
  if (locale === previous) return;
  const catalogue = await loadCatalogue(locale);
  activateLanguage(locale, catalogue);
  set(localeAtom, locale);
  emit("language-changed", { language: locale, previous });
  writeStored(STORED.locale, locale);
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser the widget supports
  document.cookie = `${LANGUAGE_COOKIE}=${encodeURIComponent(locale)}; path=/; max-age=${YEAR_S}; samesite=lax`;
  if (!get(signedInAtom)) return;
  try {
    await updateReviewer({ rs_locale: locale });
  } catch (error) {
    // The language still holds on this device and in the cookie.
    console.warn("The profile did not keep the language.", error);
  }
});
