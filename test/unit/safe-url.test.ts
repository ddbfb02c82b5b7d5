import fc from "fast-check";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { safeExternalUrl } from "../../src/lib/safe-url";

const test = suite("safe-url");

test("keeps http and https, adds https to a bare host", () => {
  assert.is(safeExternalUrl("https://shop.example/p?id=1"), "https://shop.example/p?id=1");
  assert.is(safeExternalUrl("http://shop.example"), "http://shop.example/");
  assert.is(safeExternalUrl("shop.example/kettle"), "https://shop.example/kettle");
  assert.is(safeExternalUrl("//shop.example/x"), "https://shop.example/x");
});

test("strips a javascript: prefix in any case, with spaces or control characters", () => {
  assert.is(safeExternalUrl("javascript:alert(1)"), null);
  assert.is(safeExternalUrl("  JavaScript:alert(1)"), null);
  assert.is(safeExternalUrl("\u0001java\tscript:alert(1)"), null);
  assert.is(safeExternalUrl("javascript:https://shop.example/"), "https://shop.example/");
  assert.is(safeExternalUrl("javascript:javascript:shop.example"), "https://shop.example/");
});

test("refuses other schemes, credentials and junk", () => {
  for (const bad of [
    "data:text/html,<b>x</b>",
    "vbscript:x",
    "file:///etc/passwd",
    "mailto:a@b.c",
    "",
    "   ",
    "not a url",
    "https://bank.example@evil.example/",
  ]) {
    assert.is(safeExternalUrl(bad), null, bad);
  }
  assert.is(safeExternalUrl(42), null);
  assert.is(safeExternalUrl(null), null);
});

test("property: whatever goes in, only http(s) addresses come out", () => {
  fc.assert(
    fc.property(
      fc.oneof(
        fc.string(),
        fc.webUrl(),
        fc.string().map((s) => `javascript:${s}`),
      ),
      (input) => {
        const out = safeExternalUrl(input);
        return out === null || /^https?:\/\//.test(out);
      },
    ),
    { numRuns: 2000 },
  );
});

test.run();
