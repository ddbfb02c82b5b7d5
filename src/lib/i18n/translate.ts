// Every word the widget shows goes through t(): the English message is written where it is used,
// in ICU message syntax, and the active language's catalogue gives its translation. The build
// numbers the messages and ships each parsed, with its number (build/messages.ts), and each
// language's catalogue as a list in that order; tests and the reference host, which run the
// sources as they are, hand a catalogue keyed by the English message and parse as they go.
import { formatParts, type Part, type Values } from "./message-format";
import { parseSource } from "./source-messages";

/** An English message, or the build's form of one: parsed, with its number. */
export type Message = string | readonly [english: string | readonly Part[], index: number];

/** A language's catalogue: the build's list (parsed, null where missing), or English message → translation. */
export type Catalogue = readonly (string | readonly Part[] | null)[] | Readonly<Record<string, string>>;

let language = "en";
let catalogue: Catalogue | null = null;
const parsed = new Map<string, readonly Part[]>();

/** Makes `locale` the language of every message from now on; null for English. */
export function activateLanguage(locale: string, messages: Catalogue | null): void {
  language = locale;
  catalogue = messages;
}

/** The language messages are shown in (a BCP 47 tag: 'en', 'de', 'ar', 'en-XA'). */
export const activeLanguage = (): string => language;

/** Marks a message kept in a table (a sort's label) for the catalogues; t() shows it. */
export const msg = (message: string): Message => message;

function partsOf(message: Message, messages: Catalogue | null): readonly Part[] {
  const [english, index] = typeof message === "string" ? [message, -1] : message;
  const found = !messages
    ? null
    : Array.isArray(messages)
      ? (messages as Catalogue[number & keyof Catalogue][])[index]
      : typeof english === "string"
        ? (messages as Record<string, string>)[english]
        : null;
  const text = found || english;
  if (typeof text !== "string") return text;
  let parts = parsed.get(text);
  if (!parts) {
    parts = parseSource(text);
    parsed.set(text, parts);
  }
  return parts;
}

/** The message in the active language, its {arguments} filled in. */
export function t(message: Message, values: Values = {}): string {
  return formatParts(partsOf(message, catalogue), values, language).join("");
}

/** The message in a given language, whatever the active one is (the reference host's answers). */
export function translateIn(
  locale: string,
  messages: Catalogue | null,
  message: Message,
  values: Values = {},
) {
  return trIn(locale, messages, message, values).join("");
}

/** tr() in a given language (a server render's, each in its own: src/server/translate.server.ts). */
export function trIn(locale: string, messages: Catalogue | null, message: Message, values: Values) {
  return formatParts(partsOf(message, messages), values, locale);
}

/**
 * The message as a list of strings and what its <tag>…</tag> functions return, for a sentence
 * holding a link or an emphasis: the message 'Read the <a>terms</a>' with `{ a: (text) => <a key="a">{text}</a> }`.
 */
export function tr(message: Message, values: Values): unknown[] {
  return formatParts(partsOf(message, catalogue), values, language);
}
