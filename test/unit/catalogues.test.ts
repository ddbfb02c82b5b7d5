// Every catalogue has every message of its sources, non-empty, in valid syntax, with the same
// arguments and tags as the English, and a form for each plural category its language has.
import path from "node:path";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import {
  catalogueLanguages,
  collectMessages,
  messagesIn,
  numberMessages,
  pseudoLocalize,
  readCatalogue,
} from "../../build/messages";
import { root } from "../../build/paths";
import type { Part } from "../../src/lib/i18n/message-format";
import { argumentNames, parseMessage, pluralCases } from "../../src/lib/i18n/parse-message";

const test = suite("catalogues");

const SETS = [
  { name: "widget", sources: path.join(root, "src"), catalogues: path.join(root, "src/locales") },
  {
    name: "reference host",
    sources: path.join(root, "fixtures/host"),
    catalogues: path.join(root, "fixtures/host/locales"),
  },
];

test("the build finds messages in t(), tr() and msg() and numbers each literal", () => {
  const code =
    'a(t("One {n}", { n })); tr("Two <b>x</b>", {}); const x = msg("Three"); sort("no"); o.t("no");';
  assert.equal(messagesIn(code), ["One {n}", "Two <b>x</b>", "Three"]);
  const numbered = numberMessages(
    code,
    new Map([
      ["One {n}", 0],
      ["Three", 2],
    ]),
  );
  assert.ok(numbered.includes('t([["One ",["n"]],0], { n })'), "parsed, with its number");
  assert.ok(numbered.includes('const x = (["Three",2])'), "a text alone stays a text; msg() gives way to it");
  assert.ok(numbered.includes('tr("Two <b>x</b>"'), "a message the numbers lack is left as it is");
});

for (const set of SETS) {
  const messages = collectMessages(set.sources);

  test(`${set.name}: every English message is valid message syntax`, () => {
    if (set.name === "widget") assert.ok(messages.length > 300, `only ${messages.length} messages found`);
    for (const message of messages) {
      try {
        parseMessage(message);
      } catch (error) {
        assert.unreachable(`${message}: ${(error as Error).message}`);
      }
    }
  });

  test(`${set.name}: the pseudo-locale keeps every argument and tag`, () => {
    for (const message of messages) {
      const pseudo = parseMessage(pseudoLocalize(message));
      assert.equal(argumentNames(pseudo), argumentNames(parseMessage(message)), message);
    }
  });

  for (const locale of catalogueLanguages(set.catalogues)) {
    test(`${set.name}: ${locale} has every message, translated, with the same arguments and its plural forms`, () => {
      const catalogue = readCatalogue(locale, set.catalogues);
      const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
      const problems: string[] = [];
      for (const message of messages) {
        const translation = catalogue[message];
        if (!translation) {
          problems.push(`missing: ${message}`);
          continue;
        }
        let parts: readonly Part[];
        try {
          parts = parseMessage(translation);
        } catch (error) {
          problems.push(`syntax: ${translation} (${(error as Error).message})`);
          continue;
        }
        const english = parseMessage(message);
        const expected = [...argumentNames(english)].sort().join(" | ");
        const got = [...argumentNames(parts)].sort().join(" | ");
        if (expected !== got)
          problems.push(`arguments: ${message} → ${translation} (${got} instead of ${expected})`);
        for (const [name, cases] of pluralCases(parts)) {
          const lacking = categories.filter((c) => !cases.includes(c));
          if (lacking.length) problems.push(`plural ${name} lacks ${lacking.join(", ")}: ${translation}`);
        }
      }
      for (const message of Object.keys(catalogue)) {
        if (!messages.includes(message)) problems.push(`not used by any source: ${message}`);
      }
      assert.equal(
        problems,
        [],
        `${locale}: ${problems.length} problems (npm run messages updates the files)`,
      );
    });
  }
}

test.run();
