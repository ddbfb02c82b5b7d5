// Every call of the contract: the JSON API a host implements (src/api/contract/*-routes.ts), the
// sign-in and sign-out forms (sign-in-routes.ts) and each page (page-routes.ts), by key
// ('GET /reviews/search.json').
import { CATALOG_ROUTES } from "./catalog-routes";
import type { ContractRoute, RouteKey } from "./contract-route";
import { PAGE_ROUTES } from "./page-routes";
import { PEOPLE_ROUTES } from "./people-routes";
import { REVIEW_ROUTES } from "./review-routes";
import { SIGN_IN_ROUTES } from "./sign-in-routes";

/** The calls of the JSON API, each typed as written (the host's handlers read their request's types from them). */
export const API_ROUTES = { ...CATALOG_ROUTES, ...REVIEW_ROUTES, ...PEOPLE_ROUTES };

export type ApiRouteKey = keyof typeof API_ROUTES;

/** Every call of the contract: the JSON API's, the sign-in forms, then each page. */
export const CONTRACT_ROUTES: ReadonlyMap<RouteKey, ContractRoute> = new Map<RouteKey, ContractRoute>([
  ...(Object.entries(API_ROUTES) as [RouteKey, ContractRoute][]),
  ...(Object.entries(SIGN_IN_ROUTES) as [RouteKey, ContractRoute][]),
  ...PAGE_ROUTES,
]);
