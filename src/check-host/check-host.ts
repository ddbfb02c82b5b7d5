// Walks the contract against a running host it does not trust yet (host-client.ts: its origin and
// path only, each request a time, each body a size, the run a time): every GET with real ids the
// host's own answers name, each answer's status, content type, shape, formats and page sizes
// (read-walk.ts), a second page where a first says there is one (second-pages.ts), whose data
// each personal answer is, asked in turn by two accounts and a guest (whose-data.ts), ids in
// addresses junk or unknown (path-ids.ts), who may write (write-probes.ts), and, when asked, a few
// writes on a test account, each undone (writes.ts). Each difference is a deviation.
import { PATHS } from "../lib/routes";
import type { Account, CheckReport, CheckRun, Visitor } from "./check-run";
import type { Deviation } from "./deviation";
import { connection, HostClient, RunEnded } from "./host-client";
import { hostScope } from "./host-scope";
import { DEFAULT_LIMITS, type Limits } from "./limits";
import { checkPathIds } from "./path-ids";
import { walkReads } from "./read-walk";
import { checkSecondPages } from "./second-pages";
import { checkWhoseData } from "./whose-data";
import { probeWrites } from "./write-probes";
import { checkWrites } from "./writes";

export type { Account, CheckReport } from "./check-run";

export interface CheckOptions {
  /** The host's base address: 'http://127.0.0.1:3000', or under a path: 'https://staging.example/market'. */
  base: string;
  /** The reviewers to sign in as (test accounts): the first is the one the checks read and write as, a second the account whose data the first must never see. */
  reviewers?: Account[];
  arbitrator?: Account;
  /** Write on the first reviewer's account, and undo each write. */
  writes?: boolean;
  limits?: Partial<Limits>;
}

const ROLE_NAMES = ["reviewer", "second reviewer"];

/** Signs `account` in as `role`; a visitor, or a deviation when no session came of it. */
async function signedIn(run: CheckRun, role: string, who: Visitor["who"], account: Account) {
  const client = new HostClient(run.connection, role);
  if (await client.signIn(account.email, account.password)) {
    const me = await client.request("GET", "/reviews/me.json");
    const slug = (me.json as { reviewer?: { slug?: string } } | undefined)?.reviewer?.slug;
    return { client, who, account: { email: account.email, slug } } satisfies Visitor;
  }
  run.report.deviations.push({
    address: `POST ${PATHS.login}`,
    path: `sign-in as ${role}`,
    wants: "a session (303, then me.json names the reviewer)",
    came: "no session",
  });
  return undefined;
}

/** Each line once: a rule broken the same way at the same address, seen by two checks, is one deviation. */
function once(deviations: Deviation[]): Deviation[] {
  const seen = new Set<string>();
  return deviations.filter((d) => {
    const line = `${d.address}|${d.path}|${d.wants}|${d.came}`;
    if (seen.has(line)) return false;
    seen.add(line);
    return true;
  });
}

export async function checkHost(options: CheckOptions): Promise<CheckReport> {
  const started = performance.now();
  const given = Object.entries(options.limits ?? {}).filter(([, value]) => value !== undefined);
  const limits: Limits = { ...DEFAULT_LIMITS, ...Object.fromEntries(given) };
  const link = connection(hostScope(options.base), limits);
  const report: CheckReport = {
    base: options.base,
    deviations: link.deviations,
    requests: 0,
    reached: new Set(),
    unreached: [],
    seconds: 0,
  };
  const guest: Visitor = { client: new HostClient(link, "guest"), who: "guest" };
  const run: CheckRun = { connection: link, report, facts: {}, guest, asked: new Map() };
  try {
    await guest.client.readToken();
    const reviewers = options.reviewers ?? [];
    for (const [i, account] of reviewers.slice(0, 2).entries()) {
      const visitor = await signedIn(run, ROLE_NAMES[i] as string, "reviewer", account);
      if (i === 0) run.reviewer = visitor;
      else run.second = visitor;
    }
    if (options.arbitrator)
      run.arbitrator = await signedIn(run, "arbitrator", "arbitrator", options.arbitrator);
    // Without a second reviewer, the arbitrator is the other account (an arbitrator is a reviewer too).
    run.second ??= run.arbitrator;
    sameAccounts(run);
    run.facts.ownSlug = run.reviewer?.account?.slug;
    await walkReads(run);
    await checkSecondPages(run);
    await checkWhoseData(run);
    await checkPathIds(run);
    await probeWrites(run);
    if (options.writes) {
      if (!run.reviewer)
        report.unreached.push({
          key: "POST /reviews/profile/follows/heart",
          why: "--writes needs --reviewer",
        });
      else report.deviations.push(...(await checkWrites(run.reviewer.client, run.facts)));
    }
  } catch (error) {
    if (!(error instanceof RunEnded)) throw error;
    report.deviations.push(error.deviation);
  }
  report.deviations = once(report.deviations);
  report.requests = link.requests;
  report.seconds = (performance.now() - started) / 1000;
  return report;
}

/** Two sessions whose me.json name the same reviewer: one of them is answered for another account. */
function sameAccounts(run: CheckRun): void {
  const signed = [run.reviewer, run.second, run.arbitrator].filter(
    (v, i, all): v is Visitor => !!v && all.indexOf(v) === i,
  );
  for (const [i, visitor] of signed.entries()) {
    const earlier = signed.slice(0, i).find((other) => other.account?.slug === visitor.account?.slug);
    if (earlier)
      run.report.deviations.push({
        address: `GET /reviews/me.json (${visitor.client.role})`,
        path: "reviewer.slug",
        wants: `the ${visitor.client.role}'s own (${visitor.account?.email})`,
        came: `the ${earlier.client.role}'s (${String(visitor.account?.slug)})`,
      });
  }
}
