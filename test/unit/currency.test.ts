// Currency rules: conversion, formatting, the dropdown's options and normalising.
import fc from "fast-check";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { convertPrice, displayPrice, formatMoney, STORE_CURRENCY } from "../../src/lib/currency";
import {
  currencyFlagUrl,
  currencyLabel,
  currencyOptions,
  TOP_CURRENCIES,
} from "../../src/lib/currency-options";
import { cleanRates, normalizeCurrency } from "../../src/lib/currency-rates";
import { activateLanguage } from "../../src/lib/i18n/translate";

const test = suite("currency");
const RATES = { USD: 1, EUR: 0.92, GBP: 0.79, JPY: 151.2, AUD: 1.52, CHF: 0.9, SEK: 10.6 };

test("converts through the dollar rates and keeps the same currency as it is", () => {
  assert.is(convertPrice(100, "USD", "EUR", RATES), 92);
  assert.is(convertPrice(92, "EUR", "USD", RATES), 100);
  assert.is(convertPrice(50, "GBP", "GBP", RATES), 50);
});

test("nothing when rates, either currency or the amount is missing, or the target is '*'", () => {
  assert.is(convertPrice(100, "USD", "EUR", null), null);
  assert.is(convertPrice(100, "USD", "EUR", undefined), null);
  assert.is(convertPrice(null, "USD", "EUR", RATES), null);
  assert.is(convertPrice(undefined, "USD", "EUR", RATES), null);
  assert.is(convertPrice(Number.NaN, "USD", "EUR", RATES), null);
  assert.is(convertPrice(100, "", "EUR", RATES), null);
  assert.is(convertPrice(100, "USD", null, RATES), null);
  assert.is(convertPrice(100, "USD", STORE_CURRENCY, RATES), null);
  assert.is(convertPrice(100, "USD", "XYZ", RATES), null);
  assert.is(convertPrice(100, "XYZ", "EUR", RATES), null);
});

test("converting there and back gives the amount again (property)", () => {
  const codes = Object.keys(RATES);
  fc.assert(
    fc.property(
      fc.double({ min: 0, max: 1e7, noNaN: true }),
      fc.constantFrom(...codes),
      fc.constantFrom(...codes),
      (amount, from, to) => {
        const there = convertPrice(amount, from, to, RATES);
        assert.ok(there !== null);
        const back = convertPrice(there, to, from, RATES) as number;
        assert.ok(Math.abs(back - amount) <= 1e-9 * Math.max(1, amount));
      },
    ),
  );
});

test("prices are formatted with Intl.NumberFormat in the chosen currency", () => {
  assert.is(formatMoney(12.5, "EUR"), "€12.50");
  assert.is(formatMoney(1234, "USD"), "$1,234.00");
  assert.is(formatMoney(1200, "JPY"), "¥1,200");
  assert.is(formatMoney(3, "not a currency"), "3.00 not a currency");
  assert.is(displayPrice(100, "USD", "EUR", RATES), "€92.00");
  assert.is(
    displayPrice(100, "USD", STORE_CURRENCY, RATES),
    "$100.00",
    "store currency: as the store sells it",
  );
  assert.is(displayPrice(100, "USD", "EUR", null), "$100.00", "no rates: as the store sells it");
});

test("options: Store currency, the top currencies in order, a separator, then the rest A–Z", () => {
  const options = currencyOptions(RATES);
  assert.equal(
    options.map((o) => o.code),
    ["*", "AUD", "EUR", "GBP", "USD", "CHF", "JPY", "SEK"],
  );
  assert.equal(
    options.filter((o) => o.separatorBefore).map((o) => o.code),
    ["CHF"],
  );
  const all = Object.fromEntries([...TOP_CURRENCIES, "BRL", "ZAR"].map((c) => [c, 1]));
  assert.equal(
    currencyOptions(all).map((o) => o.code),
    ["*", "AUD", "CAD", "EUR", "GBP", "INR", "NZD", "USD", "BRL", "ZAR"],
  );
  assert.equal(currencyOptions(null), [{ code: "*", separatorBefore: false }]);
  assert.equal(
    currencyOptions({ BRL: 5 }).map((o) => [o.code, o.separatorBefore]),
    [
      ["*", false],
      ["BRL", false],
    ],
    "no separator without top currencies above it",
  );
});

test("a currency is upper-cased and falls back to '*' when the rates do not know it", () => {
  assert.is(normalizeCurrency("eur", RATES), "EUR");
  assert.is(normalizeCurrency(" gbp ", RATES), "GBP");
  assert.is(normalizeCurrency("xyz", RATES), STORE_CURRENCY);
  assert.is(normalizeCurrency("*", RATES), STORE_CURRENCY);
  assert.is(normalizeCurrency("euro", RATES), STORE_CURRENCY);
  assert.is(normalizeCurrency(42, RATES), STORE_CURRENCY);
  assert.is(normalizeCurrency("eur", null), "EUR", "without rates only the shape is checked");
});

test("normalising never returns anything but '*' or a currency the rates know (property)", () => {
  fc.assert(
    fc.property(fc.oneof(fc.string(), fc.constantFrom("eur", "Usd", "gbp", "xx", "*")), (raw) => {
      const code = normalizeCurrency(raw, RATES);
      assert.ok(code === STORE_CURRENCY || code in RATES);
    }),
  );
});

test("rates keep only positive finite numbers under three-letter codes", () => {
  assert.equal(cleanRates({ USD: 1, EUR: 0.9, BAD: -1, NaN: Number.NaN, eur: 2, GBP: "0.8" }), {
    USD: 1,
    EUR: 0.9,
  });
  assert.is(cleanRates(null), null);
  assert.is(cleanRates([1, 2]), null);
  assert.is(cleanRates({}), null);
});

test("labels and flags", () => {
  assert.is(currencyLabel("*"), "Store currency");
  assert.is(currencyLabel("EUR"), "EUR · Euro");
  activateLanguage("de", { "Store currency": "Shop-Währung" });
  try {
    assert.is(currencyLabel("USD"), "USD · US-Dollar", "named in the shopper's language");
    assert.is(currencyLabel("*"), "Shop-Währung");
    assert.is(formatMoney(1234, "USD"), "1.234,00\u00a0$", "formatted in it too");
  } finally {
    activateLanguage("en", null);
  }
  assert.is(currencyLabel("USD"), "USD · US Dollar", "and in English again after it");
  assert.is(currencyFlagUrl("/image-host/", "EUR"), "/image-host/flags/eur.png");
  assert.is(currencyFlagUrl("https://img.example/x", "GBP"), "https://img.example/x/flags/gbp.png");
  assert.is(currencyFlagUrl("/image-host/", "*"), null);
  assert.is(currencyFlagUrl(undefined, "EUR"), null);
});

test.run();
