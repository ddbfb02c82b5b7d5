// POST /badges of the render service: a grid's rating badges as HTML, from the ratings the host
// sends (`ratings`) or asks of the host's API (RENDER_API_URL) in one call, drawn by the badges'
// own view (src/badges/badge-view.ts) in the page's language and the shop's look, so the page
// shows its stars before any script and the badges' script has nothing left to fill. A body the
// contract refuses is a 400 with its reason; no ratings in time is no badge (the fallback).
import Ajv from "ajv";
import { AJV_OPTIONS } from "../api/contract/building-blocks";
import { type BadgesRequest, BadgesRequest as BadgesRequestSchema } from "../api/contract/render";
import type { ProductRatings } from "../api/contract/review";
import { badgeView } from "../badges/badge-view";
import { shopSettingsOf } from "../badges/shop-settings";
import { toHtml } from "../badges/to-html";
import { matchLanguage } from "../lib/i18n/languages";
import { RATINGS_PATH } from "../lib/widget-paths";

// The ratings' addresses are the host's (their form is check-host's business); the badge links only
// a path of the marketplace (badge-view.ts).
const check = new Ajv({ ...AJV_OPTIONS, allErrors: true, validateFormats: false }).compile<BadgesRequest>(
  BadgesRequestSchema,
);

/** The body's request, or why it is refused (for a 400). */
export function parseBadgesBody(text: string): BadgesRequest | { error: string } {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { error: "the body is not valid JSON" };
  }
  if (check(body)) return body;
  const [first] = check.errors ?? [];
  const where = first?.instancePath || "the body";
  return { error: `${where} ${first?.message ?? "is not a badges request"}`.slice(0, 300) };
}

/** The ratings of the request's ids: the host's answer, or the host's API's within `timeoutMs`. */
async function ratingsOf(
  request: BadgesRequest,
  apiBase: string | null,
  timeoutMs: number,
): Promise<ProductRatings | null> {
  if (request.ratings) return request.ratings;
  if (!apiBase) return null;
  const { shop } = request;
  const query = new URLSearchParams({
    platform: shop.platform,
    shop_domain: shop.shop_domain,
    api_token: shop.api_token,
    external_ids: request.external_ids.join(","),
  });
  const response = await fetch(`${apiBase}${RATINGS_PATH}?${query}`, {
    headers: { accept: "application/json" },
    // A whole number of milliseconds: AbortSignal.timeout() throws on a fraction (what is left of
    // the service's bound is one).
    signal: AbortSignal.timeout(Math.ceil(timeoutMs)),
  });
  if (!response.ok) throw new Error(`${RATINGS_PATH} answered ${response.status}`);
  return (await response.json()) as ProductRatings;
}

/** Each id's badge as HTML, or null when the ratings did not come (the host then sends empty badges). */
export async function renderBadges(
  request: BadgesRequest,
  apiBase: string | null,
  timeoutMs: number,
): Promise<Record<string, string> | null> {
  const settings = shopSettingsOf(request.shop);
  if (typeof settings === "string") return null;
  const ratings = await ratingsOf(request, apiBase, timeoutMs).catch((error: unknown) => {
    console.warn("render service: badges given up:", error instanceof Error ? error.message : error);
    return null;
  });
  if (!ratings) return null;
  const rated = new Map(ratings.products.map((product) => [product.external_id, product]));
  const language = matchLanguage(request.locale) ?? "en";
  const whenNone = request.when_none ?? "text";
  return Object.fromEntries(
    request.external_ids.map((id) => [
      id,
      toHtml(badgeView(rated.get(id) ?? null, language, settings.look, whenNone)),
    ]),
  );
}
