// Every colour the widget paints goes through the theme's properties (src/styles/theme.css): no
// stylesheet but the theme's writes a colour of its own (#hex, rgb(), hsl(), a named colour, a
// colour in a drawn picture's data URL), so a host's theme and the dark scheme reach all of it; the
// browser's system colours (fieldtext, buttonface…) are left to browser-defaults.css, which gives a
// control the browser's own look. And every --rv- property a stylesheet reads is defined.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { root } from "../../build/paths";

const src = path.join(root, "src");
const THEME = "styles/theme.css";
const sheets = readdirSync(src, { recursive: true, encoding: "utf8" })
  .filter((file) => file.endsWith(".css"))
  .map((file) => ({
    file,
    text: readFileSync(path.join(src, file), "utf8").replace(/\/\*[\s\S]*?\*\//g, ""),
  }));

/** A colour written as one: a hex, a colour function, a named colour, or a hex in a data URL (%23). */
const LITERAL =
  /#[\da-f]{3,8}\b|%23[\da-f]{3,8}\b|\b(rgba?|hsla?|hwb|lab|lch|oklab|oklch|color|color-mix)\(|(?<![\w-])(white|black|red|green|blue|gray|grey|silver|orange|yellow|purple|navy|teal|maroon|olive|lime|aqua|fuchsia|pink|brown|gold|ivory|beige|tan|khaki|crimson|coral|salmon|tomato|violet|indigo)(?![\w-])/i;
/** The colour properties a named colour is read in (a data URL's mask shape draws in any colour). */
const COLOUR_PROPERTY =
  /^\s*(color|background(-color)?|border(-[a-z]+)*|outline(-color)?|box-shadow|text-shadow|fill|stroke|caret-color|accent-color|text-decoration(-color)?|column-rule(-color)?|--rv-[\w-]+)\s*:\s*(.*?);?\s*$/i;
const SYSTEM_COLOURS =
  /(?<![\w-])(fieldtext|field|buttonface|buttontext|buttonborder|canvas|canvastext)(?![\w-])/i;

function literalColours(file: string, text: string): string[] {
  const found: string[] = [];
  text.split("\n").forEach((line, index) => {
    const declaration = COLOUR_PROPERTY.exec(line);
    const value = declaration?.[declaration.length - 1] ?? line;
    const checked = declaration ? value : value.replace(/url\([^)]*\)/g, "");
    const hex = /#[\da-f]{3,8}\b|%23[\da-f]{3,8}\b/i.exec(line)?.[0];
    const literal =
      hex ??
      (declaration
        ? LITERAL.exec(checked.replace(/url\("[^"]*"\)/g, (url) => url.replace(/[a-z]+='[a-z]+'/gi, "")))?.[0]
        : undefined);
    if (literal) found.push(`${file}:${index + 1}: ${literal} in ${line.trim()}`);
    if (file !== "styles/browser-defaults.css" && declaration && SYSTEM_COLOURS.test(value))
      found.push(`${file}:${index + 1}: a system colour in ${line.trim()}`);
  });
  return found;
}

test("no stylesheet but the theme's writes a colour of its own", () => {
  assert.ok(sheets.length > 20, "the stylesheets are read");
  const found = sheets
    .filter(({ file }) => file !== THEME)
    .flatMap(({ file, text }) => literalColours(file, text));
  assert.equal(found, [], `literal colours:\n${found.join("\n")}`);
});

test("the check finds a literal colour, a named one, one in a drawn picture and a system colour outside the browser's defaults", () => {
  const found = literalColours(
    "features/x.css",
    [
      "  .rv-x { color: #1f2937; }",
      "  background: rgb(0 0 0 / 0.3);",
      "  border: 1px solid white;",
      `  --rv-drawn: url("data:image/svg+xml,%3Csvg stroke='%23115e59'%3E");`,
      "  color: fieldtext;",
      "  color: var(--rv-text);",
      "  white-space: nowrap;",
      "  mask: url(\"data:image/svg+xml,%3Csvg stroke='black'%3E\") center;",
    ].join("\n"),
  );
  assert.equal(
    found.map((line) => line.split(": ")[0]),
    ["features/x.css:1", "features/x.css:2", "features/x.css:3", "features/x.css:4", "features/x.css:5"],
  );
});

test("every --rv- property a stylesheet reads is defined by the theme, the base styles or the stylesheet itself", () => {
  const defined = new Set(
    sheets.flatMap(({ text }) => [...text.matchAll(/(--rv-[\w-]+)\s*:/g)].map((m) => m[1])),
  );
  const undefinedRead = sheets.flatMap(({ file, text }) =>
    [...text.matchAll(/var\((--rv-[\w-]+)(\s*,)?/g)]
      .filter((m) => !defined.has(m[1]) && !m[2])
      .map((m) => `${file}: ${m[1]}`),
  );
  assert.equal([...new Set(undefinedRead)], [], "properties read but never set, without a fallback");
});

test("docs/theme.md's table names every property of the theme with its light and dark values", () => {
  const theme = sheets.find(({ file }) => file === THEME)?.text ?? "";
  const block = theme.slice(theme.indexOf(":where(.rv-root) {"));
  const defined = [...block.slice(0, block.indexOf("\n}")).matchAll(/(--rv-[\w-]+):\s*([^;]+);/g)].map(
    ([, name, value = ""]) => {
      const plain = value.replace(/\s+/g, " ").trim();
      const [, light = plain, dark = "(same)"] =
        /^var\(--rv-light, (.+?)\) var\(--rv-dark, (.+)\)$/.exec(plain) ?? [];
      return `${name} ${light} ${dark}`;
    },
  );
  const readme = readFileSync(path.join(root, "docs/theme.md"), "utf8");
  const rows = [...readme.matchAll(/^\| `(--rv-[\w-]+)` \| `([^`]+)` \| `([^`]+)` \|/gm)].map(
    ([, name, light, dark]) => `${name} ${light} ${dark}`,
  );
  assert.ok(defined.length > 30, "the theme's properties are read");
  assert.equal(
    rows,
    defined.filter((row) => !row.startsWith("--rv-font ")),
  );
});

test.run();
