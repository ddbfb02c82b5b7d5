// ICU message syntax, the part the catalogues use: {name}, {n, number}, {n, plural, =0 {…} one {…}
// other {…}} with # for the number, {x, select, a {…} other {…}} and <tag>…</tag> for a part the
// caller renders (a link, a strong word). Apostrophes quote as ICU's: '' is one apostrophe, and
// '{ starts a quoted run up to the next '; any other apostrophe is text ("l'avis").

export type Part = string | Argument | Tag;

export interface Argument {
  name: string;
  /** Absent for a plain {name}. */
  kind?: "number" | "plural" | "select";
  /** A plural's or select's cases: '=0', 'one', 'other', or a select's value. */
  cases?: Record<string, Part[]>;
}

export interface Tag {
  tag: string;
  children: Part[];
}

export type Values = Record<string, unknown>;

const KINDS = new Set(["number", "plural", "select"]);

/** Parses a message; throws a SyntaxError naming the position of what is wrong. */
export function parseMessage(source: string): Part[] {
  let at = 0;
  const fail = (what: string): never => {
    throw new SyntaxError(`${what} at ${at} in "${source}"`);
  };
  const skipSpace = () => {
    while (/\s/.test(source[at] ?? "")) at++;
  };
  const word = () => {
    skipSpace();
    const match = /^[\w=-]+/.exec(source.slice(at));
    if (!match) fail("a name is missing");
    at += (match as RegExpExecArray)[0].length;
    skipSpace();
    return (match as RegExpExecArray)[0];
  };
  const expect = (char: string) => {
    if (source[at] !== char) fail(`'${char}' expected`);
    at++;
  };

  /** Text and arguments up to `end` ('}' inside a case, '</' inside a tag, or the end). */
  function parts(inPlural: boolean, end: string): Part[] {
    const out: Part[] = [];
    let text = "";
    const flush = () => {
      if (text) out.push(text);
      text = "";
    };
    while (at < source.length) {
      const char = source[at] as string;
      if (end && source.startsWith(end, at)) break;
      if (char === "'") {
        const next = source[at + 1];
        if (next === "'") {
          text += "'";
          at += 2;
        } else if (next === "{" || next === "}" || next === "#" || next === "<") {
          const close = source.indexOf("'", at + 1);
          if (close < 0) fail("an unclosed quote");
          text += source.slice(at + 1, close);
          at = close + 1;
        } else {
          text += char;
          at++;
        }
      } else if (char === "{") {
        flush();
        at++;
        out.push(argument());
      } else if (char === "}") {
        fail("an unexpected '}'");
      } else if (char === "#" && inPlural) {
        flush();
        out.push({ name: "#" });
        at++;
      } else if (char === "<" && /^<\w+>/.test(source.slice(at))) {
        flush();
        out.push(tag(inPlural));
      } else {
        text += char;
        at++;
      }
    }
    flush();
    return out;
  }

  function argument(): Argument {
    const name = word();
    if (source[at] === "}") {
      at++;
      return { name };
    }
    expect(",");
    const kind = word();
    if (!KINDS.has(kind)) fail(`an unknown argument kind '${kind}'`);
    if (kind === "number") {
      expect("}");
      return { name, kind: "number" };
    }
    expect(",");
    const cases: Record<string, Part[]> = {};
    skipSpace();
    while (source[at] !== "}") {
      if (at >= source.length) fail("an unclosed argument");
      const key = word();
      expect("{");
      cases[key] = parts(kind === "plural", "}");
      expect("}");
      skipSpace();
    }
    at++;
    if (!cases.other) fail(`'${name}' has no 'other' case`);
    return { name, kind: kind as Argument["kind"], cases };
  }

  function tag(inPlural: boolean): Tag {
    const name = (/^<(\w+)>/.exec(source.slice(at)) as RegExpExecArray)[1] as string;
    at += name.length + 2;
    const children = parts(inPlural, `</${name}>`);
    if (!source.startsWith(`</${name}>`, at)) fail(`<${name}> is not closed`);
    at += name.length + 3;
    return { tag: name, children };
  }

  const out = parts(false, "");
  if (at < source.length) fail("unexpected text");
  return out;
}

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

/** The number in the language's digits and separators ("2,431", "2.431", "٢٬٤٣١"). */
export const formatNumber = (value: number, locale: string): string =>
  cached(numberFormats, locale, (l) => new Intl.NumberFormat(l)).format(value);

/** The plural category of a number in a language (Intl.PluralRules): 'one', 'few', 'other'… */
export const pluralCategory = (value: number, locale: string): string =>
  cached(pluralRules, locale, (l) => new Intl.PluralRules(l)).select(value);

/**
 * Formats parsed parts: a list of strings and what the tags' functions returned. A value that is
 * missing shows as its name in braces, so a missing value is seen rather than silently empty.
 */
export function formatParts(parts: Part[], values: Values, locale: string, count?: number): unknown[] {
  const out: unknown[] = [];
  for (const part of parts) {
    if (typeof part === "string") out.push(part);
    else if ("tag" in part) {
      const render = values[part.tag];
      const children = formatParts(part.children, values, locale, count);
      out.push(typeof render === "function" ? render(children) : children);
    } else if (part.name === "#") out.push(formatNumber(count ?? 0, locale));
    else {
      const value = values[part.name];
      if (part.kind === "plural" && part.cases) {
        const n = Number(value);
        const chosen = part.cases[`=${n}`] ?? part.cases[pluralCategory(n, locale)] ?? part.cases.other;
        out.push(...formatParts(chosen as Part[], values, locale, n));
      } else if (part.kind === "select" && part.cases) {
        const chosen = part.cases[String(value)] ?? part.cases.other;
        out.push(...formatParts(chosen as Part[], values, locale, count));
      } else if (value === undefined) out.push(`{${part.name}}`);
      else out.push(typeof value === "number" ? formatNumber(value, locale) : value);
    }
  }
  return out;
}

/** Writes parts back as message syntax (for messages made from others, such as a pseudo-locale's). */
export function printMessage(parts: Part[], inPlural = false): string {
  return parts
    .map((part) => {
      if (typeof part === "string") {
        const quoted = part
          .replace(/'/g, "''")
          .replace(/[{}<]|#/g, (c) => (c === "#" && !inPlural ? c : `'${c}'`));
        return quoted;
      }
      if ("tag" in part) return `<${part.tag}>${printMessage(part.children, inPlural)}</${part.tag}>`;
      if (part.name === "#") return "#";
      if (!part.kind) return `{${part.name}}`;
      if (!part.cases) return `{${part.name}, ${part.kind}}`;
      const cases = Object.entries(part.cases)
        .map(([key, body]) => `${key} {${printMessage(body, part.kind === "plural" || inPlural)}}`)
        .join(" ");
      return `{${part.name}, ${part.kind}, ${cases}}`;
    })
    .join("");
}

/** The names of a message's arguments and tags ('#' aside), for checking catalogues against English. */
export function argumentNames(parts: Part[], into = new Set<string>()): Set<string> {
  for (const part of parts) {
    if (typeof part === "string") continue;
    if ("tag" in part) {
      into.add(`<${part.tag}>`);
      argumentNames(part.children, into);
    } else if (part.name !== "#") {
      into.add(part.kind ? `${part.name}, ${part.kind}` : part.name);
      for (const body of Object.values(part.cases ?? {})) argumentNames(body, into);
    }
  }
  return into;
}
