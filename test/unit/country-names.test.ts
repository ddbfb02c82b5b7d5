import { test } from "uvu";
import * as assert from "uvu/assert";
import { COUNTRIES, countryName as nameFromTable } from "../../src/lib/countries";
import { countryName } from "../../src/lib/country-names";

test("country-names: every name equals the country table's, and so do '*' and unknown codes", () => {
  const codes = Object.keys(COUNTRIES);
  assert.ok(codes.length > 40);
  for (const code of [...codes, "*", "XX"]) assert.is(countryName(code), nameFromTable(code), code);
  assert.is(countryName("DE"), "Germany");
});

test.run();
