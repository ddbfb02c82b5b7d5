// Whose data an answer is, asked in turn by the sessions of two accounts and a guest, as a cache
// in front of the host would see them: every personal GET asked by its reader, then by another
// account (a second reviewer, or the reviewer on an arbitrator's route), then by a guest. Each
// answer names whoever asked and nobody else (answer-checks.ts), carries caching headers that keep
// it out of shared caches, and the guest is refused (401), as is a reviewer an arbitrator's (403).
import type { RouteKey } from "../api/contract/contract-route";
import { CONTRACT_ROUTES } from "../api/contract/routes";
import { cacheDeviation, isPersonal, whoseDeviations } from "./answer-checks";
import { type CheckRun, labelOf, type Visitor } from "./check-run";
import { refusalDeviation } from "./refusals";

export async function checkWhoseData(run: CheckRun): Promise<void> {
  const { deviations } = run.report;
  for (const [key, { address, visitor: reader }] of run.asked) {
    const route = CONTRACT_ROUTES.get(key);
    if (!route || !isPersonal(key, route, reader)) continue;
    const others =
      route.who === "arbitrator"
        ? [run.reviewer]
        : [run.second, ...(key === "GET /reviews/me.json" ? [run.arbitrator] : [])];
    // Each once: without a second reviewer, the arbitrator is the other account.
    const turns = new Set([reader, ...others.filter((other): other is Visitor => !!other), run.guest]);
    for (const visitor of turns) {
      const label = labelOf("GET", address, visitor);
      const answer = await visitor.client.request("GET", address);
      deviations.push(...whoseDeviations(label, key as RouteKey, visitor, answer));
      const personal = isPersonal(key, route, visitor) ? cacheDeviation(label, answer) : null;
      if (personal) deviations.push(personal);
      const refusal =
        visitor === run.guest && route.who !== "anyone"
          ? refusalDeviation(label, answer, [401], "a guest is refused")
          : route.who === "arbitrator" && visitor.who !== "arbitrator"
            ? refusalDeviation(label, answer, [403], "a reviewer is refused an arbitrator's")
            : null;
      if (refusal) deviations.push(refusal);
    }
  }
}
