import { suite } from "uvu";
import * as assert from "uvu/assert";
import { directionOf, matchLanguage } from "../../src/lib/i18n/languages";
import { offeredLanguages } from "../../src/lib/i18n/offered-languages";

const test = suite("languages");

test("a tag gets the widget's closest language, or none", () => {
  assert.is(matchLanguage("de"), "de");
  assert.is(matchLanguage("de-AT"), "de");
  assert.is(matchLanguage("FR-ca"), "fr");
  assert.is(matchLanguage("ar-EG"), "ar");
  assert.is(matchLanguage("en-xa"), "en-XA", "the pseudo-locale by its own tag");
  for (const junk of ["", "zz", "deutsch", "x-klingon", "<script>", "de_DE", "en-", null, 42, undefined]) {
    assert.is(matchLanguage(junk), null, String(junk));
  }
});

test("the offered languages are the known ones, each once, in the host's order", () => {
  assert.equal(offeredLanguages(["de-DE", "en", "de", "xx", 7, "ar"]), ["de", "en", "ar"]);
  assert.equal(offeredLanguages("de"), []);
});

test("Arabic, Hebrew, Persian and Urdu read right to left, with or without a region", () => {
  for (const rtl of ["ar", "ar-SA", "he", "fa-IR", "ur"]) assert.is(directionOf(rtl), "rtl", rtl);
  for (const ltr of ["en", "de", "arn", "fr-CA", "en-XA"]) assert.is(directionOf(ltr), "ltr", ltr);
});

test.run();
