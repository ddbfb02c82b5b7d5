// A featured review's excerpt on home: short, cut at a word, marked as cut.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { excerptOf } from "../../fixtures/host/catalog/featured-reviews";

const test = suite("featured review excerpt");

test("a short text is kept whole, its spaces tidied", () => {
  assert.is(excerptOf("  Great   kettle.\nWorks well. "), "Great kettle. Works well.");
});

test("a long text is cut at the last whole word within the limit, with an ellipsis", () => {
  const text = "Arrived quickly and works exactly as described, would buy again without a second thought.";
  const cut = excerptOf(text, 40);
  assert.is(cut, "Arrived quickly and works exactly as…");
  assert.ok(cut.length <= 41);
  assert.ok(text.startsWith(cut.slice(0, -1)));
});

test("one long word is cut at the limit rather than left empty", () => {
  assert.is(excerptOf("a".repeat(50), 20), `${"a".repeat(20)}…`);
});

test.run();
