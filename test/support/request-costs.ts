// What one request costs the host, and another visitor meanwhile: while the request is under way,
// a bystander asks the host for another route (GET /reviews.json), one request after another (in
// this process, or in a process of its own: bench/bystander.ts); the request's time and the
// bystander's slowest wait are kept. A route's worst is kept with the shape
// and role that made it.
import type { Answer, Caller, RawRequest } from "./route-requests";

export interface Cost {
  route: string;
  what: string;
  as: string;
  status: number;
  ms: number;
  /** The bystander's request, sent meanwhile. */
  otherMs: number;
  /** Pictures the host encoded, one after another, before it answered. */
  pictures?: number;
}

export const BYSTANDER_PATH = "/reviews.json";

/** Another visitor, asking the host for another route while a request is under way. */
export interface Bystander {
  /** Runs `work` while the bystander asks, one request after another; its slowest wait. */
  meanwhile<T>(work: () => Promise<T>): Promise<{ result: T; otherMs: number }>;
}

/** A bystander in this process (a host answering through inject()). */
export const bystanderOf = (visitor: Caller): Bystander => ({
  async meanwhile(work) {
    let done = false;
    let otherMs = 0;
    const asking = (async () => {
      do {
        const asked = performance.now();
        const answer = await visitor.get(BYSTANDER_PATH);
        if (answer.statusCode !== 200)
          throw new Error(`the bystander's ${BYSTANDER_PATH}: ${answer.statusCode}`);
        otherMs = Math.max(otherMs, performance.now() - asked);
        // An answer in process comes in ticks that would never let the host's own I/O run: let it.
        await new Promise(setImmediate);
      } while (!done);
    })();
    const result = await work().finally(() => {
      done = true;
    });
    await asking;
    return { result, otherMs };
  },
});

/** Sends `request` from `visitor` while `bystander` asks; reads a page when the visitor's session changed. */
export async function measure<A extends Answer>(
  visitor: Caller<A>,
  request: RawRequest,
  bystander: Bystander,
): Promise<{ response: A; ms: number; otherMs: number }> {
  const session = visitor.sessionId;
  const { result, otherMs } = await bystander.meanwhile(async () => {
    const started = performance.now();
    const response = await visitor.sendRaw(request);
    return {
      response,
      ms: (response.answeredAt ?? performance.now()) - (response.bodySentAt ?? started),
    };
  });
  if (visitor.sessionId !== session) await visitor.get("/reviews/trust");
  return { ...result, otherMs };
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
