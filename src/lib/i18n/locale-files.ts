// Each language's script, by code ('de' → 'locale-de-1A2B3C4D.js', beside the entry). The build
// answers this module with the scripts it wrote (build/messages.ts); run from the sources (tests,
// the reference host) it names none, and the widget speaks English.
export const LOCALE_FILES: Readonly<Record<string, string>> = {};
