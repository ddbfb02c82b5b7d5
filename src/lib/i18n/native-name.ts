// Languages named in themselves, for the 'Language' menu: the browser knows every name (Intl.DisplayNames).

/** A language's name in itself: 'Deutsch', 'Français', 'العربية'. */
export function nativeName(locale: string): string {
  try {
    const name = new Intl.DisplayNames([locale], { type: "language" }).of(locale) ?? locale;
    return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
  } catch {
    return locale;
  }
}
