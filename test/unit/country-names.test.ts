import { test } from "uvu";
import * as assert from "uvu/assert";
import { ENGLISH_COUNTRY_NAMES } from "../../fixtures/host/country-names";
import { COUNTRIES } from "../../src/lib/countries";
import { countryName } from "../../src/lib/country-names";
import { activateLanguage } from "../../src/lib/i18n/translate";

test("country-names: every country of the table is named in English, as the host names it where CLDR agrees", () => {
  const codes = Object.keys(COUNTRIES);
  assert.ok(codes.length > 40);
  // CLDR's English name of HK is 'Hong Kong SAR China'; the host's table says 'Hong Kong'.
  for (const code of codes.filter((c) => c !== "HK"))
    assert.is(countryName(code), ENGLISH_COUNTRY_NAMES[code], code);
  assert.is(countryName("*"), "All countries");
  assert.is(countryName("XX"), "XX");
  assert.is(countryName("DE"), "Germany");
});

test("country-names: in the shopper's language, and in English again after it", () => {
  activateLanguage("fr", { "All countries": "Tous les pays" });
  try {
    assert.is(countryName("DE"), "Allemagne");
    assert.is(countryName("GB"), "Royaume-Uni");
    assert.is(countryName("*"), "Tous les pays");
    assert.is(countryName("XX"), "XX");
  } finally {
    activateLanguage("en", null);
  }
  assert.is(countryName("DE"), "Germany");
});

test.run();
