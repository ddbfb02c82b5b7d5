// The search filter bar's removable pills and their length.
import fc from "fast-check";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { activateLanguage } from "../../src/lib/i18n/translate";
import { withoutFilter } from "../../src/lib/search-filters";
import { searchHref } from "../../src/lib/search-href";
import { normalizeSearchParams } from "../../src/lib/search-params";
import { filterPills, PILL_MAX, pillText } from "../../src/lib/search-pills";

const test = suite("search-pills");
const context = { categoryName: "Kitchen Appliances", formatPrice: (n: number) => `€${n}` };

test("a pill's text is cut at 30 characters plus '...'", () => {
  assert.is(pillText("a".repeat(30)), "a".repeat(30));
  assert.is(pillText("b".repeat(31)), `${"b".repeat(30)}...`);
});

test("property: a pill is its text when short, else its first 30 characters and '...'", () => {
  fc.assert(
    fc.property(fc.string({ unit: "grapheme", maxLength: 60 }), (text) => {
      const chars = [...text];
      const shown = pillText(text);
      if (chars.length <= PILL_MAX) assert.is(shown, text);
      else assert.is(shown, `${chars.slice(0, PILL_MAX).join("")}...`);
    }),
  );
});

test("one pill per filter away from its default, with readable labels", () => {
  const params = normalizeSearchParams(
    "country=DE&store_country=GB&min_rating=4&min_transparency=95&min_authenticity=90&min_price=10&max_price=50&reviews_count=10&category_id=2",
  );
  assert.equal(
    filterPills(params, context).map((p) => p.label),
    [
      "Category: Kitchen Appliances",
      "Ships to Germany",
      "Stores in United Kingdom",
      "4+ stars",
      "Transparency 95%+",
      "Authenticity 90%+",
      "€10 – €50",
      "10+ reviews",
    ],
  );
  assert.equal(filterPills(normalizeSearchParams("q=tea&min_transparency=0"), context), []);
});

test("the default transparency of 80 is a pill too; removing it writes min_transparency=0", () => {
  const fresh = normalizeSearchParams("q=tea");
  assert.equal(filterPills(fresh, context), [{ fields: ["min_transparency"], label: "Transparency 80%+" }]);
  const removed = withoutFilter(fresh, ["min_transparency"]);
  assert.is(searchHref("/reviews/search", removed), "/reviews/search?q=tea&page=1&min_transparency=0");
  assert.equal(filterPills(normalizeSearchParams(searchHref("/", removed).split("?")[1] ?? ""), context), []);
});

test("a one-sided price range names its side; the range pill clears both ends", () => {
  assert.equal(filterPills(normalizeSearchParams("min_price=5&min_transparency=0"), context)[0], {
    fields: ["min_price"],
    label: "From €5",
  });
  assert.equal(
    filterPills(normalizeSearchParams("max_price=9&min_transparency=0"), context)[0]?.label,
    "Up to €9",
  );
  assert.equal(
    filterPills(normalizeSearchParams("min_price=5&max_price=9&min_transparency=0"), context)[0]?.fields,
    ["min_price", "max_price"],
  );
});

test("pills in the shopper's language: its messages, its country names, its plural forms", () => {
  activateLanguage("de", {
    "Ships to {country}": "Versand nach: {country}",
    "{count, plural, other {#+ reviews}}": "{count, plural, one {ab # Bewertung} other {ab # Bewertungen}}",
  });
  try {
    const params = normalizeSearchParams("country=DE&reviews_count=1000&min_transparency=0");
    assert.equal(
      filterPills(params, context).map((p) => p.label),
      ["Versand nach: Deutschland", "ab 1.000 Bewertungen"],
    );
  } finally {
    activateLanguage("en", null);
  }
});

test.run();
