import { suite } from "uvu";
import * as assert from "uvu/assert";
import { keepRedesign } from "../../src/lib/redesign-flag";

const test = suite("redesign flag");

test("the flag follows in-app moves", () => {
  assert.is(keepRedesign("/reviews/search?q=a", "?redesign=1"), "/reviews/search?q=a&redesign=1");
  assert.is(keepRedesign("/reviews#top", "?x=1&redesign=true"), "/reviews?redesign=true#top");
  assert.is(keepRedesign("/reviews?redesign=0", "?redesign=1"), "/reviews?redesign=0");
});

test("nothing to keep, or nowhere to keep it", () => {
  assert.is(keepRedesign("/reviews", ""), "/reviews");
  assert.is(keepRedesign("https://elsewhere.example/", "?redesign=1"), "https://elsewhere.example/");
  assert.is(keepRedesign("//elsewhere.example/", "?redesign=1"), "//elsewhere.example/");
});

test.run();
