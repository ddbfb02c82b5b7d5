// Each language's catalogue is a script of its own beside the entry (the build writes them from
// src/locales): the host names it in the page beside the entry (dist/manifest.json, `locales`) so
// it arrives with the entry, and the widget waits for it before its first paint, never painting
// English first.
import { LOCALE_HASH, SHIPPED } from "./locale-files";
import type { Catalogue } from "./translate";

const loaded = new Map<string, Catalogue | null>([["en", null]]);

/** The catalogue when it is here already (English has none), else undefined. */
export const loadedCatalogue = (locale: string): Catalogue | null | undefined => loaded.get(locale);

/** Loads a language's catalogue once, from beside the entry; English, or a language without one, gives null. */
export async function loadCatalogue(locale: string): Promise<Catalogue | null> {
  if (loaded.has(locale)) return loaded.get(locale) ?? null;
  const file = `./locale-${locale}-${LOCALE_HASH}.js`;
  const catalogue = SHIPPED.includes(locale)
    ? (
        (await import(/* no bundling: a script of its own */ new URL(file, import.meta.url).href)) as {
          default: Catalogue;
        }
      ).default
    : null;
  loaded.set(locale, catalogue);
  return catalogue;
}
