import { suite } from "uvu";
import * as assert from "uvu/assert";
import { formatParts } from "../../src/lib/i18n/message-format";
import { parseMessage, printMessage } from "../../src/lib/i18n/parse-message";
import { activateLanguage, t, tr, translateIn } from "../../src/lib/i18n/translate";

const test = suite("message format");
const format = (message: string, values: Record<string, unknown>, locale = "en") =>
  formatParts(parseMessage(message), values, locale).join("");
const REVIEWS = "{count, plural, =0 {No reviews} one {# review} other {# reviews}}";

test("plurals follow each language's rules, with the number in its own digits", () => {
  assert.is(format(REVIEWS, { count: 0 }), "No reviews");
  assert.is(format(REVIEWS, { count: 1 }), "1 review");
  assert.is(format(REVIEWS, { count: 2431 }), "2,431 reviews");
  assert.is(format("{n, plural, one {# avis} other {# avis}}", { n: 0 }, "fr"), "0 avis");
  const ar = "{n, plural, zero {لا شيء} one {واحد} two {اثنان} few {# قليلة} many {# كثيرة} other {# أخرى}}";
  assert.is(format(ar, { n: 2 }, "ar"), "اثنان");
  const digits = new Intl.NumberFormat("ar");
  assert.is(format(ar, { n: 3 }, "ar"), `${digits.format(3)} قليلة`);
  assert.is(format(ar, { n: 11 }, "ar"), `${digits.format(11)} كثيرة`);
  assert.is(format("{n, number}", { n: 2431.5 }, "de"), "2.431,5");
});

test("select, apostrophes as ICU quotes them, and tags a caller renders", () => {
  assert.is(format("{who, select, shop {the store} other {someone}}", { who: "shop" }), "the store");
  assert.is(format("{who, select, shop {the store} other {someone}}", { who: "x" }), "someone");
  assert.is(format("l'avis de {name}", { name: "Ana" }), "l'avis de Ana");
  assert.is(format("it''s '{literal}'", {}), "it's {literal}");
  const parts = formatParts(
    parseMessage("Read the <a>terms</a>."),
    { a: (c: unknown[]) => ["<", ...c, ">"] },
    "en",
  );
  assert.equal(parts, ["Read the ", ["<", "terms", ">"], "."]);
});

test("a missing value shows as its name, never as nothing", () => {
  assert.is(format("Hello {name}", {}), "Hello {name}");
});

test("bad syntax is refused with its position", () => {
  for (const bad of ["{", "{n, plural, one {x}}", "{n, frobnicate}", "<b>open", "}"]) {
    assert.throws(() => parseMessage(bad), SyntaxError, bad);
  }
});

test("printing gives back a message that formats the same", () => {
  for (const message of [REVIEWS, "it''s '{literal}' <b>{x}</b>", "{who, select, a {#} other {# '#'}}"]) {
    const again = printMessage(parseMessage(message));
    assert.equal(parseMessage(again), parseMessage(message), again);
  }
});

test("t() uses the active catalogue, keyed by English or numbered by the build", () => {
  try {
    activateLanguage("de", { "Search for product": "Produkt suchen" });
    assert.is(t("Search for product"), "Produkt suchen");
    activateLanguage("de", ["Produkt suchen", [["n"], " Bewertungen"]]);
    assert.is(t(["Search for product", 0]), "Produkt suchen");
    assert.is(
      t([[["n"], " reviews"], 1] as const, { n: 2431 }),
      "2.431 Bewertungen",
      "the build's parsed form",
    );
    assert.is(t(["Not in the list", 5]), "Not in the list");
    assert.equal(tr("<b>x</b>", { b: (c: unknown[]) => c.length }), [1]);
    assert.is(translateIn("fr", { Hi: "Salut {n}" }, "Hi", { n: 1000 }), "Salut 1\u202f000");
  } finally {
    activateLanguage("en", null);
  }
  assert.is(t("Search for product"), "Search for product");
});

test.run();
