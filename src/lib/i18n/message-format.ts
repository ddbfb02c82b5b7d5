// Formats messages already parsed into parts (parse-message.ts reads ICU message syntax; the build
// ships every message parsed, so the bundle carries no parser). A part is a text, or a placeholder:
//   [name]                      a value: {name}
//   ["#"]                       a plural's number, formatted
//   [name, "n"]                 a number: {name, number}
//   [name, "p" | "s", cases]    a plural or a select: cases by '=0', 'one', 'other' or a value
//   [tag, "t", children]        <tag>…</tag>, rendered by the caller's function for `tag`

export type Kind = "n" | "p" | "s" | "t";
export type Part = string | Placeholder;
export type Placeholder =
  | readonly [name: string, kind?: undefined, inner?: undefined]
  | readonly [name: string, kind: "n", inner?: undefined]
  | readonly [name: string, kind: "p" | "s", cases: Readonly<Record<string, readonly Part[]>>]
  | readonly [tag: string, kind: "t", children: readonly Part[]];

export type Values = Record<string, unknown>;

const numberFormats = new Map<string, Intl.NumberFormat>();
const pluralRules = new Map<string, Intl.PluralRules>();

function cached<T>(map: Map<string, T>, locale: string, make: (locale: string) => T): T {
  let value = map.get(locale);
  if (!value) {
    value = make(locale);
    map.set(locale, value);
  }
  return value;
}

/** The number in the language's digits and separators ("2,431", "2.431"). */
export const formatNumber = (value: number, locale: string): string =>
  cached(numberFormats, locale, (l) => new Intl.NumberFormat(l)).format(value);

/** The plural category of a number in a language (Intl.PluralRules): 'one', 'few', 'other'… */
export const pluralCategory = (value: number, locale: string): string =>
  cached(pluralRules, locale, (l) => new Intl.PluralRules(l)).select(value);

/**
 * Formats parts: a list of strings and what the tags' functions returned. A value that is missing
 * shows as its name in braces, so a missing value is seen rather than silently empty.
 */
export function formatParts(
  parts: readonly Part[],
  values: Values,
  locale: string,
  count?: number,
): unknown[] {
  const out: unknown[] = [];
  for (const part of parts) {
    if (typeof part === "string") {
      out.push(part);
      continue;
    }
    const [name, kind, inner] = part;
    const value = values[name];
    if (kind === "t") {
      const children = formatParts(inner, values, locale, count);
      out.push(typeof value === "function" ? value(children) : children);
    } else if (name === "#") out.push(formatNumber(count ?? 0, locale));
    else if (kind === "p" || kind === "s") {
      const n = Number(value);
      const chosen =
        kind === "p"
          ? (inner[`=${n}`] ?? inner[pluralCategory(n, locale)] ?? inner.other)
          : (inner[String(value)] ?? inner.other);
      out.push(...formatParts(chosen ?? [], values, locale, kind === "p" ? n : count));
    } else if (value === undefined) out.push(`{${name}}`);
    else out.push(typeof value === "number" ? formatNumber(value, locale) : value);
  }
  return out;
}
