import fc from "fast-check";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { safeReturnTo } from "../../src/lib/safe-return-to";
import { HOSTILE_RETURN_TOS } from "../support/shapes/hostile-return-tos";
import RETURN_PATHS from "../support/shapes/return-paths.json";

const test = suite("return-to");
const ORIGIN = "http://shop.test:3000";

test("keeps a path of this site, the widget's or the shop's own, with its query and hash", () => {
  assert.is(safeReturnTo("/reviews/following?x=1#top", ORIGIN), "/reviews/following?x=1#top");
  assert.is(safeReturnTo("/reviews", ORIGIN), "/reviews");
  assert.is(safeReturnTo(`${ORIGIN}/reviews/search?q=a`, ORIGIN), "/reviews/search?q=a");
  assert.is(safeReturnTo("/profile", ORIGIN), "/profile");
  assert.is(
    safeReturnTo("/shop/products/8?sort_by=lowest#review-x", ORIGIN),
    "/shop/products/8?sort_by=lowest#review-x",
  );
});

test("the cases the gem runs too: a path of the shop survives as it is, another site never", () => {
  const { origin, shop_paths, other_sites } = RETURN_PATHS;
  for (const path of shop_paths) assert.is(safeReturnTo(path, origin), path, JSON.stringify(path));
  for (const value of other_sites) assert.is(safeReturnTo(value, origin), "/reviews", JSON.stringify(value));
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

/** Pieces of what a return_to may be written with: slashes both ways, dots, encodings, controls, other schemes. */
const piece = fc.constantFrom(
  "/",
  "\\",
  "//",
  ".",
  "..",
  "%2e",
  "%2f",
  "%5c",
  "%09",
  "\t",
  "\n",
  "\r",
  " ",
  "@",
  ":",
  "?",
  "#",
  "evil.example",
  "shop.test:3000",
  "http:",
  "https:",
  "javascript:",
  "reviews",
  "login",
  "shop",
  "products",
);
const written = fc.oneof(
  fc.string(),
  fc.array(piece, { maxLength: 12 }).map((pieces) => pieces.join("")),
);

test("whatever is written, the answer is a path that a browser reads as one of this site's", () => {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are the point
  const controls = /[\u0000-\u001f\u007f]/;
  fc.assert(
    fc.property(written, (value) => {
      const kept = safeReturnTo(value, ORIGIN);
      assert.ok(kept.startsWith("/") && !/^[/\\]{2}/.test(kept), kept);
      assert.not.match(kept, controls);
      // As a Location header is read: from this site's any page, it stays on this site.
      assert.is(
        new URL(kept, `${ORIGIN}/shop/products/8`).origin,
        ORIGIN,
        `${JSON.stringify(value)} → ${kept}`,
      );
    }),
    { numRuns: 2000 },
  );
});

const segment = fc.stringMatching(/^[\w-]{1,12}$/);

test("any path of this site's own pages comes back as it was written, with its query and hash", () => {
  const address = fc
    .record({
      segments: fc.array(segment, { minLength: 1, maxLength: 5 }),
      query: fc.option(fc.array(fc.tuple(segment, segment), { minLength: 1, maxLength: 3 }), {
        nil: undefined,
      }),
      hash: fc.option(segment, { nil: undefined }),
    })
    .filter(({ segments }) => !["login", "logout"].includes(segments.join("/")))
    .map(({ segments, query, hash }) => {
      const search = query ? `?${query.map(([k, v]) => `${k}=${v}`).join("&")}` : "";
      return `/${segments.join("/")}${search}${hash ? `#${hash}` : ""}`;
    });
  fc.assert(fc.property(address, (path) => assert.is(safeReturnTo(path, ORIGIN), path)));
});

test.run();
