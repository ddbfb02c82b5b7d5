// ICU message syntax, the part the catalogues use: {name}, {n, number}, {n, plural, =0 {…} one {…}
// other {…}} with # for the number, {x, select, a {…} other {…}} and <tag>…</tag> for a part the
// caller renders (a link, a strong word). Apostrophes quote as ICU's: '' is one apostrophe, and
// '{ starts a quoted run up to the next '; any other apostrophe is text ("l'avis").
// An English text that means two things is two messages, each written with a description for the
// translator before it, as gettext writes a context: "Button that answers a question\u0004Answer".
// The description is part of the catalogue's key and never shown.
// The build parses every message (build/messages.ts); tests and the reference host parse at run time.
import type { Part, Placeholder } from "./message-format";

/** Separates a message's description from its text (gettext's context separator, EOT). */
export const DESCRIBED = "\u0004";

/** A message's text without its description ('Answer' for 'Button that answers…\u0004Answer'). */
export const messageText = (message: string): string => message.slice(message.indexOf(DESCRIBED) + 1);

/** A message's description for the translator, or '' when it has none. */
export const messageDescription = (message: string): string =>
  message.includes(DESCRIBED) ? message.slice(0, message.indexOf(DESCRIBED)) : "";

const KINDS: Record<string, "n" | "p" | "s"> = { number: "n", plural: "p", select: "s" };

/**
 * Parses a message into parts (message-format.ts), its description left out; throws a SyntaxError
 * naming the position of what is wrong.
 */
export function parseMessage(message: string): Part[] {
  const source = messageText(message);
  let at = 0;
  const fail = (what: string): never => {
    throw new SyntaxError(`${what} at ${at} in "${source}"`);
  };
  const skipSpace = () => {
    while (/\s/.test(source[at] ?? "")) at++;
  };
  const word = (): string => {
    skipSpace();
    const match = /^[\w=-]+/.exec(source.slice(at)) ?? fail("a name is missing");
    at += match[0].length;
    skipSpace();
    return match[0];
  };
  const expect = (char: string) => {
    if (source[at] !== char) fail(`'${char}' expected`);
    at++;
  };

  /** Text and placeholders up to `end` ('}' inside a case, '</tag>' inside a tag, or the end). */
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
        out.push(placeholder());
      } else if (char === "}") {
        fail("an unexpected '}'");
      } else if (char === "#" && inPlural) {
        flush();
        out.push(["#"]);
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

  function placeholder(): Placeholder {
    const name = word();
    if (source[at] === "}") {
      at++;
      return [name];
    }
    expect(",");
    const kind = KINDS[word()] ?? fail("an unknown argument kind");
    if (kind === "n") {
      expect("}");
      return [name, "n"];
    }
    expect(",");
    const cases: Record<string, Part[]> = {};
    skipSpace();
    while (source[at] !== "}") {
      if (at >= source.length) fail("an unclosed argument");
      const key = word();
      expect("{");
      cases[key] = parts(kind === "p", "}");
      expect("}");
      skipSpace();
    }
    at++;
    if (!cases.other) fail(`'${name}' has no 'other' case`);
    return [name, kind, cases];
  }

  function tag(inPlural: boolean): Placeholder {
    const name = (/^<(\w+)>/.exec(source.slice(at)) as RegExpExecArray)[1] as string;
    at += name.length + 2;
    const children = parts(inPlural, `</${name}>`);
    if (!source.startsWith(`</${name}>`, at)) fail(`<${name}> is not closed`);
    at += name.length + 3;
    return [name, "t", children];
  }

  const out = parts(false, "");
  if (at < source.length) fail("unexpected text");
  return out;
}

const KIND_NAMES = { n: "number", p: "plural", s: "select" } as const;

/** Writes parts back as message syntax (for messages made from others, such as a pseudo-locale's). */
export function printMessage(parts: readonly Part[], inPlural = false): string {
  return parts
    .map((part) => {
      if (typeof part === "string")
        return part.replace(/'/g, "''").replace(/[{}<]|#/g, (c) => (c === "#" && !inPlural ? c : `'${c}'`));
      const [name, kind, inner] = part;
      if (kind === "t") return `<${name}>${printMessage(inner, inPlural)}</${name}>`;
      if (name === "#") return "#";
      if (!kind) return `{${name}}`;
      if (kind === "n") return `{${name}, number}`;
      const cases = Object.entries(inner)
        .map(([key, body]) => `${key} {${printMessage(body, kind === "p" || inPlural)}}`)
        .join(" ");
      return `{${name}, ${KIND_NAMES[kind]}, ${cases}}`;
    })
    .join("");
}

/** The names of a message's placeholders and tags ('#' aside), for checking catalogues against English. */
export function argumentNames(parts: readonly Part[], into = new Set<string>()): Set<string> {
  for (const part of parts) {
    if (typeof part === "string") continue;
    const [name, kind, inner] = part;
    if (kind === "t") {
      into.add(`<${name}>`);
      argumentNames(inner, into);
    } else if (name !== "#") {
      into.add(kind ? `${name}, ${KIND_NAMES[kind]}` : name);
      if (kind === "p" || kind === "s") for (const body of Object.values(inner)) argumentNames(body, into);
    }
  }
  return into;
}

/** Each plural placeholder of a message and the cases it gives. */
export function pluralCases(
  parts: readonly Part[],
  into = new Map<string, string[]>(),
): Map<string, string[]> {
  for (const part of parts) {
    if (typeof part === "string") continue;
    const [name, kind, inner] = part;
    if (kind === "t") pluralCases(inner, into);
    else if (kind === "p" || kind === "s") {
      if (kind === "p") into.set(name, Object.keys(inner));
      for (const body of Object.values(inner)) pluralCases(body, into);
    }
  }
  return into;
}
