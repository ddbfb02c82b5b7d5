// The glossary (src/locales/GLOSSARY.md) as data, and the messages of a catalogue that do not use
// it: a message whose English holds a term's word must hold one of its language's forms of it.
// Read by test/unit/glossary and npm run i18n:check.
import { readFileSync } from "node:fs";
import path from "node:path";
import { root } from "../../../build/paths";
import { messageText } from "../../../src/lib/i18n/parse-message";

export const GLOSSARY_FILE = path.join(root, "src/locales/GLOSSARY.md");

export interface GlossaryTerm {
  /** The English words, as the table writes them ('review, reviews'). */
  english: string;
  /** Matches one of the English words, whole, in any case. */
  pattern: RegExp;
  /** Per language, its forms (the term first), compared as `comparable` text. */
  forms: Record<string, string[]>;
}

/** A message where a language rightly does without a term (a verb where the term is a noun). */
export interface GlossaryException {
  locale: string;
  /** The English message, or its start. */
  message: string;
  /** The term's English words, as its row writes them. */
  term: string;
}

export interface Glossary {
  languages: string[];
  terms: GlossaryTerm[];
  exceptions: GlossaryException[];
}

/** The cells of a Markdown table's row ('| a | b |' → ['a', 'b']), or null for a line that is none. */
const cells = (line: string): string[] | null =>
  /^\|.*\|$/.test(line.trim())
    ? line
        .trim()
        .slice(1, -1)
        .split("|")
        .map((cell) => cell.trim())
    : null;

/** The rows of the table under a heading: its header, then its rows (the rule left out). */
function table(text: string, heading: string): [string[], ...string[][]] {
  const lines = text.split("\n");
  const start = lines.findIndex((line) => line.trim() === heading);
  if (start < 0) throw new Error(`${GLOSSARY_FILE} has no '${heading}'`);
  const rows: string[][] = [];
  for (const line of lines.slice(start + 1)) {
    if (line.startsWith("#")) break;
    const row = cells(line);
    if (row) rows.push(row);
  }
  const [header = [], , ...body] = rows;
  return [header, ...body];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Text as the check compares it: lower case, one apostrophe, no non-breaking spaces, and Arabic
 * without its short vowels, shadda and tatweel ('مشترٍ موثّق' is 'مشتر موثق').
 */
export const comparable = (text: string): string =>
  text
    .normalize("NFC")
    .toLowerCase()
    .replace(/[’ʼ]/g, "'")
    .replace(/[\u00a0\u202f]/g, " ")
    .replace(/[\u0640\u064b-\u065f\u0670]/g, "");

/** A cell 'Bewertung (bewert, rezension)': the term, then the other forms that count as it. */
function formsOf(cell: string): string[] {
  const match = /^(.*?)(?:\s*\(([^)]*)\))?$/.exec(cell) as RegExpExecArray;
  const extra = match[2] ? match[2].split(",") : [];
  return [match[1] as string, ...extra].map((form) => comparable(form.trim())).filter(Boolean);
}

export function readGlossary(file = GLOSSARY_FILE): Glossary {
  const text = readFileSync(file, "utf8");
  const [header, ...termRows] = table(text, "## Terms");
  const languages = header.slice(1);
  const terms = termRows.map(([english = "", ...translations]) => {
    const words = english.split(",").map((word) => word.trim());
    return {
      english,
      pattern: new RegExp(
        `(?<![\\p{L}\\p{N}])(${words.map(escapeRegExp).join("|")})(?![\\p{L}\\p{N}])`,
        "iu",
      ),
      forms: Object.fromEntries(languages.map((code, i) => [code, formsOf(translations[i] ?? "")])),
    };
  });
  const [, ...exceptionRows] = table(text, "## Where a message does without a term");
  const exceptions = exceptionRows.map(([locale = "", message = "", term = ""]) => ({
    locale,
    message: message.replace(/^`|`$/g, ""),
    term,
  }));
  return { languages, terms, exceptions };
}

/** A message's words without its syntax: its description, argument and tag names are no words of it. */
export const wordsOnly = (message: string): string =>
  messageText(message)
    .replace(/<\/?[\w-]+\s*\/?>/g, " ")
    .replace(/\{\s*\w+\s*,\s*(plural|select|selectordinal|number|date|time)\s*(,\s*[\w:]*)?/g, "{")
    .replace(/\{\s*\w+\s*\}/g, " ")
    .replace(/(=\d+|\b(zero|one|two|few|many|other))\s*\{/g, "{");

export interface GlossaryMiss {
  message: string;
  translation: string;
  term: string;
  /** The forms the translation lacks. */
  expected: string[];
}

/** The messages of a catalogue (English → translation) whose translation lacks a term its English holds. */
export function glossaryMisses(
  glossary: Glossary,
  locale: string,
  catalogue: Readonly<Record<string, string>>,
): GlossaryMiss[] {
  const misses: GlossaryMiss[] = [];
  for (const [message, translation] of Object.entries(catalogue)) {
    if (!translation) continue;
    const english = wordsOnly(message);
    const translated = comparable(wordsOnly(translation));
    for (const term of glossary.terms) {
      const forms = term.forms[locale];
      if (!forms?.length || !term.pattern.test(english)) continue;
      if (forms.some((form) => translated.includes(form))) continue;
      const excused = glossary.exceptions.some(
        (e) =>
          (e.locale === locale || e.locale === "all") &&
          e.term === term.english &&
          message.startsWith(e.message),
      );
      if (!excused) misses.push({ message, translation, term: term.english, expected: forms });
    }
  }
  return misses;
}
