// The languages shipped as scripts beside the entry and the hash in their names
// (locale-de-1A2B3C4D.js). The build answers this module with what it wrote (build/messages.ts);
// run from the sources (tests, the reference host) it names none, and the widget speaks English.
export const LOCALE_HASH = "";
export const SHIPPED: readonly string[] = [];
