import { suite } from "uvu";
import * as assert from "uvu/assert";
import { createTtlCache } from "../../src/lib/ttl-cache";

const test = suite("ttl cache");

test("entries expire after their time and the oldest goes when full", () => {
  let now = 0;
  const cache = createTtlCache<number>(60_000, 2, () => now);
  cache.set("a", 1);
  now = 59_999;
  assert.is(cache.get("a"), 1);
  now = 60_000;
  assert.is(cache.get("a"), undefined);
  cache.set("b", 2);
  cache.set("c", 3);
  cache.set("d", 4);
  assert.is(cache.get("b"), undefined);
  assert.is(cache.get("d"), 4);
  cache.clear();
  assert.is(cache.get("c"), undefined);
});

test.run();
