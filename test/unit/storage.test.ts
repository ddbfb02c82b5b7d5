import { suite } from "uvu";
import * as assert from "uvu/assert";
import { HOUR_MS, readStored, removeStored, writeStored } from "../../src/lib/storage";

const test = suite("storage");

test("values expire; junk in storage reads as nothing", () => {
  writeStored("rates", { EUR: 0.9 }, 6 * HOUR_MS, 0);
  assert.equal(readStored("rates", 6 * HOUR_MS - 1), { EUR: 0.9 });
  assert.is(readStored("rates", 6 * HOUR_MS), null);
  assert.is(localStorage.getItem("rates"), null, "an expired value is removed");
  localStorage.setItem("broken", "{not json");
  assert.is(readStored("broken"), null);
  localStorage.setItem("bare", "42");
  assert.is(readStored("bare"), null);
  writeStored("kept", "EUR");
  assert.is(readStored("kept", Number.MAX_SAFE_INTEGER), "EUR");
  removeStored("kept");
  assert.is(readStored("kept"), null);
});

test.run();
