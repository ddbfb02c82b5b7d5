// The country table, the searchable country list and country normalising.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { ENGLISH_COUNTRY_NAMES } from "../../fixtures/host/country-names";
import {
  COUNTRIES,
  countryOptions,
  isKnownCountry,
  normalizeCountry,
  shippingCountryOptions,
  TOP_COUNTRIES,
} from "../../src/lib/countries";
import { countryName } from "../../src/lib/country-names";
import { formatDate } from "../../src/lib/date-format";
import { activateLanguage } from "../../src/lib/i18n/translate";

const test = suite("countries");

test("every country has a name, a three-letter currency and a symbol", () => {
  for (const [code, country] of Object.entries(COUNTRIES)) {
    assert.match(code, /^[A-Z]{2}$/);
    assert.ok(countryName(code) !== code, `${code}: the runtime names it`);
    assert.ok(ENGLISH_COUNTRY_NAMES[code], `${code}: the reference host names it`);
    assert.match(country.currency, /^[A-Z]{3}$/, code);
    assert.ok(country.symbol.length > 0, code);
    if (country.dateFormat) assert.match(country.dateFormat, /YYYY/, code);
  }
});

test("country list: '*' All countries, then AU CA FR DE IN IT NL NZ ES GB US, then the rest by name", () => {
  const options = countryOptions();
  assert.equal(options[0], { code: "*", name: "All countries" });
  assert.equal(
    options.slice(1, 12).map((o) => o.code),
    ["AU", "CA", "FR", "DE", "IN", "IT", "NL", "NZ", "ES", "GB", "US"],
  );
  assert.equal(options[1], { code: "AU", name: "Australia" });
  const rest = options.slice(12).map((o) => o.name);
  assert.equal(
    rest,
    [...rest].sort((a, b) => a.localeCompare(b, "en")),
  );
  assert.is(options.length, Object.keys(COUNTRIES).length + 1);
  assert.ok(rest.every((name) => !TOP_COUNTRIES.map(countryName).includes(name)));
});

test("country list in German: named by the browser in German and sorted by German rules, the top ones first (regression)", () => {
  activateLanguage("de", {});
  try {
    const options = countryOptions();
    const top = options.slice(1, 12);
    assert.equal(top.map((o) => o.code).sort(), [...TOP_COUNTRIES].sort());
    // Not the English order (Australia, Canada, France, Germany…): Deutschland before Frankreich and Kanada.
    assert.equal(
      top.map((o) => o.name),
      [
        "Australien",
        "Deutschland",
        "Frankreich",
        "Indien",
        "Italien",
        "Kanada",
        "Neuseeland",
        "Niederlande",
        "Spanien",
        "Vereinigte Staaten",
        "Vereinigtes Königreich",
      ],
    );
    const rest = options.slice(12).map((o) => o.name);
    assert.ok(rest.length > 30);
    assert.equal(rest, [...rest].sort(new Intl.Collator("de").compare));
    // German sorts Ä with A: Ägypten (EG) comes before Argentinien (AR), unlike by code.
    assert.ok(rest.indexOf("Ägypten") < rest.indexOf("Argentinien"));
  } finally {
    activateLanguage("en", null);
  }
  assert.is(countryOptions()[4]?.name, "Germany", "back in English");
});

test("a country is upper-cased and kept only when it is in the list", () => {
  assert.is(normalizeCountry("gb"), "GB");
  assert.is(normalizeCountry(" de "), "DE");
  assert.is(normalizeCountry("*"), "*");
  assert.is(normalizeCountry("zz"), null);
  assert.is(normalizeCountry("GBR"), null);
  assert.is(normalizeCountry(undefined), null);
  assert.ok(isKnownCountry("US"));
  assert.not.ok(isKnownCountry("us"), "codes are upper case");
});

test("names and dates in the country's format", () => {
  assert.is(countryName("*"), "All countries");
  assert.is(countryName("NZ"), "New Zealand");
  assert.is(countryName("QQ"), "QQ");
  assert.is(formatDate("2026-03-04T10:00:00Z", "US"), "03/04/2026");
  assert.is(formatDate("2026-03-04T10:00:00Z", "DE"), "04.03.2026");
  assert.is(formatDate("2026-03-04T10:00:00Z", "SE"), "2026-03-04", "no format: ISO");
  assert.is(formatDate("not a date", "US"), "");
});

test("'Ships to': All countries, then the host's countries named and sorted in the active language; a country the address names is kept", () => {
  const shipping = [
    { code: "AR", name: "Argentina" },
    { code: "DE", name: "Germany" },
  ];
  assert.equal(shippingCountryOptions(shipping, "DE"), [{ code: "*", name: "All countries" }, ...shipping]);
  assert.equal(shippingCountryOptions(shipping, "*").length, 3);
  assert.equal(shippingCountryOptions([], "JP"), [
    { code: "*", name: "All countries" },
    { code: "JP", name: "Japan" },
  ]);
});

test("'Ships to' in German: the host's English names give way to German ones, sorted by German rules (regression)", () => {
  const english = [
    { code: "AR", name: "Argentina" },
    { code: "AT", name: "Austria" },
    { code: "DE", name: "Germany" },
    { code: "EG", name: "Egypt" },
    { code: "US", name: "United States" },
    { code: "GB", name: "United Kingdom" },
  ];
  activateLanguage("de", { "All countries": "Alle Länder" });
  try {
    assert.equal(
      shippingCountryOptions(english, "CH").map((o) => o.name),
      [
        "Alle Länder",
        "Ägypten",
        "Argentinien",
        "Deutschland",
        "Österreich",
        "Schweiz",
        "Vereinigte Staaten",
        "Vereinigtes Königreich",
      ],
    );
  } finally {
    activateLanguage("en", null);
  }
});

test.run();
