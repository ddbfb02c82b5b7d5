// The one typeahead every dropdown uses: keys typed within half a second form one prefix, matched
// against an option's code and name; the search box's filter ranks by the same rule.
import fc from "fast-check";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { currencyLabel } from "../../src/lib/currency-options";
import {
  createTypeahead,
  type Matchable,
  matchingOptions,
  matchRank,
  TYPEAHEAD_PAUSE_MS,
  typeaheadTarget,
} from "../../src/lib/typeahead";
import { withFakeTimers } from "../support/components/fake-timers";

const test = suite("typeahead");

// The currency picker's order: Store currency, the top currencies, then the rest.
const CURRENCIES: Matchable[] = [
  "*",
  "AUD",
  "CAD",
  "EUR",
  "GBP",
  "INR",
  "NZD",
  "USD",
  "CHF",
  "DKK",
  "SEK",
].map((code) => ({ label: currencyLabel(code) }));
const COUNTRIES: Matchable[] = [
  { label: "All countries", code: "*" },
  { label: "Australia", code: "AU" },
  { label: "Denmark", code: "DK" },
  { label: "Germany", code: "DE" },
  { label: "United Kingdom", code: "GB" },
  { label: "United States", code: "US" },
];

/** Types `keys` into a listbox of `options` from `active`, `gapMs` apart; the label it lands on. */
function typeInto(
  options: Matchable[],
  keys: string,
  advance: (ms: number) => void,
  { gapMs = 100, active = 0 } = {},
): string | undefined {
  const typeahead = createTypeahead();
  for (const key of keys) {
    const next = typeaheadTarget(options, typeahead.type(key), active);
    if (next !== -1) active = next;
    advance(gapMs);
  }
  return options[active]?.label;
}

test("U, S, D typed quickly form one prefix: the US dollar, not a jump per letter", async () => {
  await withFakeTimers((advance) => {
    assert.is(typeInto(CURRENCIES, "USD", advance), "USD · US Dollar");
    assert.is(typeInto(CURRENCIES, "dkk", advance), "DKK · Danish Krone");
    assert.is(typeInto(CURRENCIES, "Swis", advance), "CHF · Swiss Franc", "a word of the name");
  });
});

test("a pause of half a second starts a new prefix; a key just before it continues the old one", async () => {
  await withFakeTimers((advance) => {
    const typeahead = createTypeahead();
    assert.is(typeahead.type("u"), "u");
    advance(TYPEAHEAD_PAUSE_MS - 1);
    assert.is(typeahead.type("s"), "us");
    advance(TYPEAHEAD_PAUSE_MS);
    assert.is(typeahead.type("d"), "d");
    // Each key restarts the wait, however long the prefix grows.
    advance(TYPEAHEAD_PAUSE_MS - 1);
    assert.is(typeahead.type("k"), "dk");
    advance(TYPEAHEAD_PAUSE_MS - 1);
    assert.is(typeahead.type("k"), "dkk");
    typeahead.reset();
    assert.is(typeahead.type("e"), "e");
    // Through a listbox: 'u', a pause, then 's' starts again: the Swedish krona, not the US dollar.
    assert.is(typeInto(CURRENCIES, "us", advance, { gapMs: TYPEAHEAD_PAUSE_MS }), "SEK · Swedish Krona");
  });
});

test("a space alone types nothing; within a prefix it continues it", async () => {
  await withFakeTimers((advance) => {
    const typeahead = createTypeahead();
    assert.is(typeahead.type(" "), "");
    assert.is(typeInto(COUNTRIES, "united s", advance), "United States");
  });
});

test("the code finds an option as well as its name", async () => {
  await withFakeTimers((advance) => {
    assert.is(typeInto(COUNTRIES, "de", advance), "Germany", "a code typed whole comes first");
    assert.is(typeInto(COUNTRIES, "den", advance), "Denmark");
    assert.is(typeInto(COUNTRIES, "ger", advance), "Germany");
    assert.is(typeInto(COUNTRIES, "gb", advance), "United Kingdom");
    assert.equal(
      matchingOptions(COUNTRIES, "de").map((o) => o.label),
      ["Germany", "Denmark"],
      "the search box ranks by the same rule",
    );
    assert.equal(
      matchingOptions(COUNTRIES, "us").map((o) => o.label),
      ["United States", "Australia"],
    );
  });
});

test("one letter again and again steps through the options starting with it, and wraps", async () => {
  await withFakeTimers((advance) => {
    const labels = [1, 2, 3, 4].map((presses) => typeInto(COUNTRIES, "u".repeat(presses), advance));
    assert.equal(labels, ["United Kingdom", "United States", "United Kingdom", "United States"]);
  });
});

test("typing on keeps the option found; nothing matching leaves the active option", () => {
  const usd = CURRENCIES.findIndex((o) => o.label.startsWith("USD"));
  assert.is(typeaheadTarget(CURRENCIES, "us", usd), usd);
  assert.is(typeaheadTarget(CURRENCIES, "xyz", 3), -1);
  assert.is(typeaheadTarget([], "a", 0), -1);
  assert.is(typeaheadTarget(CURRENCIES, "", 0), -1);
});

const option = fc.record(
  {
    // Shown names, so never blank and never with spaces around them.
    label: fc
      .string({ unit: fc.constantFrom(..."abcdeu ·›-"), minLength: 1, maxLength: 12 })
      .filter((label) => label.trim() === label && label !== ""),
    code: fc.string({ unit: fc.constantFrom(..."ABDEU"), minLength: 1, maxLength: 3 }),
  },
  { requiredKeys: ["label"] },
);
const typedText = fc.string({ unit: fc.constantFrom(..."abdeu ·"), minLength: 1, maxLength: 4 });

test("the typeahead lands on a best match or stays; the search box keeps exactly the matches, best first (property)", () => {
  fc.assert(
    fc.property(fc.array(option, { maxLength: 12 }), typedText, fc.nat(), (options, typed, start) => {
      const active = options.length ? start % options.length : 0;
      const stepping = [...typed].every((char) => char === typed[0]);
      const text = stepping ? (typed[0] as string) : typed;
      const ranks = options.map((o) => matchRank(o, text));
      const found = ranks.filter((rank) => rank !== null);
      const target = typeaheadTarget(options, typed, active);
      if (found.length === 0) assert.is(target, -1);
      else assert.is(ranks[target], Math.min(...found));

      if (!typed.trim()) return;
      const shown = matchingOptions(options, typed);
      assert.is(shown.length, options.filter((o) => matchRank(o, typed) !== null).length);
      const shownRanks = shown.map((o) => matchRank(o, typed) as number);
      assert.equal(
        shownRanks,
        [...shownRanks].sort((a, b) => a - b),
      );
    }),
  );
});

test("typing an option's whole name or code from anywhere lands on an option starting with it (property)", () => {
  fc.assert(
    fc.property(
      fc.array(option, { minLength: 1, maxLength: 12 }),
      fc.nat(),
      fc.nat(),
      (options, pick, start) => {
        const wanted = options[pick % options.length] as Matchable;
        for (const typed of [wanted.label, wanted.code ?? wanted.label]) {
          if (!typed.trim()) continue;
          const target = options[typeaheadTarget(options, typed, start % options.length)];
          const text = [...typed].every((char) => char === typed[0]) ? typed[0] : typed;
          const needle = (text as string).trim().toLowerCase();
          assert.ok(
            target?.label.toLowerCase().startsWith(needle) || target?.code?.toLowerCase().startsWith(needle),
            `${typed} → ${target?.label}`,
          );
        }
      },
    ),
  );
});

test.run();
