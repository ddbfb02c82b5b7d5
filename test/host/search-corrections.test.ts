// What a text that found nothing is searched as instead (search/words/corrections.ts,
// search/answers/corrected-search.ts): words joined, each word the catalogue does not hold corrected to
// its nearest word, split in two or left out; the text as typed kept when it finds something, when asked for as
// typed, or when the correction finds nothing either. On the seeded marketplace: a word of 5
// letters or more with any one typo finds what the word finds.
import fc from "fast-check";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { withCorrections } from "../../fixtures/host/search/answers/corrected-search";
import { createProductSearch } from "../../fixtures/host/search/answers/product-search";
import { correctedText } from "../../fixtures/host/search/words/corrections";
import { vocabularyOf } from "../../fixtures/host/search/words/vocabulary";
import { testHost } from "../support/hosts/test-host";
import { editsBetween } from "../support/search/edit-distance";
import { searchInput } from "../support/search/search-input";

const test = suite("host search corrections");

const WORDS = vocabularyOf(
  new Map([
    ["kettle", 170],
    ["kettlebell", 40],
    ["floor", 60],
    ["lamp", 90],
    ["vegetarian", 80],
    ["cookbook", 140],
    ["baby", 500],
    ["bottle", 100],
    ["candle", 80],
    ["camel", 1],
    ["camping", 40],
    ["cam", 30],
    ["ring", 30],
    ["heavy", 390],
    ["duty", 390],
  ]),
  "en",
);

test("a word the catalogue does not hold is corrected to its nearest word, the others kept", () => {
  assert.is(correctedText("ketle", WORDS), "kettle");
  assert.is(correctedText("baby botle", WORDS), "baby bottle");
  assert.is(correctedText("Baby botle", WORDS), "Baby bottle");
  assert.is(correctedText("candel", WORDS), "candle");
});

test("two typos from 9 letters, one below, none in the first letter", () => {
  assert.is(correctedText("vegitarien", WORDS), "vegetarian");
  assert.is(correctedText("kettel botle", WORDS), "kettle bottle");
  assert.is(correctedText("cokbok baby", WORDS), "baby");
  assert.is(correctedText("bettle", WORDS), "bottle");
  assert.is(correctedText("jettle", WORDS), null);
});

test("the last word may be a beginning with a typo: one from 4 letters", () => {
  assert.is(correctedText("ketl", WORDS), "kettle");
  assert.is(correctedText("ketl baby", WORDS), "baby");
  assert.is(correctedText("floor lamb", WORDS), "floor lamp");
});

test("a word with no correction is split in two the catalogue holds, after its typos are tried", () => {
  assert.is(correctedText("heavyduty", WORDS), "heavy duty");
  assert.is(correctedText("heavyduty ketle", WORDS), "heavy duty kettle");
  assert.is(correctedText("camring", WORDS), "camping");
});

test("two words the catalogue holds as one are joined; a word with no correction is left out", () => {
  assert.is(correctedText("kettle bell", WORDS), "kettlebell");
  assert.is(correctedText("cook book", WORDS), "cookbook");
  assert.is(correctedText("floor zzzzz", WORDS), "floor");
  assert.is(correctedText("zzzzz", WORDS), null);
  assert.is(correctedText("floor lamp", WORDS), null);
});

test("the corrected text is searched only when the typed one finds nothing, and kept only when it finds something", () => {
  const searched: string[] = [];
  const search = (finds: string[]) => (text: string) => {
    searched.push(text);
    return finds.includes(text) ? [text] : [];
  };
  const empty = (found: string[]) => found.length === 0;
  assert.equal(withCorrections("kettle", search(["kettle"]), empty, WORDS), {
    found: ["kettle"],
    text: null,
  });
  assert.equal(withCorrections("ketle", search(["kettle"]), empty, WORDS), {
    found: ["kettle"],
    text: "kettle",
  });
  assert.equal(withCorrections("ketle", search(["kettle"]), empty, null), { found: [], text: null });
  assert.equal(withCorrections("ketle", search([]), empty, WORDS), { found: [], text: null });
  assert.equal(searched, ["kettle", "ketle", "kettle", "ketle", "ketle", "kettle"]);
  let read = 0;
  withCorrections("kettle", search(["kettle"]), empty, () => {
    read++;
    return WORDS;
  });
  assert.is(read, 0, "the words are read only for a correction");
});

test("any one typo in a word of 5 letters or more finds what the word finds, where the word is the one nearest", async () => {
  const { db } = await testHost();
  const search = createProductSearch(db);
  const words = search.titleWords();
  const vocabulary = [..."abcdefghijklmnopqrstuvwxyz0123456789"].flatMap((letter) =>
    words.wordsFrom(letter).map((entry) => entry.characters),
  );
  const long = vocabulary.filter((word) => word.length >= 5 && word.every((c) => /[a-z]/.test(c)));
  assert.ok(long.length > 100, `${long.length} words of 5 letters or more`);
  const typo = fc
    .record({
      word: fc.constantFrom(...long),
      kind: fc.constantFrom("added", "left out", "replaced", "swapped"),
      at: fc.nat(),
      letter: fc.constantFrom(..."abcdefghijklmnopqrstuvwxyz"),
    })
    .map(({ word, kind, at, letter }) => {
      // Never the first letter.
      const i = 1 + (at % (word.length - 1));
      const typed = [...word];
      if (kind === "added") typed.splice(i, 0, letter);
      else if (kind === "left out") typed.splice(i, 1);
      else if (kind === "replaced") typed[i] = letter;
      else if (i < word.length - 1) [typed[i], typed[i + 1]] = [typed[i + 1] as string, typed[i] as string];
      return { word: word.join(""), typed: typed.join("") };
    });
  /** Whether `typed` is nearer `word` than any other word and than the beginning of any other word. */
  const nearestIs = (typed: string[], word: string) =>
    vocabulary.every((other) => {
      if (other.join("") === word) return true;
      const beginnings = other.slice(2).map((_, n) => other.slice(0, n + 2));
      return [other, ...beginnings].every((text) => editsBetween(typed, text) > 1);
    });
  let checked = 0;
  fc.assert(
    fc.property(typo, ({ word, typed }) => {
      fc.pre(typed !== word && !words.holdsBeginning(typed) && words.formsOf(typed).length === 0);
      fc.pre(nearestIs([...typed], word));
      // No filter: every word of the titles finds its products.
      const exact = search.searchProducts(searchInput(db, { q: word, min_transparency: "0" }));
      const corrected = search.searchProducts(searchInput(db, { q: typed, min_transparency: "0" }));
      assert.is(corrected.corrected, word, typed);
      assert.equal(
        corrected.hits.map((h) => h.id),
        exact.hits.map((h) => h.id),
        typed,
      );
      assert.is(corrected.total, exact.total, typed);
      checked++;
    }),
    { numRuns: 150 },
  );
  assert.ok(checked >= 100, `${checked} typos checked`);
});

test.run();
