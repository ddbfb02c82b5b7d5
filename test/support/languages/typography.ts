// Each language's typography, as its catalogues must write it: checked on a message's text (its
// words, in each plural and select case; its syntax left out). Read by npm run i18n:check and
// test/unit/typography.
import type { Part } from "../../../src/lib/i18n/message-format";
import { parseMessage } from "../../../src/lib/i18n/parse-message";

const NBSP = "\u00a0";
const NARROW_NBSP = "\u202f";

interface Rule {
  /** What is wrong, as a translator reads it. */
  says: string;
  /** Finds it in a message's text (placeholders stand as '◊'). */
  finds: RegExp;
}

const STRAIGHT_QUOTES: Rule = { says: "straight quotes \" (use the language's own)", finds: /"/ };
const THREE_DOTS: Rule = { says: "three dots ... (use …)", finds: /\.\.\./ };

/** Per language, what its text never holds. */
export const TYPOGRAPHY: Readonly<Record<string, readonly Rule[]>> = {
  de: [STRAIGHT_QUOTES, THREE_DOTS, { says: "quotes other than „…“", finds: /[«»”‘]/ }],
  fr: [
    STRAIGHT_QUOTES,
    THREE_DOTS,
    {
      says: "a plain space or none before : ; ? ! » (a non-breaking one)",
      finds: /(?<![\u00a0\u202f\d])[:;?!»]|(?<=\d):(?!\d)/,
    },
    { says: "a plain space or none after « (a non-breaking one)", finds: /«(?![\u00a0\u202f])/ },
    { says: "quotes other than « »", finds: /[“”„]/ },
    { says: "a straight apostrophe ' (use ’)", finds: /'/ },
  ],
  es: [
    STRAIGHT_QUOTES,
    THREE_DOTS,
    { says: "quotes other than « »", finds: /[“”„]/ },
    { says: "'video' (Spain's Spanish writes 'vídeo')", finds: /(?<![\p{L}])videos?(?![\p{L}])/iu },
  ],
  it: [
    STRAIGHT_QUOTES,
    THREE_DOTS,
    { says: "quotes other than “ ”", finds: /[«»„]/ },
    { says: "a straight apostrophe ' (use ’)", finds: /'/ },
  ],
  nl: [
    STRAIGHT_QUOTES,
    THREE_DOTS,
    { says: "quotes other than “ ”", finds: /[«»„]/ },
    { says: "a straight apostrophe ' (use ’, as in foto’s)", finds: /'/ },
  ],
  ar: [
    STRAIGHT_QUOTES,
    THREE_DOTS,
    { says: "Latin punctuation , ; ? (Arabic writes ، ؛ ؟)", finds: /[,;?]/ },
    { says: "quotes other than « »", finds: /[“”„]/ },
  ],
};

/** A message's text: its words in each case, its placeholders as '◊', its tags' content kept. */
export function messageTextOf(parts: readonly Part[]): string[] {
  const runs: string[] = [""];
  const walk = (list: readonly Part[]) => {
    for (const part of list) {
      if (typeof part === "string") runs[runs.length - 1] += part;
      else if (part[1] === "t") walk(part[2]);
      else if (part[1] === "p" || part[1] === "s")
        for (const inner of Object.values(part[2])) {
          runs.push("");
          walk(inner);
          runs.push("");
        }
      else runs[runs.length - 1] += "◊";
    }
  };
  walk(parts);
  return runs.filter((run) => run.trim());
}

export interface TypographyProblem {
  message: string;
  translation: string;
  says: string;
}

/** The translations of a catalogue that break their language's typography. */
export function typographyProblems(
  locale: string,
  catalogue: Readonly<Record<string, string>>,
): TypographyProblem[] {
  const rules = TYPOGRAPHY[locale] ?? [];
  const problems: TypographyProblem[] = [];
  for (const [message, translation] of Object.entries(catalogue)) {
    if (!translation) continue;
    let text: string[];
    try {
      text = messageTextOf(parseMessage(translation));
    } catch {
      continue; // test/unit/catalogues names a message that does not parse
    }
    for (const rule of rules)
      if (text.some((run) => rule.finds.test(run))) problems.push({ message, translation, says: rule.says });
  }
  return problems;
}

export { NARROW_NBSP, NBSP };
