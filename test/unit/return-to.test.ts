import { suite } from "uvu";
import * as assert from "uvu/assert";
import { safeReturnTo } from "../../src/lib/safe-return-to";
import { HOSTILE_RETURN_TOS } from "../support/shapes/hostile-return-tos";

const test = suite("return-to");
const ORIGIN = "http://shop.test:3000";

test("keeps a page of this site under /reviews, with its query and hash", () => {
  assert.is(safeReturnTo("/reviews/following?x=1#top", ORIGIN), "/reviews/following?x=1#top");
  assert.is(safeReturnTo("/reviews", ORIGIN), "/reviews");
  assert.is(safeReturnTo(`${ORIGIN}/reviews/search?q=a`, ORIGIN), "/reviews/search?q=a");
  assert.is(safeReturnTo("/profile", ORIGIN), "/profile");
});

test("anything that leaves the site, or is not a page to go back to, gives /reviews", () => {
  const others = [
    ...HOSTILE_RETURN_TOS,
    "http://shop.test:3001/reviews",
    "http://u:p@shop.test:3000/reviews",
  ];
  for (const value of others) assert.is(safeReturnTo(value, ORIGIN), "/reviews", JSON.stringify(value));
  for (const value of [undefined, null, 5, ["/reviews/feed"], { href: "/reviews" }]) {
    assert.is(safeReturnTo(value, ORIGIN), "/reviews", String(value));
  }
});

test("the answer never carries a control character, so it is safe in a Location header", () => {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are the point
  const controls = /[\u0000-\u001f\u007f]/;
  for (const value of ["/reviews/\tfeed", "/reviews/feed\r\nSet-Cookie: a=b", "/reviews?q=\n"]) {
    const kept = safeReturnTo(value, ORIGIN);
    assert.ok(kept.startsWith("/reviews"), kept);
    assert.not.match(kept, controls);
  }
});

test.run();
