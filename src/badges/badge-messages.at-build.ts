// The badge's words in every language, parsed: the badges' entry carries these few itself, not
// the widget's catalogues of ten kilobytes (build/messages.ts leaves src/badges/ out of them). The
// build computes them from the catalogues (build/build-time-modules.ts); the render service, the
// host and the tests read the catalogues here as they run.
import { readFileSync } from "node:fs";
import { LANGUAGES } from "../lib/i18n/languages";
import type { Part } from "../lib/i18n/message-format";
import { parseMessage } from "../lib/i18n/parse-message";
import { msg } from "../lib/i18n/translate";

/** The English messages: a rated product's figures, and a product without reviews. */
const ENGLISH = {
  rated: msg(
    "A product card's rating badge, heard as one phrase: its average, then its number of reviews (the screen shows the average and the number in brackets, '4.6 (12)')\u0004{rating}<hidden> out of 5,</hidden> <reviews>{count, plural, one {# review} other {# reviews}}</reviews>",
  ) as string,
  none: msg("A product card's badge when the product has no review\u0004No reviews yet") as string,
};

export type BadgeMessages = Record<keyof typeof ENGLISH, Part[]>;

const catalogue = (language: string): Record<string, string> =>
  language === "en"
    ? {}
    : JSON.parse(readFileSync(new URL(`../locales/${language}.json`, import.meta.url), "utf8"));

/** Language → the badge's messages in it (English where a catalogue lacks one). */
export const BADGE_MESSAGES: Record<string, BadgeMessages> = Object.fromEntries(
  LANGUAGES.map((language) => {
    const translated = catalogue(language);
    const parts = (message: string) => parseMessage(translated[message] || message);
    return [language, { rated: parts(ENGLISH.rated), none: parts(ENGLISH.none) }];
  }),
);
