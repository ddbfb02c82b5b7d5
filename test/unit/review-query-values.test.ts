import { suite } from "uvu";
import * as assert from "uvu/assert";
import { choiceOf, pageOf, ratingOf } from "../../src/lib/review-query";

const test = suite("address values");

test("a page is a whole number from 1 to 100000; anything else is page 1", () => {
  assert.is(pageOf("3"), 3);
  assert.is(pageOf("100000"), 100_000);
  for (const junk of ["100001", "0", "-2", "2.5", "two", "", null]) assert.is(pageOf(junk), 1, String(junk));
});

test("a rating is 1 to 5 stars, else every rating; a choice is one of its list, else the default", () => {
  assert.is(ratingOf("4"), 4);
  for (const junk of ["0", "6", "4.5", "", null]) assert.is(ratingOf(junk), null, String(junk));
  const sorts = [{ value: "newest" }, { value: "oldest" }] as const;
  assert.is(choiceOf(sorts, "oldest", "newest"), "oldest");
  assert.is(choiceOf(sorts, "constructor", "newest"), "newest");
});

test.run();
