// The languages the widget speaks, and which one a page gets. The host decides: app_meta.locale
// (or, on a page that names none, its <html lang>); a language it does not offer falls back to the
// closest one the widget has ('de-AT' → 'de'), and then to English.
import { activeLanguage } from "./translate";

/** English first (the messages are written in it), then the catalogues under src/locales. */
export const LANGUAGES = ["en", "de", "fr", "es", "it", "nl", "ar"] as const;

/** Every text accented, bracketed and made longer: shows a word no catalogue holds (tests). */
export const PSEUDO_LANGUAGE = "en-XA";

/** The languages written right to left: their tags, and any regional form of them. */
const RIGHT_TO_LEFT = /^(ar|he|fa|ur)(-|$)/i;

/** 'rtl' for a language written right to left. */
export const directionOf = (locale: string): "ltr" | "rtl" => (RIGHT_TO_LEFT.test(locale) ? "rtl" : "ltr");

/**
 * Whether the widget is laid out right to left now: its roots carry the direction of its language,
 * read when a key or button is pressed, so a language changed since the render counts.
 */
export const isRightToLeft = (): boolean => directionOf(activeLanguage()) === "rtl";

/**
 * What an arrow key means along a row (tabs, a gallery): ArrowRight goes on left to right,
 * ArrowLeft right to left, as the WAI-ARIA tabs pattern has it. 1 next, -1 previous, 0 another key.
 */
export function rowStep(key: string): 1 | -1 | 0 {
  if (key !== "ArrowRight" && key !== "ArrowLeft") return 0;
  const forward = key === "ArrowRight" ? 1 : -1;
  return isRightToLeft() ? (-forward as 1 | -1) : forward;
}

/** The widget's language closest to a tag ('de-AT' → 'de', 'en-xa' → 'en-XA'), or null. */
export function matchLanguage(tag: unknown): string | null {
  try {
    const [canonical = ""] = typeof tag === "string" ? Intl.getCanonicalLocales(tag) : [];
    if (canonical === PSEUDO_LANGUAGE) return canonical;
    const base = canonical.split("-")[0];
    return LANGUAGES.find((code) => code === base) ?? null;
  } catch {
    return null; // not a language tag
  }
}
