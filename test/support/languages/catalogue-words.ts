// A language's words as the widget and the reference host say them, from their catalogues, so a
// test finds a control by its name in that language without a copy of the translation.
import path from "node:path";
import { LOCALES_DIR, readCatalogue } from "../../../build/messages";
import { root } from "../../../build/paths";
import { translateIn } from "../../../src/lib/i18n/translate";

type Words = (english: string, values?: Record<string, unknown>) => string;

function wordsFrom(dir: string, locale: string): Words {
  const catalogue = readCatalogue(locale, dir);
  return (english, values = {}) => {
    if (!catalogue[english]) throw new Error(`no ${locale} translation of "${english}"`);
    return translateIn(locale, catalogue, english, values);
  };
}

/** The widget's words in `locale` (src/locales). */
export const widgetWords = (locale: string): Words => wordsFrom(LOCALES_DIR, locale);

/** The reference host's words in `locale` (fixtures/host/locales). */
export const hostWords = (locale: string): Words =>
  wordsFrom(path.join(root, "fixtures/host/locales"), locale);
