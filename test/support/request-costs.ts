// What one request costs the host, and another visitor meanwhile: while the request is under way,
// a bystander asks the host for another route (GET /reviews.json), one request after another; the
// request's time and the bystander's slowest wait are kept. A route's worst is kept with the shape
// and role that made it.
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import type { Visitor } from "./http-client";
import type { RawRequest } from "./route-requests";

export interface Cost {
  route: string;
  what: string;
  as: string;
  status: number;
  ms: number;
  /** The bystander's request, sent meanwhile. */
  otherMs: number;
}

export const BYSTANDER_PATH = "/reviews.json";

const send = (visitor: Visitor, request: RawRequest) =>
  visitor.request({
    method: request.method as InjectOptions["method"],
    url: request.url,
    headers: request.headers,
    ...(request.payload === undefined ? {} : { payload: request.payload }),
  });

/**
 * Sends `request` from `visitor` while a bystander asks for another route, again and again until
 * it is answered: the bystander's slowest wait is what the request made another visitor wait.
 * Reads a page when the visitor's session changed.
 */
export async function measure(
  visitor: Visitor,
  request: RawRequest,
  bystander: Visitor,
): Promise<{ response: LightMyRequestResponse; ms: number; otherMs: number }> {
  const session = visitor.sessionId;
  let answered = false;
  let otherMs = 0;
  const bystanding = (async () => {
    do {
      const asked = performance.now();
      const answer = await bystander.get(BYSTANDER_PATH);
      if (answer.statusCode !== 200)
        throw new Error(`the bystander's ${BYSTANDER_PATH}: ${answer.statusCode}`);
      otherMs = Math.max(otherMs, performance.now() - asked);
      // An answer in process comes in ticks that would never let the host's own I/O run: let it.
      await new Promise(setImmediate);
    } while (!answered);
  })();
  const started = performance.now();
  const response = await send(visitor, request);
  const ms = performance.now() - started;
  answered = true;
  await bystanding;
  if (visitor.sessionId !== session) await visitor.get("/reviews/trust");
  return { response, ms, otherMs };
}

/** The worst cost of each route. */
export class RouteCosts {
  private readonly worst = new Map<string, Cost>();

  add(cost: Cost): void {
    const known = this.worst.get(cost.route);
    if (!known || Math.max(cost.ms, cost.otherMs) > Math.max(known.ms, known.otherMs))
      this.worst.set(cost.route, cost);
  }

  /** Each route's worst, the slowest first. */
  sorted(): Cost[] {
    return [...this.worst.values()].sort((a, b) => Math.max(b.ms, b.otherMs) - Math.max(a.ms, a.otherMs));
  }

  /** One line per route: its worst time, the bystander's meanwhile, what made it. */
  table(): string {
    return this.sorted()
      .map(
        (cost) =>
          `${cost.ms.toFixed(0).padStart(6)} ms  other ${cost.otherMs.toFixed(0).padStart(5)} ms  ${cost.status}  ${cost.route}  (${cost.what}, as ${cost.as})`,
      )
      .join("\n");
  }
}
