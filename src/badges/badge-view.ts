// One product's badge: its stars, average and number of reviews in one phrase ("4.6 out of 5, 12
// reviews" for a screen reader, "4.6 (12)" on screen, which fits a phone's card of two), linked to its page on the
// marketplace; or "No reviews yet", or nothing, as the shop chooses. In the page's language and the
// shop's look, on the browser and on the server alike (element-tree.ts). Two elements, the badge
// and its stars (their fill is drawn by the stylesheet): a shop's grid carries one per card, and
// each element of it is style and layout its first paint waits for.
import type { ProductRating } from "../api/contract/review";
import { directionOf } from "../lib/i18n/languages";
import { formatNumber, formatParts, type Part } from "../lib/i18n/message-format";
import { starsFill } from "../lib/stars";
import { lookAttributes } from "../lib/theme";
import { BADGE_MESSAGES } from "./badge-messages.at-build";
import { type Element, h, type Node } from "./element-tree";
import type { ShopSettings } from "./shop-settings";

/** What a badge of a product without reviews shows: the words, or nothing (its room stays). */
export type WhenNone = "text" | "none";

/** The class every filled badge carries: a badge slot holding one is filled. */
export const BADGE_CLASS = "rv-badge";

/** The badge's own element: the theme's scope (.rv-root), in the language, scheme and font (its theme: applyTheme). */
function root(tag: string, language: string, look: ShopSettings["look"], extra: Record<string, string>) {
  const data = lookAttributes(look);
  return (...children: Node[]): Element =>
    h(
      tag,
      {
        class: `rv-root ${BADGE_CLASS}`,
        lang: language,
        dir: directionOf(language),
        ...data,
        ...extra,
      },
      ...children,
    );
}

/** Formatted parts as one text. */
const joined = (parts: unknown[]): string => parts.flat(Number.POSITIVE_INFINITY).join("");

/** A message's words, each tag's as its function in `values` makes them. */
const words = (parts: readonly Part[], values: Record<string, unknown>, language: string) =>
  joined(formatParts(parts, values, language));

/** The badge of `rating` (null: a product the marketplace does not have) in `language`. */
export function badgeView(
  rating: ProductRating | null,
  language: string,
  look: ShopSettings["look"],
  whenNone: WhenNone,
): Element {
  const messages = BADGE_MESSAGES[language] ?? BADGE_MESSAGES.en;
  if (!messages) throw new Error("no English badge messages");
  if (!rating || rating.number_of_reviews === 0)
    return whenNone === "none"
      ? root("span", language, look, { hidden: "" })()
      : root("span", language, look, { class: `rv-root ${BADGE_CLASS} ${BADGE_CLASS}--none` })(
          words(messages.none, {}, language),
        );
  const average = new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const values = { rating: average.format(rating.average_rating), count: rating.number_of_reviews };
  // Heard as the message says it; seen without its hidden part, its number of reviews in brackets.
  const heard = words(messages.rated, { ...values, hidden: joined, reviews: joined }, language);
  const shown = words(
    messages.rated,
    { ...values, hidden: () => "", reviews: () => `(${formatNumber(rating.number_of_reviews, language)})` },
    language,
  ).trim();
  // The product's page is a path of the marketplace the shop forwards: never another site or scheme.
  const path = /^\/(?!\/)/.test(rating.internal_path) ? rating.internal_path : null;
  return root(
    path ? "a" : "span",
    language,
    look,
    // A link is named by its label; a badge without one is a picture of the rating.
    { "aria-label": heard, ...(path ? { href: path } : { role: "img" }) },
  )(h("span", { class: `rv-stars rv-stars--sm ${starsFill(rating.average_rating)}` }), shown);
}
