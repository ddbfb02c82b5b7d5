// What a route's first screen reads, asked of the host at once before anything renders
// (lib/first-requests.ts: me.json, the page data and what the screen asks beside it, and what the
// caller expects the page to ask, from an earlier render of it), and what the screen asks with
// those answers (a product's first page of reviews, once its page data names the shop) as soon as
// they are in, rather than when the render reaches the screen that asks it.

import type { ProductRatings } from "../api/contract/review";
import { type FirstRequestsContext, firstRequests, pageDataAddress } from "../lib/first-requests";
import { ME_WITH_RATES_URL } from "../lib/request-urls";
import { matchRoute } from "../lib/route-match";
import type { RouteName } from "../lib/routes";
import { type RatedStore, ratingsUrl } from "../lib/widget-paths";
import type { Answer } from "./answers-once";

/** An answer's body when it is a 200 with JSON; else undefined. */
function bodyOf({ status, json }: Awaited<ReturnType<Answer>>): unknown {
  if (status !== 200) return undefined;
  try {
    return JSON.parse(json);
  } catch {
    return undefined;
  }
}

/**
 * Asks `ask` for the first requests of the page at `url` (a path with its query) in `locale`, and
 * for `expected` beside them; resolves once those are in (what they name is asked meanwhile).
 */
export async function askFirstRequests(
  url: string,
  locale: string,
  ask: Answer,
  expected: readonly string[] = [],
): Promise<void> {
  const address = new URL(url, "http://render.invalid");
  const route = matchRoute(address.pathname)?.route.name;
  const first = route ? firstRequests(route, address, { locale }) : [ME_WITH_RATES_URL];
  const asked = [...new Set([...first, ...expected])].map((each) => ask(each));
  if (route) askNext(route, address, locale, ask);
  await Promise.all(asked);
}

/** What the screen asks with its page data or the shopper's country, asked as soon as they are in. */
function askNext(route: RouteName, address: URL, locale: string, ask: Answer) {
  const askAll = (context: FirstRequestsContext) => {
    for (const each of firstRequests(route, address, { ...context, locale })) void ask(each);
  };
  const pageData = pageDataAddress(route, address, locale);
  if (pageData) void ask(pageData).then((answer) => askAll({ page: bodyOf(answer) }));
  void ask(ME_WITH_RATES_URL).then((answer) => {
    const country = (bodyOf(answer) as { current_country?: unknown } | undefined)?.current_country;
    if (typeof country === "string") askAll({ country });
  });
}

/**
 * What the reviews on a shop's own product page read, asked at once and each as soon as the one
 * before names it: me.json and the product's ratings (by the shop's id: they name its page), its
 * page data, then its first page of reviews (with the sort and filters of the shop page's query,
 * `search`). Resolves once the first two are in.
 */
export async function askProductReviewsRequests(
  store: RatedStore,
  externalId: string,
  search: string,
  locale: string,
  ask: Answer,
): Promise<void> {
  const ratings = ask(ratingsUrl(store, [externalId])).then((answer) => {
    const products = (bodyOf(answer) as ProductRatings | undefined)?.products ?? [];
    const path = products.find((product) => product.external_id === externalId)?.internal_path;
    if (!path) return;
    const address = new URL(`${path}${search}`, "http://render.invalid");
    const pageData = pageDataAddress("product", address, locale);
    if (pageData)
      void ask(pageData).then((page) => {
        for (const each of firstRequests("product", address, { page: bodyOf(page), locale })) void ask(each);
      });
  });
  await Promise.all([ask(ME_WITH_RATES_URL), ratings]);
}
