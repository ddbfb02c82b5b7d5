// Walks the contract against a running host: every GET with real ids the host's own answers name
// (reads.ts), each answer's status, content type and shape against its schema; the refusals every
// host must make (refusals.ts); no private field in a guest's answer; and, when asked, a few writes
// on a test account, each undone (writes.ts). Each difference is a deviation.
import { type ContractRoute, isWrite, pathOf, type RouteKey, type Who } from "../api/contract/contract-route";
import { OwnerProfileBasics, PublicProfileBasics } from "../api/contract/profile";
import { CONTRACT_ROUTES } from "../api/contract/routes";
import { answerDeviations, type Deviation } from "./deviations";
import { type Facts, LEARN } from "./facts";
import { HostClient } from "./host-client";
import { READS } from "./reads";
import { junkFor, refusalDeviation, UNDECLARED } from "./refusals";
import { checkWrites } from "./writes";

export interface Account {
  email: string;
  password: string;
}

export interface CheckOptions {
  /** The host's base address: 'http://127.0.0.1:3000'. */
  base: string;
  reviewer?: Account;
  arbitrator?: Account;
  /** Write on the reviewer's account (a test account), and undo each write. */
  writes?: boolean;
}

export interface CheckReport {
  deviations: Deviation[];
  /** Requests sent. */
  requests: number;
  /** The GETs of the contract asked, each at least once. */
  reached: Set<RouteKey>;
  /** The GETs not asked, each with why. */
  unreached: { key: RouteKey; why: string }[];
}

/** What only the owner reads of a reviewer (their email, their saved choices), which no other answer may carry. */
export const PRIVATE_FIELDS = Object.keys(OwnerProfileBasics.properties).filter(
  (name) => !(name in PublicProfileBasics.properties),
);

/** The paths of private fields anywhere in `value`: beside a slug, in an object that names someone. */
function privateFieldsIn(value: unknown, at = ""): string[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => privateFieldsIn(item, `${at}[${i}]`));
  if (typeof value !== "object" || value === null) return [];
  const named = "slug" in value;
  return Object.entries(value).flatMap(([name, inner]) => [
    ...(named && PRIVATE_FIELDS.includes(name) ? [`${at}${at ? "." : ""}${name}`] : []),
    ...privateFieldsIn(inner, `${at}${at ? "." : ""}${name}`),
  ]);
}

export async function checkHost(options: CheckOptions): Promise<CheckReport> {
  const report: CheckReport = { deviations: [], requests: 0, reached: new Set(), unreached: [] };
  const visitors: Partial<Record<Who | "guest", HostClient>> = {};
  const guest = new HostClient(options.base, "guest");
  await guest.readToken();
  visitors.guest = visitors.anyone = guest;
  for (const role of ["reviewer", "arbitrator"] as const) {
    const account = options[role];
    if (!account) continue;
    const visitor = new HostClient(options.base, role);
    if (await visitor.signIn(account.email, account.password)) visitors[role] = visitor;
    else
      report.deviations.push({
        address: "POST /login",
        path: `sign-in as ${role}`,
        wants: "a session (303, then me.json names the reviewer)",
        came: "no session",
      });
  }
  const send = async (
    visitor: HostClient,
    method: string,
    address: string,
    withToken = false,
    body?: unknown,
  ) => {
    report.requests++;
    return visitor.request(method, address, { withToken, body });
  };
  const facts: Facts = {};
  const asked = new Map<RouteKey, string>();

  for (const read of READS) {
    const route = CONTRACT_ROUTES.get(read.key);
    if (!route) throw new Error(`the checker asks ${read.key}, which the contract does not have`);
    const visitor = visitors[read.as];
    const address = read.address(facts);
    if (typeof address !== "string" || !visitor) {
      const why = !visitor
        ? `no ${read.as} signed in (--${read.as})`
        : `needs ${(address as { missing: string }).missing}`;
      report.unreached.push({ key: read.key, why });
      continue;
    }
    const label = `GET ${address} (${visitor.role})`;
    const answer = await send(visitor, "GET", address);
    report.reached.add(read.key);
    asked.set(read.key, address);
    report.deviations.push(...answerDeviations(label, route, answer));
    if (visitor === guest)
      for (const path of privateFieldsIn(answer.json))
        report.deviations.push({
          address: label,
          path,
          wants: "no private field in a guest's answer",
          came: "the field",
        });
    LEARN[read.key]?.(answer.json, facts);
    if (read.key === "GET /api/v1/widgets/product_review") facts.reviewsAddress ??= address;
    if (read.key === "GET /api/questions/questions_for_widget") facts.questionsAddress ??= address;
    for (const [probe, what] of junkProbes(route, address)) {
      const refused = await send(visitor, "GET", probe);
      const deviation = refusalDeviation(`GET ${probe} (${visitor.role})`, refused, [400], what);
      if (deviation) report.deviations.push(deviation);
    }
  }
  // A guest is refused what a reviewer or an arbitrator may read, a reviewer what an arbitrator may.
  for (const [key, address] of asked) {
    const route = CONTRACT_ROUTES.get(key) as ContractRoute;
    if (route.who === "anyone") continue;
    const refused = await send(guest, "GET", address);
    const deviation = refusalDeviation(`GET ${address} (guest)`, refused, [401], "a guest is refused");
    if (deviation) report.deviations.push(deviation);
    if (route.who === "arbitrator" && visitors.reviewer) {
      const forbidden = await send(visitors.reviewer, "GET", address);
      const refusal = refusalDeviation(
        `GET ${address} (reviewer)`,
        forbidden,
        [403],
        "a reviewer is refused an arbitrator's",
      );
      if (refusal) report.deviations.push(refusal);
    }
  }
  // Every write without the session's token: refused, as a reviewer when there is one (a session exists).
  const writer = visitors.reviewer ?? guest;
  for (const [key] of CONTRACT_ROUTES) {
    if (!isWrite(key)) continue;
    const address = pathOf(key).replace(/:(\w+)/g, (_, name: string) => placeholder(name, facts));
    const method = key.slice(0, key.indexOf(" "));
    const refused = await send(writer, method, address, false, {});
    const deviation = refusalDeviation(
      `${method} ${address} (${writer.role}, no token)`,
      refused,
      [403, 422],
      "a write without its CSRF token",
    );
    if (deviation) report.deviations.push(deviation);
  }
  if (options.writes) {
    if (!visitors.reviewer)
      report.unreached.push({ key: "POST /reviews/profile/follows/heart", why: "--writes needs --reviewer" });
    else report.deviations.push(...(await checkWrites(visitors.reviewer, facts, () => report.requests++)));
  }
  return report;
}

/** An id for an address of a write, of the host's own when the checker learnt one. */
function placeholder(name: string, facts: Facts): string {
  const known: Record<string, string | undefined> = {
    publicId: facts.reviewPublicId,
    answerId: facts.answerId,
  };
  return encodeURIComponent(known[name] ?? "0");
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
