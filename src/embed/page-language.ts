import { matchLanguage } from "../lib/i18n/languages";

/** The reviews speak the shop page's language (its <html lang>), English where the widget has none of it. */
export const pageLanguage = (): string => matchLanguage(document.documentElement.lang) ?? "en";
