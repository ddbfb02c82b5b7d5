// What a translator checks before a release, per language and catalogue (the widget's and the
// reference host's): messages missing or empty, identical to English where the language does not
// write them so, without a glossary term, breaking the language's typography, or much longer than
// their English where space is short. Run by npm run i18n:check (test/i18n-check.ts).
import { readFileSync } from "node:fs";
import path from "node:path";
import { catalogueLanguages, collectMessages, messagesIn, readCatalogue } from "../../../build/messages";
import { root } from "../../../build/paths";
import { messageDescription, messageText, parseMessage } from "../../../src/lib/i18n/parse-message";
import { GLOSSARY_FILE, glossaryMisses, readGlossary } from "./glossary";
import { messageTextOf, typographyProblems } from "./typography";

export const CATALOGUE_SETS = [
  { name: "widget", sources: path.join(root, "src"), catalogues: path.join(root, "src/locales") },
  {
    name: "reference host",
    sources: path.join(root, "fixtures/host"),
    catalogues: path.join(root, "fixtures/host/locales"),
  },
] as const;

/** Per language ('all' for every one), the texts it writes as English does (GLOSSARY.md). */
export function textsThatStay(file = GLOSSARY_FILE): Map<string, Set<string>> {
  const lines = readFileSync(file, "utf8").split("\n");
  const start = lines.findIndex((line) => line.trim() === "## Texts that stay as in English");
  const stay = new Map<string, Set<string>>();
  for (const line of lines.slice(start + 1)) {
    if (line.startsWith("#")) break;
    const item = /^- ([\w-]+): (.*)$/.exec(line);
    if (!item) continue;
    const texts = [...(item[2] as string).matchAll(/`([^`]+)`/g)].map((match) => match[1] as string);
    stay.set(item[1] as string, new Set(texts));
  }
  return stay;
}

/** The words of a message's text, its placeholders left out. */
const wordsOf = (message: string): string[] =>
  messageTextOf(parseMessage(message))
    .join(" ")
    .replace(/◊/g, " ")
    .match(/\p{L}+/gu) ?? [];

const textLength = (message: string): number =>
  messageTextOf(parseMessage(message))
    .map((run) => run.replace(/◊/g, "").trim())
    .reduce((longest, run) => Math.max(longest, run.length), 0);

/** Where space is short: a message described as a button, a tab or a pill… */
const SHORT_SPACE = /^(Button|Tab|Pill)\b/;

/** …and the messages of the files GLOSSARY.md lists under "Where space is short". */
export function shortSpaceMessages(file = GLOSSARY_FILE): Set<string> {
  const lines = readFileSync(file, "utf8").split("\n");
  const start = lines.findIndex((line) => line.trim() === "## Where space is short");
  const messages = new Set<string>();
  for (const line of lines.slice(start + 1)) {
    if (line.startsWith("#")) break;
    const source = /^- `([^`]+)`/.exec(line)?.[1];
    if (source)
      for (const message of messagesIn(readFileSync(path.join(root, source), "utf8"))) messages.add(message);
  }
  return messages;
}

export interface LanguageReport {
  set: string;
  locale: string;
  missing: string[];
  identical: string[];
  glossary: string[];
  typography: string[];
  tooLong: string[];
}

export function languageReports(): LanguageReport[] {
  const glossary = readGlossary();
  const stay = textsThatStay();
  const short = shortSpaceMessages();
  const reports: LanguageReport[] = [];
  for (const set of CATALOGUE_SETS) {
    const messages = collectMessages(set.sources);
    for (const locale of catalogueLanguages(set.catalogues)) {
      const catalogue = readCatalogue(locale, set.catalogues);
      const stays = (text: string) => stay.get("all")?.has(text) || stay.get(locale)?.has(text);
      const report: LanguageReport = {
        set: set.name,
        locale,
        missing: messages.filter((message) => !catalogue[message]),
        identical: [],
        glossary: glossaryMisses(glossary, locale, catalogue).map(
          (miss) => `${miss.term}: ${miss.translation} (${miss.expected.join(" or ")})`,
        ),
        typography: typographyProblems(locale, catalogue).map(
          (problem) => `${problem.translation}: ${problem.says}`,
        ),
        tooLong: [],
      };
      for (const message of messages) {
        const translation = catalogue[message];
        if (!translation) continue;
        const text = messageText(message);
        const asked = wordsOf(message).some((word) => word.length > 2 && word !== word.toUpperCase());
        if (translation === text && asked && !stays(text)) report.identical.push(text);
        if (SHORT_SPACE.test(messageDescription(message)) || short.has(message)) {
          const [english, translated] = [textLength(message), textLength(translation)];
          if (translated > Math.max(english * 1.6, english + 6))
            report.tooLong.push(`${translation} (${translated} characters for ${english}: ${text})`);
        }
      }
      reports.push(report);
    }
  }
  return reports;
}

/** How many things a report finds. */
export const findings = (report: LanguageReport): number =>
  report.missing.length +
  report.identical.length +
  report.glossary.length +
  report.typography.length +
  report.tooLong.length;
