// How many typos a word may hold (search/words/typos.ts): Meilisearch's one from 5 letters and two from
// 9, a beginning counted one letter longer, the first letter never a typo; the count of typos
// between two words as a plain table of every edit gives it.
import fc from "fast-check";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { beginningTyposAllowed, typosAllowed, typosBetween } from "../../fixtures/host/search/words/typos";
import { editsBetween } from "../support/search/edit-distance";

const test = suite("host search typos");

test("one typo from 5 letters, two from 9; a beginning one from 4, two from 8", () => {
  assert.equal(
    [3, 4, 5, 8, 9, 12].map((n) => typosAllowed(n)),
    [0, 0, 1, 1, 2, 2],
  );
  assert.equal(
    [3, 4, 7, 8].map((n) => beginningTyposAllowed(n)),
    [0, 1, 1, 2],
  );
});

test("each kind of typo counts one: a letter added, left out, replaced, two neighbours swapped", () => {
  const chars = (word: string) => [...word];
  assert.is(typosBetween(chars("ketle"), chars("kettle"), 2), 1);
  assert.is(typosBetween(chars("guitarr"), chars("guitar"), 2), 1);
  assert.is(typosBetween(chars("magnetik"), chars("magnetic"), 2), 1);
  assert.is(typosBetween(chars("candel"), chars("candle"), 2), 1);
  assert.is(typosBetween(chars("headfones"), chars("headphones"), 2), 2);
  assert.is(typosBetween(chars("headfones"), chars("headphones"), 1), null);
});

test("the first letter is never a typo", () => {
  assert.is(typosBetween([..."bettle"], [..."kettle"], 2), null);
  assert.is(typosBetween([..."ettle"], [..."kettle"], 2), null);
});

test("the typos between any two words are those of the whole table, when few enough", () => {
  const word = fc
    .array(fc.constantFrom(..."abcdé"), { minLength: 1, maxLength: 9 })
    .map((letters) => ["k", ...letters]);
  fc.assert(
    fc.property(word, word, fc.integer({ min: 0, max: 2 }), (a, b, most) => {
      const edits = editsBetween(a, b);
      assert.is(typosBetween(a, b, most), edits <= most ? edits : null, `${a.join("")} ${b.join("")}`);
    }),
    { numRuns: 2000 },
  );
});

test.run();
