// Storage lifetimes: values that expire (rates 6 hours, cookie acceptance 365 days).
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { DAY_MS, HOUR_MS, readStored, removeStored, writeStored } from "../../src/lib/browser/storage";

const test = suite("storage");

test.before.each(() => localStorage.clear());

test("a value with a lifetime is read until it expires, then removed", () => {
  const now = Date.UTC(2026, 0, 1);
  writeStored("k", { a: 1 }, 6 * HOUR_MS, now);
  assert.equal(readStored("k", now + 6 * HOUR_MS - 1), { a: 1 });
  assert.is(readStored("k", now + 6 * HOUR_MS), null);
  assert.is(localStorage.getItem("k"), null);
});

test("a value without a lifetime stays; removing it works", () => {
  writeStored("k", "EUR");
  assert.is(readStored("k", Date.now() + 400 * DAY_MS), "EUR");
  removeStored("k");
  assert.is(readStored("k"), null);
});

test("junk in storage reads as nothing", () => {
  localStorage.setItem("k", "{not json");
  assert.is(readStored("k"), null);
  localStorage.setItem("k", JSON.stringify("bare"));
  assert.is(readStored("k"), null);
});

test.run();
