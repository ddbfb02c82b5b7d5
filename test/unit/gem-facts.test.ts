// gem/lib/reviews_widget/facts.json, which the Rails gem reads, is what the widget's TypeScript
// writes now: a path, page, header, cookie, language or app_meta field changed without
// `npm run docs` fails here, naming the first line that differs. The gem's rule for a page's data
// address runs in Ruby on the cases the widget runs (unit/page-data-addresses).
import { readFileSync } from "node:fs";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { FACTS_FILE, factsFileText } from "../../build/gem-facts";
import { firstDifference } from "../../build/write-docs";

test("gem/lib/reviews_widget/facts.json holds what the sources say (npm run docs)", () => {
  const difference = firstDifference(readFileSync(FACTS_FILE, "utf8"), factsFileText());
  assert.is(difference, null, difference ?? "");
});

test("the check itself: a fact changed by hand is named", () => {
  const text = factsFileText();
  const changed = text.replace('"X-Reviews-Locale"', '"X-Locale"');
  assert.is.not(changed, text);
  assert.match(firstDifference(changed, text) ?? "", "X-Locale");
});

test.run();
