// One run of the cost measures over a host, in its process (host/request-costs) or over HTTP
// (npm run bench): every route's valid request, then its worst shapes (costliest-allowed.ts) as the
// role that may call it and as the others, another visitor's requests meanwhile; then a day's
// costly questions by eight accounts, the reviewer's reviews rewritten, and the searches of them.
// A cost is only worth its name when the request reached the work it measures: every shape sent
// as a role that may use the route must be answered as the route answers its valid request (a
// host page with its HTML), and every shape or role meant to be refused with the status it is
// meant to get; any other answer is listed, naming the route, the shape and the role.
// A route's shapes stop at its first past the budget; the run stops after `stopAfter` of them.
import type { Db } from "../../../fixtures/host/db/database";
import { ARBITRATOR_ID, currentIds, REVIEWER_ID, seededIds } from "../data/seeded-ids";
import { otherAccounts } from "../data/seeded-queries";
import { sendFrom } from "../requests/role-visitors";
import { type Answer, type Caller, type RawRequest, rawRequest } from "../routes/route-requests";
import { type DeclaredRoute, ROUTE_USES, routesWithUses, type Schema } from "../routes/route-table";
import {
  type Refusal,
  ROLES,
  type Role,
  type RouteKey,
  type RouteUse,
  type ValidRequest,
  type WorstShape,
} from "../routes/route-use-types";
import { isHostPage, worstShapes } from "../shapes/costliest-allowed";
import { DistinctCharacters } from "../shapes/distinct-characters";
import { type Bystander, type Cost, measure, RouteCosts } from "./request-costs";
import { askTheDaysQuestions, rewriteOwnReviews, searchesOfWrites } from "./write-then-search";

/** Accounts asking their day of questions beside the reviewer and the arbitrator. */
const OTHER_ASKERS = 6;

export interface CostRunOptions {
  routes: DeclaredRoute[];
  /** The host's database (this process's connection, or another one beside it). */
  db: Db;
  /** A new visitor in `role`; the run keeps one per role, and makes more for routes that sign in or out. */
  visitorAs: (role: Role) => Promise<Caller>;
  /** A visitor signed in as any seeded reviewer. */
  visitorOfAccount: (reviewerId: number) => Promise<Caller>;
  /** Another visitor, asking for another route while each request is under way. */
  bystander: Bystander;
  /** Whether a request and the other visitor's wait are within the budget. */
  within: (cost: Cost) => boolean;
  /** Requests past the budget after which the run stops. */
  stopAfter: number;
  /** A photo to send, five at a time, to a route whose files are pictures only (RouteUse.pictures). */
  photo: () => Promise<Buffer>;
}

export interface CostRunResult {
  costs: RouteCosts;
  /** Worst shapes answered 5xx. */
  faults: string[];
  /** Requests not answered as they were meant to be: refused before the work, or let through where meant to be refused. */
  unmet: string[];
  sent: number;
  /** Of them, the requests meant to be refused. */
  refusals: number;
  asked: number;
  rewritten: number;
  /** The run stopped early: too many requests past the budget. */
  stopped: boolean;
}

class Stopped extends Error {}

/** What a request is meant to get: the route's own answer to a user of it, or a refusal. */
type Meant = { reach: true } | Refusal;

/**
 * What `role` is meant to get for `shape`: refused from the headers first, whoever asks; then a
 * guest is not signed in (sent to sign in from a page) and the reviewer is no arbitrator, before
 * the request is read; then the shape's own refusal (an id of nothing); then the handler's refusal
 * of a role the use lists (the arbitrator on the reviewer's own reviews); else the route's work.
 * The arbitrator uses the reviewer's routes as a reviewer.
 */
function meant(use: RouteUse, shape: WorstShape, role: Role, page: boolean): Meant {
  if (shape.refused?.unread) return shape.refused;
  const listed = role === use.as || use.as === "guest" ? "user" : use.others?.[role];
  if (listed === undefined && role === "guest")
    return page ? { status: 302, why: "sent to sign in" } : { status: 401, why: "not signed in" };
  if (listed === undefined && role === "reviewer" && use.as === "arbitrator")
    return { status: 403, why: "not an arbitrator" };
  if (shape.refused) return shape.refused;
  if (typeof listed === "number") return { status: listed, why: `not the ${role}'s to use` };
  return { reach: true };
}

/** A host page as the host sends it: the layout with its app_meta. */
const isHostPageHtml = (body: string) =>
  /^<!DOCTYPE html>/i.test(body) && body.includes('<script id="app_meta"');

/** The start of what the host said. */
const said = (answer: Answer) => answer.body.slice(0, 160).replace(/\s+/g, " ");

/** Why `answer` is not what was meant, or undefined. `success` is the route's answer to its valid request. */
function unmetBy(answer: Answer, wanted: Meant, page: boolean, success: number | undefined) {
  const { statusCode: status } = answer;
  if ("reach" in wanted) {
    const reached = success === undefined ? status >= 200 && status < 300 : status === success;
    if (!reached)
      return `refused before its work: ${status} where its users get ${success ?? "a 2xx"}: ${said(answer)}`;
    if (page && status === 200 && !isHostPageHtml(answer.body))
      return `200 but not the host page: ${said(answer)}`;
    return undefined;
  }
  if (status !== wanted.status)
    return `${status}, meant to be refused with ${wanted.status} (${wanted.why}): ${said(answer)}`;
  return undefined;
}

/** Pairs of strings `from` holds where `to` holds another at the same place: a request's ids and the next one's. */
function changedStrings(from: unknown, to: unknown, pairs = new Map<string, string>()) {
  if (typeof from === "string") {
    if (typeof to === "string" && to !== from && from !== "") pairs.set(from, to);
  } else if (from !== null && typeof from === "object" && to !== null && typeof to === "object") {
    for (const [name, value] of Object.entries(from))
      changedStrings(value, (to as Record<string, unknown>)[name], pairs);
  }
  return pairs;
}

/** `value` with each string `pairs` names swapped for its pair. */
function swapped<T>(value: T, pairs: Map<string, string>): T {
  if (typeof value === "string") return (pairs.get(value) ?? value) as T;
  if (Buffer.isBuffer(value) || value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) return value.map((item) => swapped(item, pairs)) as T;
  return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, swapped(item, pairs)])) as T;
}

/** `request`, a shape of `from`'s, about what `to` is about instead (a write made once about each thing). */
function about(request: ValidRequest, from: ValidRequest, to: ValidRequest): ValidRequest {
  const pairs = changedStrings(
    { params: from.params, query: from.query, json: from.json, form: from.form, fields: from.upload?.fields },
    { params: to.params, query: to.query, json: to.json, form: to.form, fields: to.upload?.fields },
  );
  const { jsonText, ...rest } = request;
  const moved = swapped(rest, pairs);
  if (jsonText === undefined) return moved;
  let text = jsonText;
  for (const [old, next] of pairs) text = text.split(JSON.stringify(old)).join(JSON.stringify(next));
  return { ...moved, jsonText: text };
}

/** The route with the query its screen reads too (RouteUse.screenQuery), and the valid request with that query's. */
function withScreenQuery(
  route: DeclaredRoute,
  use: RouteUse,
  valid: ValidRequest,
  byKey: Map<RouteKey, DeclaredRoute>,
  screenValid: () => ValidRequest,
): { route: DeclaredRoute; valid: ValidRequest } {
  if (!use.screenQuery) return { route, valid };
  const screen = byKey.get(use.screenQuery);
  if (!screen?.query) throw new Error(`${route.key}: its screen's route ${use.screenQuery} has no query`);
  const query: Schema = {
    ...route.query,
    properties: { ...screen.query.properties, ...route.query?.properties },
  };
  return {
    route: { ...route, query },
    valid: { ...valid, query: { ...screenValid().query, ...valid.query } },
  };
}

export async function runCosts(options: CostRunOptions): Promise<CostRunResult> {
  const { db } = options;
  const ids = seededIds(db);
  const visitors = {} as Record<Role, Caller>;
  for (const role of ROLES) visitors[role] = await options.visitorAs(role);
  const chars = new DistinctCharacters();
  const byKey = new Map(options.routes.map((route) => [route.key, route]));
  let photo: Buffer | undefined;
  const result: CostRunResult = {
    costs: new RouteCosts(),
    faults: [],
    unmet: [],
    sent: 0,
    refusals: 0,
    asked: 0,
    rewritten: 0,
    stopped: false,
  };
  let past = 0;
  /** Measures one request; false when it went past the budget. */
  const take = async (
    route: string,
    shape: Pick<WorstShape, "what" | "pictures">,
    as: Role,
    visitor: Caller,
    request: RawRequest,
    check: (answer: Answer) => string | undefined,
  ) => {
    const { response, ms, otherMs, cpuMs, otherCpuMs } = await measure(visitor, request, options.bystander);
    const cost: Cost = {
      route,
      what: shape.what,
      as,
      status: response.statusCode,
      ms,
      otherMs,
      ...(cpuMs === undefined ? {} : { cpuMs }),
      ...(otherCpuMs === undefined ? {} : { otherCpuMs }),
      ...(shape.pictures ? { pictures: shape.pictures } : {}),
    };
    result.costs.add(cost);
    if (response.statusCode >= 500)
      result.faults.push(`${route} (${shape.what}, as ${as}): ${response.statusCode}`);
    const why = check(response);
    if (why) result.unmet.push(`${route} (${shape.what}, as ${as}): ${why}`);
    if (options.within(cost)) return true;
    if (++past >= options.stopAfter) throw new Stopped();
    return false;
  };
  try {
    for (const { route: declared, use } of routesWithUses(options.routes)) {
      // A route that signs in or out changes its visitor's session: each request of it that does
      // comes from a visitor of its own (signed in as a sign-in writes it, without its hash).
      const visitorOf = (role: Role, reaching = true) =>
        use.ownVisitor && reaching
          ? role === "guest"
            ? options.visitorAs(role)
            : options.visitorOfAccount(role === "reviewer" ? REVIEWER_ID : ARBITRATOR_ID)
          : Promise.resolve(visitors[role]);
      const { route, valid } = withScreenQuery(declared, use, use.valid(ids, db), byKey, () =>
        (ROUTE_USES[use.screenQuery as RouteKey] as RouteUse).valid(ids, db),
      );
      const page = isHostPage(route);
      const screenUse = use.screenQuery ? ROUTE_USES[use.screenQuery] : undefined;
      const real = { ...screenUse?.real?.(ids, db), ...use.real?.(ids, db) };
      if (use.pictures) photo ??= await options.photo();
      // Its valid request first, as its users make it (a file to download, a review to edit), once
      // to warm the route as a host in use is, then measured; a write made once about each thing
      // is only sent its worst shapes, each about another thing.
      let success: number | undefined;
      if (!use.once) {
        const validRequest = (visitor: Caller) =>
          rawRequest(route.method, route.url, valid, visitor.csrfToken);
        const warming = await visitorOf(use.as);
        await sendFrom(warming, validRequest(warming));
        const own = await visitorOf(use.as);
        let status = 0;
        await take(route.key, { what: "a valid request" }, use.as, own, validRequest(own), (answer) => {
          status = answer.statusCode;
          if (status < 200 || status >= 400)
            return `refused (${status}), so its shapes are not sent: ${said(answer)}`;
          if (page && status === 200 && !isHostPageHtml(answer.body))
            return `200 but not the host page: ${said(answer)}`;
          return undefined;
        });
        if (status < 200 || status >= 400) continue;
        success = status;
      }
      const kept = { names: use.keep, real, bounded: use.bounded };
      const worst = worstShapes(route, valid, chars, { kept, photo: use.pictures ? photo : undefined });
      shapes: for (const shape of worst) {
        const roles = shape.ownRoleOnly ? [use.choiceRoles?.[shape.what] ?? use.as] : ROLES;
        for (const role of roles) {
          const html = page && !shape.pageData;
          const wanted = meant(use, shape, role, html);
          const visitor = await visitorOf(role, "reach" in wanted);
          const request =
            use.once && "reach" in wanted
              ? about(shape.request, valid, use.valid(currentIds(db), db))
              : shape.request;
          result.sent++;
          if (!("reach" in wanted)) result.refusals++;
          if (
            !(await take(
              route.key,
              shape,
              role,
              visitor,
              rawRequest(route.method, route.url, request, visitor.csrfToken),
              (answer) => unmetBy(answer, wanted, html, success),
            ))
          )
            break shapes;
        }
      }
    }
    // Eight accounts' day of questions, each within its daily limit; the reviewer's reviews rewritten.
    const others = otherAccounts(db, OTHER_ASKERS);
    const askers = [visitors.reviewer, visitors.arbitrator];
    for (const id of others) askers.push(await options.visitorOfAccount(id));
    result.asked = await askTheDaysQuestions(db, askers, ids, chars);
    result.rewritten = await rewriteOwnReviews(db, visitors.reviewer, chars);
    for (const search of searchesOfWrites(db, ids, chars)) {
      const use = ROUTE_USES[search.route] as RouteUse;
      const shape: WorstShape = { what: `after the writes: ${search.what}`, request: search.request };
      for (const role of ROLES) {
        const wanted = meant(use, shape, role, false);
        const request = rawRequest(
          "GET",
          search.route.slice("GET ".length),
          search.request,
          visitors[role].csrfToken,
        );
        result.sent++;
        if (!("reach" in wanted)) result.refusals++;
        if (
          !(await take(search.route, shape, role, visitors[role], request, (answer) =>
            unmetBy(answer, wanted, false, 200),
          ))
        )
          break;
      }
    }
  } catch (error) {
    if (!(error instanceof Stopped)) throw error;
    result.stopped = true;
  }
  return result;
}
