// The 'Language' menu's languages: those the host offers, each named in itself (the browser knows
// every name: Intl.DisplayNames).
import { matchLanguage } from "./languages";

/** A language's name in itself: 'Deutsch', 'Français', 'العربية'. */
export function nativeName(locale: string): string {
  try {
    const name = new Intl.DisplayNames([locale], { type: "language" }).of(locale) ?? locale;
    return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
  } catch {
    return locale;
  }
}

/** The languages a host offers, as the widget's codes: the known ones, each once, in its order. */
export function offeredLanguages(raw: unknown): string[] {
  if (!Array.isArray(raw)) return [];
  return [...new Set(raw.map(matchLanguage).filter((code): code is string => code !== null))];
}
