// Every route of the route table (src/lib/routes.ts) as a call of the contract: its page data,
// GET <route path>?format=json (the same address without it is the host page). Pages for a
// signed-in reviewer answer 401 to a guest, arbitrator pages 403 to anyone else.
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
    params: Params(...paramNames(pattern)),
    query: pageQuery(declaredPageQuery(name)),
    answers: { 200: pageDataOf(name) },
    errors: who === "anyone" ? [400, 404] : who === "reviewer" ? [400, 401, 404] : [400, 401, 403, 404],
  };
}

/** Each page's route by its key ('GET /reviews/stores/:shop_slug'), with its route name. */
export const PAGE_ROUTES = new Map<RouteKey, ContractRoute & { name: RouteName }>(
  ROUTES.map(({ name, pattern }) => [`GET ${pattern}` as RouteKey, { ...pageRoute(name, pattern), name }]),
);
