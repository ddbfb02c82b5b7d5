// A country's or a category's name never sits where the language would change it: in German,
// French, Spanish, Italian and Dutch most country names take an article and German a case ('in den
// Vereinigten Staaten'), so a translation puts the name as a label's value ('Versand nach:
// {country}', '{category}: alle anzeigen'), after a noun that names what it is ('in der Kategorie
// {category}'), or first. Arabic joins a name to the noun before it as it is.
import path from "node:path";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { LOCALES_DIR, readCatalogue } from "../../build/messages";
import { root } from "../../build/paths";

const test = suite("names in sentences");

const LANGUAGES_WITH_ARTICLES = ["de", "fr", "es", "it", "nl"];
const NAMES = ["{country}", "{category}"];
/** What may stand before a name: nothing, a label's colon or a dot, or the noun that names it. */
const BEFORE_A_NAME = /(^|[:·][\s\u00a0]*|(Kategorie|catégorie|categoría|categoria|categorie) )$/;

/** The translations that put a country's or category's name inside a sentence. */
function namesInSentences(catalogue: Readonly<Record<string, string>>): string[] {
  return Object.values(catalogue).filter((translation) =>
    NAMES.some((name) =>
      [...translation.matchAll(new RegExp(name.replace(/[{}]/g, "\\$&"), "g"))].some(
        (match) => !BEFORE_A_NAME.test(translation.slice(0, match.index).replace(/<\/?\w+>/g, "")),
      ),
    ),
  );
}

test("the check finds a name inside a sentence, and lets a label's value be (regression)", () => {
  assert.equal(
    namesInSentences({
      a: "Versand nach {country}",
      b: "Die höchsten Transparenzwerte unter den Shops in {country}.",
      c: "Versand nach: {country}",
      d: "{category}: alle anzeigen",
      e: "{text} <in>in der Kategorie {category}</in>",
      f: "Livraison\u00a0: {country}",
    }),
    ["Versand nach {country}", "Die höchsten Transparenzwerte unter den Shops in {country}."],
  );
});

for (const [name, dir] of [
  ["widget", LOCALES_DIR],
  ["reference host", path.join(root, "fixtures/host/locales")],
] as const) {
  test(`${name}: German, French, Spanish, Italian and Dutch put no country or category name inside a sentence`, () => {
    for (const locale of LANGUAGES_WITH_ARTICLES)
      assert.equal(namesInSentences(readCatalogue(locale, dir)), [], locale);
  });
}

test.run();
