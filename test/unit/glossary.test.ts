// One term, one translation: every message of the widget and of the reference host whose English
// holds a word of the glossary (src/locales/GLOSSARY.md) holds that language's term, and a text both
// say (a page's title in the host's words, its heading in the widget's) is translated the same.
import path from "node:path";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { catalogueLanguages, LOCALES_DIR, readCatalogue } from "../../build/messages";
import { root } from "../../build/paths";
import { comparable, glossaryMisses, readGlossary } from "../support/languages/glossary";

const test = suite("glossary");
const glossary = readGlossary();
const HOST_LOCALES = path.join(root, "fixtures/host/locales");

test("the glossary names a term in every language of the catalogues, for each of its rows", () => {
  assert.equal([...glossary.languages].sort(), catalogueLanguages());
  assert.ok(glossary.terms.length >= 16, `${glossary.terms.length} terms`);
  for (const term of glossary.terms)
    for (const locale of glossary.languages)
      assert.ok(term.forms[locale]?.length, `${term.english}: ${locale}`);
  for (const english of ["review", "reviewer", "store", "marketplace", "medal", "dispute", "outcome", "feed"])
    assert.ok(
      glossary.terms.some((term) => term.pattern.test(english)),
      `'${english}' has a row`,
    );
});

test("a translation that says a term otherwise is found, in any case and with Arabic's short vowels", () => {
  const reviewer = glossaryMisses(glossary, "de", {
    "For reviewers": "Für Bewertende",
    "Find reviewers to follow.": "Finden Sie Rezensenten, denen Sie folgen können.",
  });
  assert.equal(
    reviewer.map((miss) => miss.message),
    ["For reviewers"],
  );
  assert.equal(
    glossaryMisses(glossary, "ar", {
      Medals: "الميداليات",
      "Verified buyer": "مشتري موثّق",
      "What the medals mean": "ماذا تعني الأوسمة",
    }).map((miss) => miss.message),
    ["Medals", "Verified buyer"],
  );
  assert.equal(glossaryMisses(glossary, "ar", { "Verified buyer": "مشترٍ موثّق" }), [], "with its tanwin");
  // A word of a message's syntax is none of its text: an argument named like a term.
  assert.equal(glossaryMisses(glossary, "de", { "By {reviewer}": "Von {reviewer}" }), []);
  assert.is(comparable("Fil d’actualité"), "fil d'actualité");
});

for (const [name, dir] of [
  ["widget", LOCALES_DIR],
  ["reference host", HOST_LOCALES],
] as const) {
  for (const locale of glossary.languages) {
    test(`${name}: ${locale} says every glossary term as the glossary does`, () => {
      const misses = glossaryMisses(glossary, locale, readCatalogue(locale, dir)).map(
        (miss) =>
          `${miss.term}: ${miss.message} → ${miss.translation} (expected ${miss.expected.join(" or ")})`,
      );
      assert.equal(misses, [], `${misses.length} messages without their term (src/locales/GLOSSARY.md)`);
    });
  }
}

test("a text the widget and the host both say is translated the same in each language (a page's title and its heading)", () => {
  for (const locale of glossary.languages) {
    const widget = readCatalogue(locale);
    const host = readCatalogue(locale, HOST_LOCALES);
    const shared = Object.keys(host).filter((message) => message in widget);
    assert.ok(shared.includes("Feed") && shared.length > 20, `${locale}: ${shared.length} shared`);
    const differ = shared.filter((message) => widget[message] !== host[message]);
    assert.equal(
      differ.map((message) => `${message}: ${widget[message]} / ${host[message]}`),
      [],
      locale,
    );
  }
});

test.run();
