import { suite } from "uvu";
import * as assert from "uvu/assert";
import { countryName } from "../../src/lib/country-names";

const test = suite("country name of an unknown code");

test("a country code's English name", () => {
  assert.is(countryName("DE"), "Germany");
  assert.is(countryName("US"), "United States");
});

test("regression: a code that is not a country gives the code back instead of throwing", () => {
  for (const code of ["not a region", "", "ZZ", "QQ"]) assert.is(countryName(code), code);
});

test.run();
