// Every route of the route table (src/lib/routes.ts) as a call of the contract: the host page, and
// its page data with ?format=json. Pages for a signed-in reviewer answer 401 to a guest (the host
// page sends the guest to the sign-in page instead), arbitrator pages 403 to anyone else.
import { ROUTES, type RouteName } from "../../lib/routes";
import { Params } from "./building-blocks";
import type { ContractRoute, RouteKey, Who } from "./contract-route";
import { pageDataOf } from "./page-data";
import { declaredPageQuery, pageQuery } from "./page-queries";

/** Who may open each page; a page not named here is anyone's. */
const PAGE_READERS: { [R in RouteName]?: Who } = {
  writeReview: "reviewer",
  new: "reviewer",
  following: "reviewer",
  shopDisputeNew: "reviewer",
  productDisputeNew: "reviewer",
  profileEdit: "reviewer",
  profileDispute: "reviewer",
  privateProfile: "reviewer",
  arbitrator: "arbitrator",
  arbitratorReports: "arbitrator",
  arbitratorReport: "arbitrator",
  arbitratorDispute: "arbitrator",
};

/** A guest's answer of a page that needs a session: the sign-in page, then back. */
const TO_SIGN_IN = {
  to: "To the sign-in page, its `return_to` this page, for a guest asking the page itself.",
};

const paramNames = (pattern: string) =>
  pattern
    .split("/")
    .filter((part) => part.startsWith(":"))
    .map((part) => part.slice(1));

/** The contract's route of `name`'s page data. */
export function pageRoute(name: RouteName, pattern: string): ContractRoute {
  const who = PAGE_READERS[name] ?? "anyone";
  return {
    summary: `The ${name} page's data (with format=json; the host page without it).`,
    who,
    page: true,
    params: Params(...paramNames(pattern)),
    query: pageQuery(declaredPageQuery(name)),
    answers: { 200: pageDataOf(name) },
    errors: who === "anyone" ? [400, 404] : who === "reviewer" ? [400, 401, 404] : [400, 401, 403, 404],
    ...(who === "anyone" ? {} : { redirects: { 302: TO_SIGN_IN } }),
  };
}

/** Each page's route by its key ('GET /reviews/stores/:shop_slug'), with its route name. */
export const PAGE_ROUTES = new Map<RouteKey, ContractRoute & { name: RouteName }>(
  ROUTES.map(({ name, pattern }) => [`GET ${pattern}` as RouteKey, { ...pageRoute(name, pattern), name }]),
);
