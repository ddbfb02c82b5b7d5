import { suite } from "uvu";
import * as assert from "uvu/assert";
import { regionName } from "../../src/lib/region-name";

const test = suite("region name");

test("a region code's English name", () => {
  assert.is(regionName("DE"), "Germany");
  assert.is(regionName("US"), "United States");
});

test("regression: a code that is not a region gives the code back instead of throwing", () => {
  for (const code of ["*", "not a region", ""]) assert.is(regionName(code), code);
});

test.run();
