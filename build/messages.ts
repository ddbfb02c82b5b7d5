// The widget's messages: found in the sources as the first argument of t(), tr() and msg() (a
// string literal in double quotes, as the formatter writes them), numbered in English order, and
// each language's catalogue (src/locales/<code>.json, English message → translation) shipped as a
// list in that order, one script per language (`rv-locale:<code>`). The pseudo-locale's catalogue
// is made here from the English messages.
import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "esbuild";
import { PSEUDO_LANGUAGE } from "../src/lib/i18n/languages";
import type { Part } from "../src/lib/i18n/message-format";
import { parseMessage, printMessage } from "../src/lib/i18n/parse-message";
import { root } from "./paths";

/** A message call: the function's name, then the literal (group 2). */
const MESSAGE_CALL = /(?<![\w.$])(t|tr|msg)\(\s*("(?:[^"\\\n]|\\.)*")/g;

/** The English messages a source text holds, in order of appearance. */
export function messagesIn(code: string): string[] {
  return [...code.matchAll(MESSAGE_CALL)].map((match) => JSON.parse(match[2] as string) as string);
}

const sourceFile = /\.tsx?$/;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && sourceFile.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Every message under a folder (default the bundle's src/), each once, sorted. */
export function collectMessages(dir = path.join(root, "src")): string[] {
  const found = new Set<string>();
  for (const file of filesUnder(dir))
    for (const message of messagesIn(readFileSync(file, "utf8"))) found.add(message);
  return [...found].sort();
}

/** A message as the bundle carries it: its text when it is only text, else its parts (message-format.ts). */
export function shippedForm(message: string): string | Part[] {
  const parts = parseMessage(message);
  return parts.length === 1 && typeof parts[0] === "string" ? parts[0] : parts.length === 0 ? "" : parts;
}

/**
 * Entries that carry their few messages themselves, parsed in every language, so the widget's
 * catalogues (which every page of it loads) leave them out: the rating badges'
 * (src/badges/badge-messages.at-build.ts). Their messages are in the catalogue files all the same.
 */
const OWN_MESSAGES = [path.join(root, "src", "badges") + path.sep];

/**
 * The order the bundle numbers the messages in: those used by the most files first, so that the
 * messages most pages carry have the shortest numbers; English order among equals.
 */
export function numberingOrder(dir = path.join(root, "src")): string[] {
  const uses = new Map<string, number>();
  for (const file of filesUnder(dir).filter((f) => !OWN_MESSAGES.some((own) => f.startsWith(own))))
    for (const message of new Set(messagesIn(readFileSync(file, "utf8"))))
      uses.set(message, (uses.get(message) ?? 0) + 1);
  return [...uses.keys()].sort(
    (a, b) => (uses.get(b) ?? 0) - (uses.get(a) ?? 0) || (a < b ? -1 : a > b ? 1 : 0),
  );
}

/** The source with each message literal replaced by its parsed, numbered form `[parts, index]`. */
export function numberMessages(code: string, numbers: ReadonlyMap<string, number>): string {
  return code.replace(MESSAGE_CALL, (call, name: string, literal: string) => {
    const message = JSON.parse(literal) as string;
    const index = numbers.get(message);
    if (index === undefined) return call;
    const numbered = `[${JSON.stringify(shippedForm(message))},${index}`;
    // msg() gives back what it is given: the numbered message stands in its place, a call shorter.
    return name === "msg" ? `(${numbered}]` : `${call.slice(0, call.length - literal.length)}${numbered}]`;
  });
}

export const LOCALES_DIR = path.join(root, "src/locales");

/** A language's catalogue file: English message → translation. */
export function readCatalogue(locale: string, dir = LOCALES_DIR): Record<string, string> {
  return JSON.parse(readFileSync(path.join(dir, `${locale}.json`), "utf8")) as Record<string, string>;
}

/** The languages that have a catalogue file, by code. */
export function catalogueLanguages(dir = LOCALES_DIR): string[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .map((f) => f.slice(0, -5))
    .sort();
}

const ACCENTED: Record<string, string> = Object.fromEntries(
  [..."abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"].map((c, i) => [
    c,
    [..."áƀçðéƒĝĥíĵķļɱñóþǫŕšţúṽŵẋýžÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ"][i] as string,
  ]),
);
const FILLER = "ļóŕéɱ íþšúɱ ðóļóŕ šíţ áɱéţ çóñšéçţéţúŕ áðíþíšçíñĝ éļíţ";

/** Every Latin letter of a text in its accented form ('Menu' → 'Ṁéñú'). */
export const accentLetters = (text: string): string => text.replace(/[A-Za-z]/g, (c) => ACCENTED[c] ?? c);

const accent = (parts: readonly Part[]): Part[] =>
  parts.map((part): Part => {
    if (typeof part === "string") return accentLetters(part);
    if (part[1] === "t") return [part[0], "t", accent(part[2])];
    if (part[1] === "p" || part[1] === "s")
      return [part[0], part[1], Object.fromEntries(Object.entries(part[2]).map(([k, v]) => [k, accent(v)]))];
    return part;
  });

const textLength = (parts: readonly Part[]): number =>
  parts.reduce((n, part) => n + (typeof part === "string" ? part.length : 0), 0);

/**
 * The pseudo-locale's form of a message, as Chromium's en-XA: every letter accented, the whole in
 * brackets and about 40 % longer, arguments kept ("Search for {q}" → "[Šéáŕçĥ ƒóŕ {q} ļóŕé]").
 */
export function pseudoLocalize(message: string): string {
  const parts = accent(parseMessage(message));
  const extra = Math.ceil(textLength(parts) * 0.4);
  const filler = extra > 0 ? ` ${FILLER.slice(0, extra).trim()}` : "";
  return `[${printMessage(parts)}${filler}]`;
}

/** A language's catalogue as the list the bundle reads, in the order of `messages`, each parsed. */
export function catalogueList(locale: string, messages: readonly string[]): (string | Part[] | null)[] {
  if (locale === PSEUDO_LANGUAGE) return messages.map((message) => shippedForm(pseudoLocalize(message)));
  const catalogue = readCatalogue(locale);
  return messages.map((message) => {
    const translation = catalogue[message];
    // A message the language writes as English does ('Facebook', '{min} – {max}') is English's.
    return translation && translation !== message ? shippedForm(translation) : null;
  });
}

/** The module that names each language's script; the sources' copy names none (tests, the host). */
const LOCALE_FILES_MODULE = /[\\/]src[\\/]lib[\\/]i18n[\\/]locale-files\.ts$/;
/** The parser of messages as written: the bundle's messages come parsed, so it gets a stub. */
const SOURCE_MESSAGES_MODULE = /[\\/]src[\\/]lib[\\/]i18n[\\/]source-messages\.ts$/;

/** The parser of messages as written, answered with a stub: a bundle's messages come parsed. */
export const SOURCE_MESSAGES_STUB: Plugin = {
  name: "source-messages-stub",
  setup(build) {
    build.onLoad({ filter: SOURCE_MESSAGES_MODULE }, () => ({
      contents: "export const parseSource = (text) => [text];",
      loader: "js",
    }));
  },
};

/** A language's script, named by the catalogues' hash (src/lib/i18n/catalogues.ts names it the same way). */
const localeScript = (locale: string, hash: string) => `locale-${locale}-${hash}.js`;

/** The languages shipped as scripts: each catalogue file's, and the pseudo-locale. */
export const shippedLanguages = (): string[] => [...catalogueLanguages(), PSEUDO_LANGUAGE];

/**
 * Numbers the messages of the sources it loads (`read` gives other plugins the same numbered
 * text) and writes each language's list beside the bundle as a script of its own,
 * `locale-<code>-<hash>.js`, outside esbuild's chunks: it imports nothing, so it can load beside
 * the entry. src/lib/i18n/locale-files.ts is answered with the languages shipped and their hash.
 */
export function messagesPlugin(): { plugin: Plugin; read: (file: string) => string } {
  let numbers = new Map<string, number>();
  let scripts = new Map<string, { file: string; contents: string }>();
  let hash = "";
  const read = (file: string) => numberMessages(readFileSync(file, "utf8"), numbers);
  const plugin: Plugin = {
    name: "messages",
    setup(build) {
      build.onStart(() => {
        const messages = numberingOrder();
        numbers = new Map(messages.map((message, index) => [message, index]));
        const contents = shippedLanguages().map(
          (locale) =>
            [locale, `export default ${JSON.stringify(catalogueList(locale, messages))};\n`] as const,
        );
        // One hash for all of them: the entry carries a word, not a table of names.
        hash = createHash("sha256").update(JSON.stringify(contents)).digest("hex").slice(0, 8).toUpperCase();
        scripts = new Map(
          contents.map(([locale, text]) => [locale, { file: localeScript(locale, hash), contents: text }]),
        );
      });
      build.onLoad({ filter: LOCALE_FILES_MODULE }, () => ({
        contents: `export const LOCALE_HASH = ${JSON.stringify(hash)}, SHIPPED = ${JSON.stringify([...scripts.keys()])};`,
        loader: "js",
      }));
      SOURCE_MESSAGES_STUB.setup(build);
      build.onLoad({ filter: /[\\/]src[\\/].*\.tsx?$/ }, ({ path: file }) => {
        if (file.endsWith(".at-build.ts") || file.endsWith(".d.ts")) return undefined;
        const code = readFileSync(file, "utf8");
        if (!messagesIn(code).length) return undefined;
        return { contents: numberMessages(code, numbers), loader: file.endsWith(".tsx") ? "tsx" : "ts" };
      });
      build.onEnd(() => {
        const outdir = build.initialOptions.outdir;
        if (build.initialOptions.write === false || !outdir) return;
        mkdirSync(outdir, { recursive: true });
        for (const { file, contents } of scripts.values()) writeFileSync(path.join(outdir, file), contents);
      });
    },
  };
  return { plugin, read };
}

/** Each language's script as dist/ names it: assets/locale-de-….js. */
export function localeScripts(): Record<string, string> {
  return Object.fromEntries(
    readdirSync(path.join(root, "dist/assets"))
      .filter((f) => /^locale-.+\.js$/.test(f))
      .map((f) => [(/^locale-(.+)-[0-9A-F]{8}\.js$/.exec(f) as RegExpExecArray)[1] as string, `assets/${f}`]),
  );
}
