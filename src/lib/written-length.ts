// The length of a text written in a form (a question, an answer), counted once trimmed as the
// host counts it, and what to tell the writer when it is outside the rule.
import { t } from "./i18n/translate";

export interface LengthRule {
  min: number;
  max: number;
}

/** The characters that count: the text once trimmed. */
export const writtenLength = (text: string): number => text.trim().length;

/** What is wrong with the text's length, in a sentence in the active language; null when it keeps to the rule. */
export function lengthProblem(text: string, { min, max }: LengthRule): string | null {
  const length = writtenLength(text);
  if (length < min) return t("Write at least {min} characters ({length} so far).", { min, length });
  if (length > max)
    return t("Keep it to {max} characters: {excess} too many.", { max, excess: length - max });
  return null;
}
