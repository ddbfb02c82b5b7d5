// A question a guest wrote before being sent to sign in, kept for an hour by the product it is
// about, so that the form opens again with it when they come back; dropped once it is sent or the
// form is cancelled.
import { HOUR_MS, readStored, removeStored, writeStored } from "./storage";

const keyOf = (productId: string) => `question-draft:${productId}`;

export const keepQuestionDraft = (productId: string, text: string): void =>
  writeStored(keyOf(productId), text, HOUR_MS);

/** The kept text, or null. */
export function keptQuestionDraft(productId: string): string | null {
  const text = readStored<unknown>(keyOf(productId));
  return typeof text === "string" && text.trim() ? text : null;
}

export const dropQuestionDraft = (productId: string): void => removeStored(keyOf(productId));
