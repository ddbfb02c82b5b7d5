// Fills the badges the page's HTML did not carry, in the room their elements hold: every element
// marked `data-reviews-badge="<the shop's product id>"` without a badge yet, from one call of the
// ratings for all of them (a call per 100 products), in the language of the page around it.
// Badges the HTML carried (the Rails gem's helper renders them) are left as they came, but for the
// shop's theme, which no badge's HTML carries (a strict style-src ignores style attributes there):
// every badge takes it through the CSSOM.
import type { ProductRatings } from "../api/contract/review";
import { matchLanguage } from "../lib/i18n/languages";
import { RATED_ID_MAX, RATINGS_IDS_MAX } from "../lib/rating-limits";
import { applyTheme } from "../lib/theme";
import { RATINGS_PATH, ratingsUrl } from "../lib/widget-paths";
import { BADGE_CLASS, badgeView, type WhenNone } from "./badge-view";
import { readShopSettings } from "./shop-settings";
import { toDom } from "./to-dom";

/** The attribute a shop marks a badge's element with, its value the product's own id. */
export const BADGE_ATTRIBUTE = "data-reviews-badge";
/** `data-reviews-empty="none"` on it: a product without reviews shows nothing, not "No reviews yet". */
export const EMPTY_ATTRIBUTE = "data-reviews-empty";

export type RatingsFetch = (url: string) => Promise<ProductRatings>;

/** The ratings, asked without the page's cookies: the answer is everyone's, kept by any cache. */
const askRatings: RatingsFetch = async (url) => {
  const response = await fetch(url, { credentials: "omit", headers: { accept: "application/json" } });
  if (!response.ok) throw new Error(`${response.status} from ${RATINGS_PATH}`);
  return response.json();
};

/** An id a call can carry: no comma or control character, at most RATED_ID_MAX characters. */
const carried = (id: string) =>
  id.length > 0 && id.length <= RATED_ID_MAX && ![...id].some((c) => c === "," || c < " " || c === "\u007f");

const languageOf = (element: Element) =>
  matchLanguage(element.closest("[lang]")?.getAttribute("lang")) ?? "en";

/**
 * A filler for `doc`'s badges: each call fills those not filled nor being filled, from one call
 * of the ratings per 100 products. A badge whose call fails keeps its room, empty, and is asked
 * again with the next ones.
 */
export function badgeFiller(doc: Document, ask: RatingsFetch = askRatings): () => Promise<void> {
  const asking = new WeakSet<Element>();
  const told = new Set<string>();
  const tellOnce = (problem: string) => {
    if (told.has(problem)) return;
    told.add(problem);
    console.warn(`Rating badges: ${problem}.`);
  };
  const themed = new WeakSet<Element>();
  return async () => {
    const rendered: HTMLElement[] = [];
    const waiting = [...doc.querySelectorAll(`[${BADGE_ATTRIBUTE}]`)].filter((element) => {
      const id = element.getAttribute(BADGE_ATTRIBUTE) ?? "";
      const badge = element.querySelector<HTMLElement>(`:scope > .${BADGE_CLASS}`);
      if (badge && !themed.has(badge)) rendered.push(badge);
      if (asking.has(element) || badge) return false;
      if (!carried(id)) tellOnce(`${JSON.stringify(id.slice(0, 40))} is no product id a call can carry`);
      return carried(id);
    });
    if (waiting.length === 0 && rendered.length === 0) return;
    const settings = readShopSettings(doc);
    if (typeof settings === "string") return tellOnce(settings);
    const theme = (badge: HTMLElement) => {
      themed.add(badge);
      applyTheme(badge, settings.look.theme);
    };
    rendered.forEach(theme);
    for (const element of waiting) {
      asking.add(element);
      element.setAttribute("aria-busy", "true");
    }
    const ids = [...new Set(waiting.map((element) => element.getAttribute(BADGE_ATTRIBUTE) as string))];
    const calls = [];
    for (let at = 0; at < ids.length; at += RATINGS_IDS_MAX) calls.push(ids.slice(at, at + RATINGS_IDS_MAX));
    await Promise.all(
      calls.map(async (batch) => {
        const answer = await ask(ratingsUrl(settings, batch)).catch((error: unknown) => {
          tellOnce(`the ratings did not come (${error instanceof Error ? error.message : error})`);
          return null;
        });
        const rated = new Map(answer?.products.map((product) => [product.external_id, product]));
        for (const element of waiting) {
          const id = element.getAttribute(BADGE_ATTRIBUTE) as string;
          if (!batch.includes(id)) continue;
          asking.delete(element);
          element.removeAttribute("aria-busy");
          if (!answer) continue;
          const whenNone: WhenNone = element.getAttribute(EMPTY_ATTRIBUTE) === "none" ? "none" : "text";
          const badge = badgeView(rated.get(id) ?? null, languageOf(element), settings.look, whenNone);
          const filled = toDom(badge, doc) as HTMLElement;
          theme(filled);
          element.replaceChildren(filled);
        }
      }),
    );
  };
}
