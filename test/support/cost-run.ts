// One run of the cost measures over a host, in its process (host/request-costs) or over HTTP
// (npm run bench): every route's valid request, then its worst shapes (worst-shapes.ts) as the
// role that may call it and as the others, another visitor's requests meanwhile; then a day's
// costly questions by eight accounts, the reviewer's reviews rewritten, and the searches of them.
// A route's shapes stop at its first past the budget; the run stops after `stopAfter` of them.
import type { Db } from "../../fixtures/host/db/database";
import { DistinctCharacters } from "./distinct-characters";
import { type Bystander, type Cost, measure, RouteCosts } from "./request-costs";
import { sendFrom } from "./role-visitors";
import { type Caller, type RawRequest, rawRequest } from "./route-requests";
import { ROLES, type Role } from "./route-use";
import { type DeclaredRoute, routesWithUses } from "./route-uses";
import { ARBITRATOR_ID, seededIds } from "./seeded-ids";
import { worstShapes } from "./worst-shapes";
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
}

export interface CostRunResult {
  costs: RouteCosts;
  /** Worst shapes answered 5xx. */
  faults: string[];
  sent: number;
  asked: number;
  rewritten: number;
  /** The run stopped early: too many requests past the budget. */
  stopped: boolean;
}

class Stopped extends Error {}

export async function runCosts(options: CostRunOptions): Promise<CostRunResult> {
  const { db } = options;
  const ids = seededIds(db);
  const visitors = {} as Record<Role, Caller>;
  for (const role of ROLES) visitors[role] = await options.visitorAs(role);
  const chars = new DistinctCharacters();
  const result: CostRunResult = {
    costs: new RouteCosts(),
    faults: [],
    sent: 0,
    asked: 0,
    rewritten: 0,
    stopped: false,
  };
  let past = 0;
  /** Measures one request; false when it went past the budget. */
  const take = async (route: string, what: string, as: Role, visitor: Caller, request: RawRequest) => {
    const { response, ms, otherMs } = await measure(visitor, request, options.bystander);
    const cost: Cost = { route, what, as, status: response.statusCode, ms, otherMs };
    result.costs.add(cost);
    if (response.statusCode >= 500)
      result.faults.push(`${route} (${what}, as ${as}): ${response.statusCode}`);
    if (options.within(cost)) return true;
    if (++past >= options.stopAfter) throw new Stopped();
    return false;
  };
  try {
    for (const { route, use } of routesWithUses(options.routes)) {
      const own = use.ownVisitor ? await options.visitorAs(use.as) : visitors[use.as];
      const valid = use.valid(ids, db);
      // Its valid request first, as its users make it (a file to download, a review to edit), once
      // to warm the route as a host in use is, then measured.
      const validRequest = () => rawRequest(route.method, route.url, valid, own.csrfToken);
      await sendFrom(own, validRequest());
      await take(route.key, "a valid request", use.as, own, validRequest());
      shapes: for (const shape of worstShapes(route, valid, chars)) {
        for (const role of shape.ownRoleOnly ? [use.as] : ROLES) {
          const visitor =
            role === use.as ? own : use.ownVisitor ? await options.visitorAs(role) : visitors[role];
          result.sent++;
          if (
            !(await take(
              route.key,
              shape.what,
              role,
              visitor,
              rawRequest(route.method, route.url, shape.request, visitor.csrfToken),
            ))
          )
            break shapes;
        }
      }
    }
    // Eight accounts' day of questions, each within its daily limit; the reviewer's reviews rewritten.
    const others = db
      .prepare("SELECT id FROM reviewers WHERE id > ? ORDER BY id LIMIT ?")
      .pluck()
      .all(ARBITRATOR_ID, OTHER_ASKERS) as number[];
    const askers = [visitors.reviewer, visitors.arbitrator];
    for (const id of others) askers.push(await options.visitorOfAccount(id));
    result.asked = await askTheDaysQuestions(db, askers, ids, chars);
    result.rewritten = await rewriteOwnReviews(db, visitors.reviewer, chars);
    for (const search of searchesOfWrites(db, ids, chars)) {
      for (const role of ROLES) {
        const request = rawRequest(
          "GET",
          search.route.slice("GET ".length),
          search.request,
          visitors[role].csrfToken,
        );
        if (!(await take(search.route, `after the writes: ${search.what}`, role, visitors[role], request)))
          break;
      }
    }
  } catch (error) {
    if (!(error instanceof Stopped)) throw error;
    result.stopped = true;
  }
  return result;
}
