// The widget mirrors right to left (its roots carry dir="rtl" on an Arabic page): no stylesheet
// under src/ places anything by a physical side. margin-inline-start, not margin-left; inset-inline,
// not left and right; text-align: start; border-inline-start; border-start-start-radius. A shorthand
// whose left and right differ (padding: 4px 8px 4px 12px, inset: 0 auto 0 0) counts as physical too.
// What must stay physical (an icon drawn with its sides, a transform-origin) either has its
// right-to-left counterpart, a rule under [dir="rtl"] for the same selector and property, or is in
// the allow-list below, with the reason.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { fromRoot, root } from "../../build/paths";

/** Physical declarations kept on purpose: the file, the rule's selector as written, the property. */
const ALLOWED: { file: string; selector: string; property: string; why: string }[] = [
  {
    file: "src/ui/ui.css",
    selector: ".rv-avatar__badge::after",
    property: "left",
    why: "the verified badge's check mark reads the same both ways and is never mirrored",
  },
  {
    file: "src/ui/ui.css",
    selector: ".rv-avatar__badge::after",
    property: "border-right",
    why: "the check mark's long stroke (rotated 45°)",
  },
  {
    file: "src/features/navbar/navbar.css",
    selector: ".rv-navbar__back::before",
    property: "border-left",
    why: "the back chevron, drawn pointing left; .rv-root[dir=rtl] .rv-navbar__back mirrors the whole button",
  },
  {
    file: "src/features/navbar/navbar.css",
    selector: ".rv-side-menu__chevron",
    property: "border-right",
    why: "points down (up when open), no way along the line: mirroring its sides would turn it sideways",
  },
  {
    file: "src/features/profile/profile.css",
    selector: ".rv-profile-filters__types legend",
    property: "float",
    why: "floated only to become one of the fieldset's flex items, where a float has no side; float: inline-start needs Chromium 118",
  },
];

interface Declaration {
  file: string;
  line: number;
  /** The preludes around it, outermost first, as written: ['.rv-root', '@media (…)', '.rv-x']. */
  within: string[];
  property: string;
  value: string;
}

/** The same length of text with its comments blanked (line breaks kept). */
const uncommented = (css: string) => css.replace(/\/\*[\s\S]*?\*\//g, (m) => m.replace(/[^\n]/g, " "));

/** The same length of text with comments, strings and url()s blanked (line breaks kept). */
const blanked = (css: string) =>
  uncommented(css).replace(/url\(\s*(?:"[^"]*"|'[^']*'|[^)"']*)\s*\)|"[^"\n]*"|'[^'\n]*'/g, (m) =>
    (m.startsWith("url") ? "url()" : '""').padEnd(m.length),
  );

/** Every declaration of a stylesheet that nests its rules, with the preludes it sits in. */
function declarations(css: string, file = "sheet.css"): Declaration[] {
  const text = blanked(css);
  const selectors = uncommented(css); // a prelude's strings kept: [dir="rtl"]
  const found: Declaration[] = [];
  const within: string[] = [];
  let start = 0;
  const take = (end: number) => {
    const raw = text.slice(start, end);
    const colon = raw.indexOf(":");
    if (within.length > 0 && colon > 0 && raw.trim()) {
      const offset = start + raw.length - raw.trimStart().length;
      found.push({
        file,
        line: text.slice(0, offset).split("\n").length,
        within: [...within],
        property: raw.slice(0, colon).trim().toLowerCase(),
        // the value as written (strings back), for the message
        value: css.slice(start + colon + 1, end).trim(),
      });
    }
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === "{") {
      within.push(selectors.slice(start, i).trim().replace(/\s+/g, " "));
      start = i + 1;
    } else if (c === ";") {
      take(i);
      start = i + 1;
    } else if (c === "}") {
      take(i);
      within.pop();
      start = i + 1;
    }
  }
  return found;
}

/** A value's parts separated by spaces at the top level (a calc() or var() stays one). */
function parts(value: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let current = "";
  for (const c of value.trim()) {
    if (c === "(") depth++;
    else if (c === ")") depth--;
    if (/\s/.test(c) && depth === 0) {
      if (current) out.push(current);
      current = "";
    } else current += c;
  }
  if (current) out.push(current);
  return out;
}

const FOUR_SIDES =
  /^(margin|padding|inset|scroll-margin|scroll-padding|border-width|border-style|border-color)$/;

/** Why a declaration places something by a physical side, or null when it does not. */
function physical(property: string, value: string): string | null {
  const v = value
    .replace(/\s*!important$/, "")
    .trim()
    .toLowerCase();
  if (/^(left|right)$/.test(property)) return `${property}: use inset-inline-start/end`;
  if (/^(margin|padding|scroll-margin|scroll-padding)-(left|right)$/.test(property))
    return `${property}: use ${property.replace(/-(left|right)$/, "-inline-…")}`;
  if (/^border-(left|right)(-(width|style|color))?$/.test(property))
    return `${property}: use border-inline-start/end`;
  if (/^border-(top|bottom)-(left|right)-radius$/.test(property))
    return `${property}: use border-start-start-radius and the like`;
  if (/^(text-align|text-align-last|float|clear)$/.test(property) && /^(left|right)$/.test(v))
    return `${property}: ${v}: use start/end (inline-start/end)`;
  if (property === "transform-origin" && /\b(left|right)\b/.test(v))
    return `${property}: ${v} needs its [dir="rtl"] counterpart`;
  if (FOUR_SIDES.test(property)) {
    const sides = parts(v);
    if (sides.length === 4 && sides[1] !== sides[3])
      return `${property}: ${v}: left and right differ: use the -block and -inline longhands`;
  }
  if (property === "border-radius") {
    for (const radii of v.split("/").map(parts)) {
      const [a, b = a, c = a, d = b] = radii; // top-left, top-right, bottom-right, bottom-left
      if (a !== b || c !== d) return `${property}: ${v}: use border-start-start-radius and the like`;
    }
  }
  return null;
}

const RTL = /\[dir=["']?rtl["']?\]/i;
/** Where a rule sits, without its right-to-left scope: a counterpart's key is its original's. */
const place = (d: Declaration) =>
  `${d.file}|${d.within.map((p) => p.replace(/&?\[dir=["']?rtl["']?\]\s*/i, "")).join("|")}|${d.property}`;

function sourceStylesheets(): Declaration[] {
  const src = path.join(root, "src");
  return readdirSync(src, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".css"))
    .sort()
    .flatMap((file) =>
      declarations(readFileSync(path.join(src, file), "utf8"), fromRoot(path.join(src, file))),
    );
}

test("the checks see every physical way of placing by a side, and pass the logical ones", () => {
  const sheet = `.rv-root {
    .a { margin-left: 4px; padding-right: 2px; left: 0; right: 0 }
    .b { text-align: left; float: right; border-left: 1px solid; border-right-color: red }
    @media (min-width: 1px) { .c { border-top-left-radius: 2px; transform-origin: left } }
    .d { padding: 4px 8px 4px 12px; inset: 0 auto 0 0; border-radius: 0 8px 8px 0 }
    .ok { margin-inline-start: 4px; inset-inline: 0; text-align: start; float: inline-start;
      padding: 4px 8px; margin: 0 auto; inset: 0; border-radius: 50%; border-start-end-radius: 8px;
      padding: 1px 2px 3px 2px; border-radius: 8px 8px 0 0; background: url("a;left:0") }
  }`;
  const found = declarations(sheet).filter((d) => physical(d.property, d.value));
  assert.equal(
    found.map((d) => d.property),
    [
      "margin-left",
      "padding-right",
      "left",
      "right",
      "text-align",
      "float",
      "border-left",
      "border-right-color",
      "border-top-left-radius",
      "transform-origin",
      "padding",
      "inset",
      "border-radius",
    ],
  );
  assert.equal(found[8]?.within, [".rv-root", "@media (min-width: 1px)", ".c"]);
  assert.is(found[10]?.line, 5);
});

test("no stylesheet under src/ places anything by a physical side, outside its allow-list", () => {
  const all = sourceStylesheets();
  assert.ok(all.length > 1500, `every declaration is read (${all.length})`);
  const counterparts = new Set(all.filter((d) => d.within.some((p) => RTL.test(p))).map(place));
  const allowed = (d: Declaration) =>
    ALLOWED.find((a) => a.file === d.file && a.selector === d.within.at(-1) && a.property === d.property);

  const used = new Set<(typeof ALLOWED)[number]>();
  const physicalOnes: string[] = [];
  for (const d of all) {
    const why = physical(d.property, d.value);
    if (!why) continue;
    // A rule under [dir="rtl"] is the right-to-left half of a pair: physical by design.
    if (d.within.some((p) => RTL.test(p))) continue;
    if (counterparts.has(place(d))) continue;
    const entry = allowed(d);
    if (entry) used.add(entry);
    else physicalOnes.push(`${d.file}:${d.line} ${d.within.at(-1)} { ${why} }`);
  }
  assert.equal(physicalOnes, [], "physical sides (use logical properties, or add a [dir=rtl] counterpart)");
  assert.equal(
    ALLOWED.filter((a) => !used.has(a)).map((a) => `${a.file} ${a.selector} ${a.property}`),
    [],
    "allow-list entries that match nothing any more (remove them)",
  );
});

test.run();
