// Every word the widget shows goes through t(): the English message is written where it is used,
// in ICU message syntax, and the active language's catalogue gives its translation. The build
// numbers the messages (build/messages.ts turns a literal message into ["…", 12]) and ships each
// language's catalogue as a list in that order; tests and the reference host, which run the
// sources as they are, hand a catalogue keyed by the English message.
import { formatParts, type Part, parseMessage, type Values } from "./message-format";

/** An English message, or the build's numbered form of one. */
export type Message = string | readonly [source: string, index: number];

/** A language's catalogue: the build's list, or English message → translation. */
export type Catalogue = readonly (string | null)[] | Readonly<Record<string, string>>;

let language = "en";
let catalogue: Catalogue | null = null;
const parsed = new Map<string, Part[]>();

/** Makes `locale` the language of every message from now on; null for English. */
export function activateLanguage(locale: string, messages: Catalogue | null): void {
  language = locale;
  catalogue = messages;
}

/** The language messages are shown in (a BCP 47 tag: 'en', 'de', 'ar', 'en-XA'). */
export const activeLanguage = (): string => language;

/** Marks a message kept in a table (a sort's label) for the catalogues; t() shows it. */
export const msg = (message: string): Message => message;

function translated(message: Message, messages: Catalogue | null): string {
  const [source, index] = typeof message === "string" ? [message, -1] : message;
  if (!messages) return source;
  const found = Array.isArray(messages)
    ? (messages as (string | null)[])[index]
    : (messages as Record<string, string>)[source];
  return found || source;
}

function parts(text: string): Part[] {
  let found = parsed.get(text);
  if (!found) {
    try {
      found = parseMessage(text);
    } catch {
      // A catalogue's mistake shows its text rather than breaking the screen (a unit test checks them all).
      found = [text];
    }
    parsed.set(text, found);
  }
  return found;
}

/** The message in the active language, its {arguments} filled in. */
export function t(message: Message, values: Values = {}): string {
  return formatParts(parts(translated(message, catalogue)), values, language).join("");
}

/** The message in a given language, whatever the active one is (the reference host's answers). */
export function translateIn(
  locale: string,
  messages: Catalogue | null,
  message: Message,
  values: Values = {},
) {
  return formatParts(parts(translated(message, messages)), values, locale).join("");
}

/**
 * The message as a list of strings and what its <tag>…</tag> functions return, for a sentence
 * holding a link or an emphasis: the message 'Read the <a>terms</a>' with `{ a: (text) => <a key="a">{text}</a> }`.
 */
export function tr(message: Message, values: Values): unknown[] {
  return formatParts(parts(translated(message, catalogue)), values, language);
}
