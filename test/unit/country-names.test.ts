import { test } from "uvu";
import * as assert from "uvu/assert";
import { COUNTRIES } from "../../src/lib/countries";
import { countryName } from "../../src/lib/country-names";

test("country-names: every name equals the country table's, and so do '*' and unknown codes", () => {
  const codes = Object.keys(COUNTRIES);
  assert.ok(codes.length > 40);
  for (const code of codes) assert.is(countryName(code), COUNTRIES[code]?.name, code);
  assert.is(countryName("*"), "All countries");
  assert.is(countryName("XX"), "XX");
  assert.is(countryName("DE"), "Germany");
});

test.run();
