// The bundle's stylesheet styles only what the bundle renders, and a host's names reach none of
// it: every rule sits under .rv-root (the root or inside it, never a sibling of it), no selector names the host's html, body, :root or a bare
// element outside the scope, every class and keyframes name starts with rv-, every custom
// property with --rv-; no cascade layer (a layered rule loses to every host rule); and no length
// in rem or rlh, in any case, which follow the host's <html> font-size (a theme's 62.5 %) and line
// height, not the widget's.
import { readdirSync } from "node:fs";
import path from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { root } from "../../build/paths";
import { bundleStylesheets } from "../../build/stylesheets";

/** The rating badges' own stylesheet (a shop's grid, without the widget's): checked apart, below. */
const BADGES_STYLESHEET = path.join("badges", "badges.css");

/**
 * Every stylesheet under src/ but the badges' own: the build fails when one is imported by no
 * module, so this is the page's.
 */
async function builtStylesheet(): Promise<string> {
  const src = path.join(root, "src");
  const files = readdirSync(src, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".css") && file !== BADGES_STYLESHEET)
    .map((file) => path.join(src, file));
  return new TextDecoder().decode(await bundleStylesheets(files));
}

interface Rule {
  /** The at-rules around it, outermost first, e.g. ['@media (min-width:768px)']. */
  within: string[];
  prelude: string;
  body: string;
}

/** The rules of minified CSS: style rules and keyframes with what they sit in (strings kept whole). */
function rules(css: string): Rule[] {
  const found: Rule[] = [];
  const walk = (text: string, within: string[]) => {
    let start = 0;
    for (let i = 0; i < text.length; i++) {
      const c = text[i];
      if (c === '"' || c === "'") {
        i = text.indexOf(c, i + 1);
        continue;
      }
      if (c === ";") start = i + 1;
      if (c !== "{") continue;
      let depth = 1;
      let end = i + 1;
      for (; depth > 0; end++) {
        if (text[end] === '"' || text[end] === "'") end = text.indexOf(text[end] as string, end + 1);
        else if (text[end] === "{") depth++;
        else if (text[end] === "}") depth--;
      }
      const prelude = text.slice(start, i).trim();
      const body = text.slice(i + 1, end - 1);
      if (/^@(media|supports|container)/.test(prelude)) walk(body, [...within, prelude]);
      else found.push({ within, prelude, body });
      start = end;
      i = end - 1;
    }
  };
  walk(css, []);
  return found;
}

/** A selector list's selectors (commas inside :is(), :not(), :has() and strings kept). */
function selectors(list: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    const c = list[i];
    if (c === "(" || c === "[") depth++;
    else if (c === ")" || c === "]") depth--;
    else if (c === "," && depth === 0) {
      out.push(list.slice(start, i).trim());
      start = i + 1;
    }
  }
  out.push(list.slice(start).trim());
  return out;
}

/**
 * Whether `selector`, which starts at .rv-root, reaches only the root and what it holds: the first
 * combinator after the root's own compound (outside parentheses and brackets) goes down into it,
 * never to a sibling of it, which is the host's (`.rv-root ~ footer`, `.rv-root:hover + p`).
 */
function staysInside(selector: string): boolean {
  let depth = 0;
  for (let i = ".rv-root".length; i < selector.length; i++) {
    const c = selector[i] as string;
    if (c === "(" || c === "[") depth++;
    else if (c === ")" || c === "]") depth--;
    else if (depth === 0 && /[\s>+~]/.test(c)) {
      const combinator = selector.slice(i).trimStart()[0];
      return combinator !== "+" && combinator !== "~";
    }
  }
  return true;
}

/**
 * The selector from the root: the theme's defaults are :where(.rv-root) (of a root whose style
 * names a property too: `:where(.rv-root[style*="--rv-accent:"])`), and the three things the widget
 * reads of the host's elements are the scheme a host sets on the roots it gave
 * (`[data-rv-color-scheme=dark]>.rv-root`, src/styles/theme.css), a child's combinator to the root,
 * its own footer, marked on the <main> the footer's root follows
 * (`[data-rv-footer=none]+*>.rv-root`, src/features/footer/footer.css), and the element a shop's
 * product page marks for its reviews, whose look they take (`[data-reviews-product]>.rv-root`,
 * src/styles/theme.css).
 */
const fromRoot = (selector: string) =>
  selector
    .replace(/^:where\(\.rv-root(\[style\*="[^"]*"\])?\)/, ".rv-root")
    .replace(/^\[data-rv-color-scheme=\w+\]>(?=\.rv-root)/, "")
    .replace(/^\[data-rv-footer=none\]\+\*>(?=\.rv-root)/, "")
    .replace(/^\[data-reviews-product\]>(?=\.rv-root)/, "");

/** The selector without its strings and attribute values, where a dot or a name means nothing. */
const withoutValues = (selector: string) => selector.replace(/"[^"]*"|'[^']*'/g, '""');

test("every rule of the built stylesheet sits under .rv-root, and nothing in it names the host's page", async () => {
  const css = await builtStylesheet();
  const all = rules(css);
  const styleRules = all.filter((rule) => !rule.prelude.startsWith("@"));
  assert.ok(styleRules.length > 500, `the whole stylesheet is read (${styleRules.length} rules)`);

  const atRules = all
    .filter((rule) => rule.prelude.startsWith("@"))
    .map((rule) => rule.prelude.split(/[\s(]/)[0]);
  assert.equal([...new Set(atRules)], ["@keyframes"], "no @layer, @font-face, @import or @property");
  for (const rule of all) {
    for (const at of rule.within) assert.not.match(at, /^@(layer|scope)/, `${at} around ${rule.prelude}`);
  }

  const unscoped: string[] = [];
  const hostNames: string[] = [];
  for (const rule of styleRules) {
    for (const selector of selectors(rule.prelude).map(fromRoot)) {
      // The root itself (.rv-root, .rv-root:has(…)::after) or something inside it.
      if (!/^\.rv-root(?![\w-])/.test(selector) || !staysInside(selector)) unscoped.push(selector);
      if (/(^|[\s>+~(,])(html|body|main|:root)(?![\w-])|#search-navbar|^\*/.test(withoutValues(selector)))
        hostNames.push(selector);
    }
  }
  assert.equal(unscoped, [], "selectors outside .rv-root");
  assert.equal(hostNames, [], "selectors naming the host's page");
});

test("the badges' own stylesheet styles the badge (a .rv-root of its own) and, of the shop's page, only the element it marks for a badge, of no specificity (its room)", async () => {
  const css = new TextDecoder().decode(await bundleStylesheets([path.join(root, "src", BADGES_STYLESHEET)]));
  const prelude = rules(css)
    .filter((rule) => !rule.prelude.startsWith("@"))
    .flatMap((rule) => selectors(rule.prelude));
  assert.ok(prelude.length > 0, "its rules are read");
  const outside = prelude.filter(
    (selector) =>
      !/^(a?\.rv-badge|:where\(\[data-reviews-badge\]\)$)/.test(
        selector.replace(/^:where\(\.rv-root[^)]*\)/, ".rv-badge"),
      ) && !/^\.rv-root(?![\w-])/.test(selector),
  );
  assert.equal(outside, [], "selectors of neither the badge nor its element");
});

test("every class, custom property and keyframes name of the built stylesheet carries the bundle's prefix", async () => {
  const css = await builtStylesheet();
  const classes = new Set<string>();
  const properties = new Set<string>();
  const keyframes = new Set<string>();
  for (const rule of rules(css)) {
    if (rule.prelude.startsWith("@keyframes")) keyframes.add(rule.prelude.replace("@keyframes", "").trim());
    else
      for (const m of withoutValues(rule.prelude).matchAll(/\.(-?[_a-zA-Z][\w-]*)/g))
        classes.add(m[1] as string);
    const declarations = rule.body.replace(/"[^"]*"|'[^']*'|url\([^)]*\)/g, '""');
    for (const m of declarations.matchAll(/(?<![\w-])(--[\w-]+)/g)) properties.add(m[1] as string);
  }
  assert.ok(classes.size > 400 && properties.size > 10 && keyframes.size > 0, "the names are read");
  assert.equal(
    [...classes].filter((name) => !name.startsWith("rv-")),
    [],
    "classes without rv-",
  );
  assert.equal(
    [...properties].filter((name) => !name.startsWith("--rv-")),
    [],
    "custom properties without --rv-",
  );
  assert.equal(
    [...keyframes].filter((name) => !name.startsWith("rv-")),
    [],
    "keyframes without rv-",
  );
});

/** Units the host's <html> sizes: its font size (rem) and its line height (rlh). */
const ROOT_UNITS = new Set(["rem", "rlh"]);

/**
 * The unit of every dimension in the declarations and at-rule conditions of `css`, lower-cased (CSS
 * units are case-insensitive: 1REM is 1rem); strings, names and colours are not dimensions.
 */
function unitsOf(css: string): string[] {
  return rules(css).flatMap((rule) =>
    [
      ...`${rule.within.join(" ")} ${rule.body}`
        .replace(/"[^"]*"|'[^']*'/g, '""')
        .matchAll(/(?<![\w#-])(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?([a-z]+)/gi),
    ].map((m) => (m[1] as string).toLowerCase()),
  );
}

test("no length of the built stylesheet is in rem or rlh, in any case: the host's <html> sizes nothing of the widget", async () => {
  const units = unitsOf(await builtStylesheet());
  assert.ok(units.filter((unit) => unit === "px").length > 500, `the lengths are read (${units.length})`);
  assert.equal(
    units.filter((unit) => ROOT_UNITS.has(unit)),
    [],
    "lengths the host's <html> sizes",
  );
});

test("the check itself: rem in any case and rlh are found, colours, names and strings are not", () => {
  const css =
    ".rv-root .rv-a{margin:1REM .5Rem;padding:2rem;line-height:1.5rlh;width:calc(100% - 1e1REM)}" +
    '.rv-root .rv-b{color:#1e3;--rv-gap-2rem:4px;transform:translate3d(0,0,0);content:"3rem"}' +
    "@media (min-width:48Rem){.rv-root .rv-c{width:10px}}";
  assert.equal(
    unitsOf(css).filter((unit) => ROOT_UNITS.has(unit)),
    ["rem", "rem", "rem", "rlh", "rem", "rem"],
  );
});

test.run();
