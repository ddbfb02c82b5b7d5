// The search's scores kept as whole percents (fixtures/host/search/sql/product-columns.ts): a
// product passes a least percent in memory exactly when the filters' SQL (score >= p / 100) says so.
import fc from "fast-check";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { wholePercent } from "../../fixtures/host/search/sql/product-columns";

const test = suite("whole-percent");

/** Scores on a percent's edge and the doubles beside it, where rounding would go wrong first. */
const EDGES = Array.from({ length: 101 }, (_, k) => k / 100).flatMap((edge) => {
  const bits = new Float64Array([edge]);
  const word = new BigInt64Array(bits.buffer);
  const beside = (step: bigint) => {
    const copy = new BigInt64Array([(word[0] as bigint) + step]);
    return new Float64Array(copy.buffer)[0] as number;
  };
  return edge === 0 ? [0, 5e-324] : [beside(-1n), edge, beside(1n)];
});

/** Every least percent a search asks: 0 asks none (a negative score passes it too). */
const samePass = (score: number) => {
  const kept = wholePercent(score);
  for (let p = 1; p <= 100; p++)
    if (score >= p / 100 !== kept >= p)
      assert.unreachable(`score ${score} kept as ${kept}: the SQL says ${score >= p / 100} for ${p}%`);
};

test("a percent's edge and the doubles beside it pass a least percent as the SQL compares them", () => {
  assert.is(EDGES.length, 302);
  for (const score of EDGES) samePass(score);
  assert.is(wholePercent(0.29), 29, "0.29 reaches 29 %, though 0.29 * 100 is 28.999…");
  assert.is(wholePercent(1), 100);
});

test("any score, and one outside 0 to 1, passes a least percent as the SQL compares it", () => {
  fc.assert(fc.property(fc.double({ min: -1, max: 2, noNaN: true }), (score) => samePass(score)));
});

test.run();
