import fc from "fast-check";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { describeMedal, MEDAL_TIERS, medalTier, scorePoints } from "../../src/lib/medals";

const test = suite("medals");

test("the tiers at their edges: Diamond 100, Platinum 99, Gold 95, Silver 90, Bronze 80", () => {
  assert.is(medalTier(1), "diamond");
  assert.is(medalTier(0.999), "platinum");
  assert.is(medalTier(0.99), "platinum");
  assert.is(medalTier(0.989), "gold");
  assert.is(medalTier(0.95), "gold"); // 0.95 * 100 is 94.999… in floating point
  assert.is(medalTier(0.949), "silver");
  assert.is(medalTier(0.9), "silver");
  assert.is(medalTier(0.899), "bronze");
  assert.is(medalTier(0.8), "bronze");
  assert.is(medalTier(0.7999), null);
  assert.is(medalTier(0), null);
});

test("missing and junk scores earn nothing", () => {
  for (const junk of [null, undefined, Number.NaN, Number.POSITIVE_INFINITY])
    assert.is(medalTier(junk), null);
  assert.is(scorePoints(Number.NaN), null);
  assert.is(scorePoints(1.5), 100);
  assert.is(scorePoints(-0.2), 0);
});

test("every score's tier is the highest whose minimum its floored points reach", () => {
  fc.assert(
    fc.property(fc.integer({ min: 0, max: 100_000 }), (n) => {
      const score = n / 100_000;
      const points = Math.floor(n / 1000 + 1e-9);
      assert.is(scorePoints(score), points);
      const expected = MEDAL_TIERS.find((t) => points >= t.minimum)?.tier ?? null;
      assert.is(medalTier(score), expected);
    }),
  );
});

test("a medal in words", () => {
  assert.is(describeMedal("transparency", 0.96), "Gold medal: transparency 96 out of 100");
  assert.is(describeMedal("authenticity", 0.5), "No medal: authenticity 50 out of 100");
});

test.run();
