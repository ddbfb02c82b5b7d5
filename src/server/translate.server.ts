// The server's lib/i18n/translate.ts: the same messages, each render in its language
// (render-local.ts), where the browser's module keeps the page's, one for the whole page.
import type { Values } from "../lib/i18n/message-format";
import { type Catalogue, type Message, msg, translateIn, trIn } from "../lib/i18n/translate";
import { renderLocal } from "./render-local";

export type { Catalogue, Message };
export { msg, translateIn, trIn };

const active = renderLocal<{ language: string; catalogue: Catalogue | null }>(() => ({
  language: "en",
  catalogue: null,
}));

export function activateLanguage(locale: string, messages: Catalogue | null): void {
  active.language = locale;
  active.catalogue = messages;
}

export const activeLanguage = (): string => active.language;

export const t = (message: Message, values: Values = {}): string =>
  translateIn(active.language, active.catalogue, message, values);

export const tr = (message: Message, values: Values): unknown[] =>
  trIn(active.language, active.catalogue, message, values);
