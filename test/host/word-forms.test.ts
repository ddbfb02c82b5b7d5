// The forms of a word (search/words/word-forms.ts): Snowball's stemmer of each of the seven languages
// joins a plural with its singular; two words with one stem are forms of one word only when near
// each other or their stem, never a derived word (organic, organizer); British and American
// spellings from the package's lists.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { otherSpelling, sameWord, stemmerOf } from "../../fixtures/host/search/words/word-forms";

const test = suite("host word forms");

const formsOfOneWord = (language: string, a: string, b: string) => {
  const stem = stemmerOf(language);
  return stem(a) === stem(b) && sameWord(a, b, stem(a), language);
};

test("each language's stemmer joins a plural with its singular", () => {
  for (const [language, plural, singular] of [
    ["en", "kettles", "kettle"],
    ["en", "batteries", "battery"],
    ["en", "harnesses", "harness"],
    ["de", "kerzen", "kerze"],
    ["fr", "bouilloires", "bouilloire"],
    ["es", "teteras", "tetera"],
    ["it", "candele", "candela"],
    ["nl", "lampen", "lamp"],
    ["ar", "الكتب", "كتب"],
  ] as const) {
    assert.ok(formsOfOneWord(language, plural, singular), `${language}: ${plural}, ${singular}`);
  }
});

test("a word derived from another root is not a form of it, though the stemmer joins them", () => {
  const stem = stemmerOf("en");
  assert.is(stem("organizer"), stem("organic"));
  assert.not.ok(formsOfOneWord("en", "organizer", "organic"));
  assert.not.ok(formsOfOneWord("en", "organizers", "organic"));
  assert.ok(formsOfOneWord("en", "organizers", "organizer"));
  assert.ok(formsOfOneWord("en", "lighting", "light"));
});

test("a language without a stemmer keeps every word as it is", () => {
  assert.is(stemmerOf("xx")("kettles"), "kettles");
});

test("British and American spellings, both ways, in English only", () => {
  assert.is(otherSpelling("organiser", "en"), "organizer");
  assert.is(otherSpelling("organizer", "en"), "organiser");
  assert.is(otherSpelling("tyre", "en"), "tire");
  assert.is(otherSpelling("colour", "en"), "color");
  assert.is(otherSpelling("kettle", "en"), null);
  assert.is(otherSpelling("organiser", "de"), null);
  assert.is(otherSpelling("constructor", "en"), null);
});

test.run();
