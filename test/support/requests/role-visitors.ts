// Visitors of a host in each role (a guest, the seeded reviewer, the seeded arbitrator), and the
// way a route's request reaches the host as one of them.
import type { FastifyInstance } from "fastify";
import type { Db } from "../../../fixtures/host/db/database";
import { writeSession } from "../data/session-rows";
import type { Answer, Caller, RawRequest } from "../routes/route-requests";
import type { Role, RouteKey, RouteUse } from "../routes/route-use-types";
import { Visitor } from "./http-client";

export type RoleVisitors = Record<Role, Visitor>;

/** A visitor in `role`, with the CSRF token of a page of theirs. */
export async function visitorAs(app: FastifyInstance, role: Role): Promise<Visitor> {
  const visitor = new Visitor(app);
  if (role === "guest") await visitor.get("/reviews/trust");
  else if ((await visitor.signIn(role)).statusCode !== 303) throw new Error(`signing in as ${role} failed`);
  return visitor;
}

export async function roleVisitors(app: FastifyInstance): Promise<RoleVisitors> {
  return {
    guest: await visitorAs(app, "guest"),
    reviewer: await visitorAs(app, "reviewer"),
    arbitrator: await visitorAs(app, "arbitrator"),
  };
}

/** A visitor signed in as any seeded reviewer, by a session row (session-rows.ts). */
export async function visitorOfAccount(app: FastifyInstance, db: Db, reviewerId: number): Promise<Visitor> {
  const visitor = new Visitor(app);
  visitor.adoptSession(writeSession(db, reviewerId));
  await visitor.get("/reviews/trust");
  return visitor;
}

/** The visitor a route's requests go from: its role's, or one of its own when it signs in or out. */
export const visitorFor = (app: FastifyInstance, visitors: RoleVisitors, use: RouteUse) =>
  use.ownVisitor ? visitorAs(app, use.as) : Promise.resolve(visitors[use.as]);

/**
 * Sends `request` from `visitor`, with the route that answered it (`answered`, answeringRoute's);
 * when the answer gave the visitor another session, it reads a page for that session's token.
 */
export async function sendFrom<A extends Answer>(
  visitor: Caller<A>,
  request: RawRequest,
  answered: () => RouteKey | undefined = () => undefined,
): Promise<{ response: A; route: RouteKey | undefined }> {
  const session = visitor.sessionId;
  const response = await visitor.sendRaw(request);
  const route = answered();
  if (visitor.sessionId !== session) await visitor.get("/reviews/trust");
  return { response, route };
}
