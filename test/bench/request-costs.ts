// The cost of every route's worst shapes against `npm start`'s host over HTTP, one worker, so the
// other visitor's requests (from a process of their own) wait on the same worker as the worst one
// (support/costs/cost-run.ts: the same shapes, roles and searches as host/request-costs, a review's
// photos as a phone takes them). The guide's budget: any one request answered within 200 ms,
// another visitor meanwhile within 100 ms. A request not answered as it is meant to be (refused
// before the work it measures, or let through where it is meant to be refused) breaks it too.
import { type Db, openDatabase } from "../../fixtures/host/db/database";
import { runCosts } from "../support/costs/cost-run";
import { writeSession } from "../support/data/session-rows";
import { phonePhoto } from "../support/requests/phone-photo";
import { routesOver } from "../support/routes/route-table";
import { bystanderProcess } from "./bystander";
import { startHostProcess } from "./host-process";
import { HttpVisitor, httpVisitorAs } from "./http-visitor";

export const REQUEST_BUDGET_MS = 200;
export const OTHER_VISITOR_BUDGET_MS = 100;

/** A visitor signed in as a seeded reviewer: a session row written beside the host, as a sign-in writes it. */
async function accountVisitor(base: string, db: Db, reviewerId: number) {
  const visitor = new HttpVisitor(base);
  visitor.adoptSession(writeSession(db, reviewerId));
  await visitor.get("/reviews/trust");
  return visitor;
}

/** Runs the measures; the lines to print and the budgets broken. */
export async function measureRequestCosts(): Promise<{ lines: string[]; broken: string[] }> {
  const host = await startHostProcess({ WEB_CONCURRENCY: "1" });
  const db = openDatabase(host.dataDir);
  const bystander = await bystanderProcess(host.url);
  try {
    const run = await runCosts({
      routes: await routesOver(host.dataDir),
      db,
      visitorAs: (role) => httpVisitorAs(host.url, role),
      bystander,
      visitorOfAccount: (id) => accountVisitor(host.url, db, id),
      within: (cost) => cost.ms <= REQUEST_BUDGET_MS && cost.otherMs <= OTHER_VISITOR_BUDGET_MS,
      stopAfter: Number.POSITIVE_INFINITY,
      photo: () => phonePhoto(),
    });
    const broken = run.costs
      .sorted()
      .filter((cost) => cost.ms > REQUEST_BUDGET_MS || cost.otherMs > OTHER_VISITOR_BUDGET_MS)
      .map(
        (cost) =>
          `${cost.route}: ${cost.ms.toFixed(0)} ms, another visitor ${cost.otherMs.toFixed(0)} ms (${cost.what}, as ${cost.as})`,
      );
    broken.push(...run.faults.map((fault) => `a 5xx: ${fault}`));
    broken.push(...run.unmet.map((unmet) => `not answered as meant: ${unmet}`));
    const lines = [
      `every route's worst shape over HTTP, one worker, ${run.sent} shapes (${run.refusals} meant to be refused), ${run.asked} questions asked and ${run.rewritten} reviews rewritten before the searches:`,
      run.costs.table(),
      `  budget: each within ${REQUEST_BUDGET_MS} ms, another visitor within ${OTHER_VISITOR_BUDGET_MS} ms: ${broken.length ? `BROKEN (${broken.length} routes)` : "kept"}`,
    ];
    return { lines, broken };
  } finally {
    bystander.stop();
    db.close();
    host.stop();
  }
}
