// What a typed text is searched as (search/words/typed-terms.ts, search/words/vocabulary.ts): each word
// with its forms among the catalogue's words, the keys that find them none the beginning of
// another, a single letter only itself; a word the catalogue does not hold, as two it holds.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { searchTerms, splitInTwo } from "../../fixtures/host/search/words/typed-terms";
import { vocabularyOf } from "../../fixtures/host/search/words/vocabulary";

const test = suite("host search terms");

const WORDS = vocabularyOf(
  new Map([
    ["kettle", 170],
    ["kettlebell", 40],
    ["light", 90],
    ["lights", 60],
    ["organizer", 80],
    ["organic", 470],
    ["heavy", 390],
    ["duty", 390],
    ["usb", 50],
    ["c", 50],
    ["s", 3],
  ]),
  "en",
);

const terms = (text: string) => searchTerms(text, WORDS);

test("a plural is searched with its singular, the singular's key standing for both", () => {
  const [kettles] = terms("kettles").terms;
  assert.equal(kettles?.forms, ["kettle"]);
  assert.equal(kettles?.keys, ["kettle"]);
  assert.ok(terms("kettles").held);
});

test("a word's forms are the catalogue's, its own key kept when words begin with it", () => {
  const [lights] = terms("lights").terms;
  assert.equal(lights?.forms, ["light"]);
  assert.equal(lights?.keys, ["light"]);
  const [light] = terms("light").terms;
  assert.equal(light?.forms, ["lights"]);
  assert.equal(light?.keys, ["light"]);
});

test("a British spelling finds the American one, never a word of the same root", () => {
  const [organiser] = terms("organisers").terms;
  assert.equal(organiser?.forms, ["organizer"]);
  assert.equal(organiser?.keys, ["organizer"]);
});

test("a word the catalogue does not hold can be split in two it holds, the halves the most things hold", () => {
  assert.equal(splitInTwo("heavyduty", WORDS), ["heavy", "duty"]);
  assert.equal(splitInTwo("usbc", WORDS), ["usb", "c"]);
  assert.is(splitInTwo("kettlex", WORDS), null);
  assert.not.ok(terms("heavyduty").held);
});

test("a word with nothing for it is not held; one letter is only itself", () => {
  assert.not.ok(terms("ketle").held);
  const [s] = terms("s").terms;
  assert.equal(s?.keys, ["s"]);
  assert.is(s?.prefix, false);
  assert.not.ok(terms("x").held);
});

test("the catalogue holds the beginnings of its words", () => {
  assert.ok(WORDS.holdsBeginning("kett"));
  assert.ok(WORDS.holdsBeginning("kettlebell"));
  assert.not.ok(WORDS.holdsBeginning("kettlebells"));
  assert.equal(
    WORDS.beginningsFrom("k")
      .map((b) => [b.beginning, b.word])
      .slice(0, 3),
    [
      ["ke", "kettle"],
      ["ket", "kettle"],
      ["kett", "kettle"],
    ],
  );
});

test.run();
