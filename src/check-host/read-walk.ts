// Every GET of the contract asked once, in the order of reads.ts, each as its reader: its answer
// held to everything an answer is (answer-checks.ts), what it names learnt for the addresses that
// follow (an address that leaves the host is a deviation, never asked), and each of its query's
// parameters given a value the contract refuses (refusals.ts).
import { HostPageOnly } from "../api/contract/building-blocks";
import type { ContractRoute } from "../api/contract/contract-route";
import { CONTRACT_ROUTES } from "../api/contract/routes";
import { checkAnswer } from "./answer-checks";
import { type CheckRun, labelOf, readerOf } from "./check-run";
import { shown } from "./deviation";
import { type InScope, LEARN } from "./facts";
import { addressIn } from "./host-scope";
import { ownProfileDeviations } from "./own-profile";
import { ratingsDeviations } from "./ratings-checks";
import { READS } from "./reads";
import { junkFor, refusalDeviation, UNDECLARED } from "./refusals";

/** An address an answer (asked as `label`) names, kept when it stays on the host; else a deviation. */
const inScopeOf =
  (run: CheckRun, label: string): InScope =>
  (value, field) => {
    if (typeof value !== "string" || value === "") return undefined;
    const address = addressIn(run.connection.scope, value);
    if (address !== null) return address;
    const { origin, prefix } = run.connection.scope;
    run.report.deviations.push({
      address: label,
      path: field,
      wants: `an address on the host, under ${origin}${prefix}/ (a browser following it stays there)`,
      came: `${shown(value)}, which is not asked`,
    });
    return undefined;
  };

export async function walkReads(run: CheckRun): Promise<void> {
  const { report, facts } = run;
  for (const read of READS) {
    const route = CONTRACT_ROUTES.get(read.key);
    if (!route) throw new Error(`the checker asks ${read.key}, which the contract does not have`);
    const visitor = read.as === "guest" ? run.guest : readerOf(run, read.as);
    const address = read.address(facts);
    if (typeof address !== "string" || !visitor) {
      const why = !visitor
        ? `no ${read.as} signed in (--${read.as})`
        : `needs ${(address as { missing: string }).missing}`;
      report.unreached.push({ key: read.key, why });
      continue;
    }
    const label = labelOf("GET", address, visitor);
    // A page without a JSON form is asked as a browser asks it.
    const answer = await visitor.client.request("GET", address, {
      page: Object.values(route.answers).includes(HostPageOnly),
    });
    report.reached.add(read.key);
    if (!run.asked.has(read.key) || visitor.who !== "guest")
      run.asked.set(read.key, { address, visitor, answer });
    report.deviations.push(...checkAnswer(label, read.key, route, visitor, address, answer));
    // No answer to read (none in time, too large): nothing learnt, and no refusal to ask of it.
    if (answer.failed) continue;
    LEARN[read.key]?.(answer.json, facts, inScopeOf(run, label));
    if (read.key === "GET /api/v1/widgets/product_review") facts.reviewsAddress ??= address;
    if (read.key === "GET /api/questions/questions_for_widget") facts.questionsAddress ??= address;
    if (read.key === "GET /profile")
      report.deviations.push(
        ...ownProfileDeviations(label, run.connection.scope, answer.location, facts.ownSlug),
      );
    if (read.key === "GET /api/v1/widgets/product_ratings" && facts.externalId)
      report.deviations.push(...(await ratingsDeviations(run, address, facts.externalId, answer)));
    for (const [probe, what] of junkProbes(route, address)) {
      const refused = await visitor.client.request("GET", probe);
      const deviation = refusalDeviation(labelOf("GET", probe, visitor), refused, [400], what);
      if (deviation) report.deviations.push(deviation);
    }
  }
}

/** The junk requests of a GET: a parameter it does not take (unless it ignores others, as a page does), and each of its parameters given a value its schema refuses. */
function junkProbes(route: ContractRoute, address: string): [string, string][] {
  const query = route.query as { properties?: Record<string, unknown>; additionalProperties?: unknown };
  const probes: [string, string][] = [];
  const withParams = (change: (params: URLSearchParams) => void) => {
    const url = new URL(address, "http://host");
    change(url.searchParams);
    return `${url.pathname}${url.search}`;
  };
  if (query.additionalProperties === false)
    probes.push([withParams((p) => p.set(UNDECLARED, "1")), `a parameter the route does not take`]);
  for (const [name, schema] of Object.entries(query.properties ?? {})) {
    const junk = junkFor(schema as ContractRoute["query"]);
    if (junk !== undefined) probes.push([withParams((p) => p.set(name, junk)), `a junk value of '${name}'`]);
  }
  return probes;
}
