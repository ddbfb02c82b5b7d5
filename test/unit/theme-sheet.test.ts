// The theme's stylesheet a host links (src/lib/theme-sheet.ts): the cases the Rails gem runs too,
// the shades theme.css mixes named as it names them, and no theme whatever (readTheme's, as every
// host reads it) whose text leaves the one rule on .rv-root or a value its own declaration.
import { readFileSync } from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { root } from "../../build/paths";
import { readTheme } from "../../src/lib/theme";
import { MIXED_SHADES, themeSheet } from "../../src/lib/theme-sheet";
import THEME_SHEETS from "../support/shapes/theme-sheets.json";

const test = suite("theme-sheet");

test("the cases the gem runs too: what is kept, in the order given, the accent's shades mixed where not given", () => {
  for (const { theme, css } of THEME_SHEETS.cases)
    assert.is(themeSheet(readTheme(theme, [])), css, JSON.stringify(theme));
});

test("a shade the sheet takes mixed is the one theme.css mixes from the property, as for a root the script themed", () => {
  const css = readFileSync(path.join(root, "src/styles/theme.css"), "utf8");
  for (const [from, shades] of Object.entries(MIXED_SHADES)) {
    const rule = css.match(
      new RegExp(`:where\\(\\.rv-root\\[style\\*="--rv-${from}:"\\]\\) \\{([^}]*)\\}`),
    )?.[1];
    assert.ok(rule, `theme.css mixes shades of --rv-${from}`);
    const set = [...rule.matchAll(/--rv-([a-z-]+): var\(--rv-([a-z-]+)\);/g)].map(([, shade, mixed]) => [
      shade,
      mixed,
    ]);
    assert.equal(
      set,
      shades.map((shade) => [shade, `${shade}-mixed`]),
    );
    for (const shade of shades) assert.match(css, `--rv-${shade}-mixed: var(--rv-light, color-mix(`);
  }
});

test("docs/theme.md's example of the sheet is the text of its example theme", () => {
  const doc = readFileSync(path.join(root, "docs/theme.md"), "utf8");
  const theme = JSON.parse(doc.match(/\{ "theme": (\{[^}]*\})/)?.[1] ?? "null");
  const sheet = doc.match(/```css\n {2}(\.rv-root\{.*\})\n/)?.[1];
  assert.is(sheet && `${sheet}\n`, themeSheet(readTheme(theme, [])));
});

/** A declaration of the sheet: a property of the widget's and a value without any of CSS's structure (no comment: no '*'). */
const DECLARATION = /^--rv-([a-z][a-z-]*):([^;{}"'\\!*<>@]*|var\(--rv-[a-z-]+-mixed\))(!important)?$/;

/** The sheet's declarations, if it is one rule on .rv-root and nothing else, else null. */
function declarationsOf(css: string): { name: string; value: string }[] | null {
  const rule = css.match(/^\.rv-root\{([^{}]*)\}\n$/)?.[1];
  if (rule === undefined) return null;
  const declarations = rule.split(";").map((text) => text.match(DECLARATION));
  if (declarations.some((match) => !match)) return null;
  return declarations.map((match) => ({ name: match?.[1] as string, value: match?.[2] as string }));
}

/** What a theme's value may be made of: CSS's structure among a colour's and a length's words. */
const hostile = fc.constantFrom(
  ";",
  "}",
  "{",
  "/*",
  "*/",
  "\\",
  '"',
  "'",
  "!important",
  "<",
  "url(",
  ")",
  "\n",
  "\u00a0",
);
const word = fc.constantFrom("1 ", " 2", "3", ".5", "%", "deg", " / ", ",", "0", "fff", "px", "rem");
const value = fc.oneof(
  fc
    .tuple(
      fc.constantFrom("#", "rgb(", "hsl(", "oklch(", ""),
      fc.array(fc.oneof({ weight: 3, arbitrary: word }, { weight: 1, arbitrary: hostile }, fc.string()), {
        maxLength: 7,
      }),
      fc.constantFrom(")", "", "px"),
    )
    .map(([start, pieces, end]) => `${start}${pieces.join("")}${end}`),
  fc.anything(),
);
const name = fc.oneof(
  fc.string(),
  fc.constantFrom("accent", "accent-strong", "radius", "space", "star", "x;y"),
);

test("no theme's name or value leaves its declaration: one rule on .rv-root, a declaration a kept property, each value as given", () => {
  fc.assert(
    fc.property(fc.dictionary(name, value), (given) => {
      const kept = readTheme(given, []);
      const css = themeSheet(kept);
      if (Object.keys(kept).length === 0) return css === "";
      const declarations = declarationsOf(css);
      if (!declarations) return false;
      const set = declarations.filter(({ value }) => !value.startsWith("var(--rv-"));
      return set.length === Object.keys(kept).length && set.every(({ name, value }) => kept[name] === value);
    }),
    { numRuns: 3000 },
  );
});

test("the check itself: a value that ends its declaration, or a rule, is caught", () => {
  assert.is(declarationsOf(".rv-root{--rv-accent:#fff;}body{color:red!important}\n"), null);
  assert.is(declarationsOf(".rv-root{--rv-accent:#fff;color:red!important}\n"), null);
  assert.is(declarationsOf(".rv-root{--rv-accent:#fff/**/!important}\n"), null);
  assert.equal(declarationsOf(".rv-root{--rv-accent:#fff!important}\n"), [{ name: "accent", value: "#fff" }]);
});

test.run();
