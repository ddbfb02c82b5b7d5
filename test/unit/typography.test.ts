// Each language's typography in both catalogues: French non-breaking spaces before : ; ? ! and
// inside « », one kind of quotes per language, one apostrophe in Dutch, Italian and French, Spain's
// 'vídeo', Arabic punctuation, … for three dots (test/support/languages/typography.ts).
import path from "node:path";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { catalogueLanguages, LOCALES_DIR, readCatalogue } from "../../build/messages";
import { root } from "../../build/paths";
import { TYPOGRAPHY, typographyProblems } from "../support/languages/typography";

const test = suite("typography");
const HOST_LOCALES = path.join(root, "fixtures/host/locales");

const saysOf = (locale: string, catalogue: Record<string, string>) =>
  typographyProblems(locale, catalogue).map((problem) => `${problem.message}: ${problem.says}`);

test("every language of the catalogues has its rules", () => {
  assert.equal(Object.keys(TYPOGRAPHY).sort(), catalogueLanguages());
});

test("the rules find what a language does not write, in the text only (regression)", () => {
  assert.equal(
    saysOf("fr", {
      "Reason: {reason}": "Motif : {reason}",
      "Why?": "Pourquoi ?",
      "“{q}”": "« {q} »",
      "At 10:30": "À 10:30",
      "{n, plural, one {# review} other {# reviews}}": "{n, plural, one {# avis} other {# avis}}",
    }),
    [
      "Reason: {reason}: a plain space or none before : ; ? ! » (a non-breaking one)",
      "Why?: a plain space or none before : ; ? ! » (a non-breaking one)",
      "“{q}”: a plain space or none before : ; ? ! » (a non-breaking one)",
      "“{q}”: a plain space or none after « (a non-breaking one)",
    ],
  );
  assert.equal(saysOf("fr", { "Reason: {reason}": "Motif\u00a0: {reason}", "Why?": "Pourquoi\u202f?" }), []);
  assert.equal(saysOf("nl", { Photos: "Foto's" }), ["Photos: a straight apostrophe ' (use ’, as in foto’s)"]);
  assert.equal(saysOf("nl", { Photos: "Foto’s" }), []);
  assert.equal(saysOf("es", { Video: "Video" }), ["Video: 'video' (Spain's Spanish writes 'vídeo')"]);
  assert.equal(saysOf("it", { "“{q}”": "«{q}»" }), ["“{q}”: quotes other than “ ”"]);
  assert.equal(saysOf("ar", { "Why?": "لماذا?" }), ["Why?: Latin punctuation , ; ? (Arabic writes ، ؛ ؟)"]);
  assert.equal(
    saysOf("ar", { "{a, plural, one {x} other {y}}": "{a, plural, one {س} other {ص}}" }),
    [],
    "syntax is no text",
  );
});

for (const [name, dir] of [
  ["widget", LOCALES_DIR],
  ["reference host", HOST_LOCALES],
] as const) {
  for (const locale of catalogueLanguages(dir)) {
    test(`${name}: ${locale} keeps its typography`, () => {
      const problems = saysOf(locale, readCatalogue(locale, dir));
      assert.equal(problems, [], `${problems.length} messages`);
    });
  }
}

test.run();
