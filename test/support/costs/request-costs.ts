// What one request costs the host, and another visitor meanwhile. Over HTTP (npm run bench), a
// bystander in a process of its own (bench/bystander.ts) asks the host for another route (GET
// /reviews.json), one request after another, while the request is under way: the request's time
// and the bystander's slowest wait are kept. A host in this process (host/request-costs) is
// measured in CPU time, which a busy machine does not stretch: the request's own, every thread of
// the host's process from its sending to its answer's head, and the longest the event loop was
// held meanwhile (loopWatch), which is what another visitor's request would wait behind; the wall
// times are kept beside them, to report. A route's worst is kept with the shape and role that made it.
import type { Answer, Caller, RawRequest } from "../routes/route-requests";
import { processCpuMs, threadCpuMs } from "./thread-cpu";

export interface Cost {
  route: string;
  what: string;
  as: string;
  status: number;
  ms: number;
  /** The bystander's request, sent meanwhile. */
  otherMs: number;
  /** CPU the host's process spent on it, in its process (every thread). */
  cpuMs?: number;
  /** The longest the host's event loop was held meanwhile, in CPU, in its process. */
  otherCpuMs?: number;
  /** Pictures the host encoded, one after another, before it answered. */
  pictures?: number;
}

export const BYSTANDER_PATH = "/reviews.json";

/** Another visitor, asking the host for another route while a request is under way. */
export interface Bystander {
  /**
   * Runs `work` while the bystander asks, one request after another; its slowest wait (and, in
   * the host's process, the most CPU the event loop spent while it waited).
   */
  meanwhile<T>(work: () => Promise<T>): Promise<{ result: T; otherMs: number; otherCpuMs?: number }>;
}

/** How often loopWatch looks at the event loop. */
const WATCH_EVERY_MS = 2;

/**
 * Another visitor of a host in this process (answering through inject()), as the event loop sees
 * it: a timer every WATCH_EVERY_MS notes the loop's CPU time, and the most spent between two of
 * its turns is the longest anyone asking meanwhile would have waited behind the work (a request
 * of its own would add its CPU to the request's measured beside it). Its wall time is kept too.
 */
export const loopWatch = (): Bystander => ({
  async meanwhile(work) {
    let otherMs = 0;
    let otherCpuMs = 0;
    let last = { at: performance.now(), cpu: threadCpuMs() };
    const look = () => {
      const now = { at: performance.now(), cpu: threadCpuMs() };
      otherMs = Math.max(otherMs, now.at - last.at);
      otherCpuMs = Math.max(otherCpuMs, now.cpu - last.cpu);
      last = now;
    };
    const timer = setInterval(look, WATCH_EVERY_MS);
    try {
      const result = await work();
      look();
      return { result, otherMs, otherCpuMs };
    } finally {
      clearInterval(timer);
    }
  },
});

/** Sends `request` from `visitor` while `bystander` asks; reads a page when the visitor's session changed. */
export async function measure<A extends Answer>(
  visitor: Caller<A>,
  request: RawRequest,
  bystander: Bystander,
): Promise<{ response: A; ms: number; otherMs: number; cpuMs?: number; otherCpuMs?: number }> {
  const session = visitor.sessionId;
  const { result, otherMs, otherCpuMs } = await bystander.meanwhile(async () => {
    const started = performance.now();
    const cpuStarted = processCpuMs();
    const response = await visitor.sendRaw(request);
    return {
      response,
      ms: (response.answeredAt ?? performance.now()) - (response.bodySentAt ?? started),
      // Only a host in this process: over HTTP this process's CPU is the client's.
      ...(response.answeredCpuMs === undefined ? {} : { cpuMs: response.answeredCpuMs - cpuStarted }),
    };
  });
  if (visitor.sessionId !== session) await visitor.get("/reviews/trust");
  return { ...result, otherMs, ...(otherCpuMs === undefined ? {} : { otherCpuMs }) };
}

/** What makes a cost a route's worst: its CPU where measured, else its wall time. */
const weight = (cost: Cost) => Math.max(cost.cpuMs ?? cost.ms, cost.otherCpuMs ?? cost.otherMs);

/** The worst cost of each route. */
export class RouteCosts {
  private readonly worst = new Map<string, Cost>();

  add(cost: Cost): void {
    const known = this.worst.get(cost.route);
    if (!known || weight(cost) > weight(known)) this.worst.set(cost.route, cost);
  }

  /** Each route's worst, the slowest first. */
  sorted(): Cost[] {
    return [...this.worst.values()].sort((a, b) => weight(b) - weight(a));
  }

  /** One line per route: its worst time (and CPU), the bystander's meanwhile, what made it. */
  table(): string {
    const cpu = (ms: number | undefined) => (ms === undefined ? "" : ` (cpu ${ms.toFixed(0).padStart(4)})`);
    return this.sorted()
      .map(
        (cost) =>
          `${cost.ms.toFixed(0).padStart(6)} ms${cpu(cost.cpuMs)}  other ${cost.otherMs.toFixed(0).padStart(5)} ms${cpu(cost.otherCpuMs)}  ${cost.status}  ${cost.route}  (${cost.what}, as ${cost.as})`,
      )
      .join("\n");
  }
}
