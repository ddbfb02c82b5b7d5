// npm run check-host -- <base URL> [options] (USAGE below): walks the contract against the running
// host at <base URL> (check-host.ts) and prints each deviation (the address, the field's path,
// what the contract wants, what came), what it could not reach and why, and a summary line, or
// with --json the same as one JSON object for a CI; exits 1 when there is any deviation, 2 when
// the command itself is wrong.
import { parseArgs } from "node:util";
import { type Account, checkHost } from "./check-host";
import { DEFAULT_LIMITS, UNANSWERED_IN_A_ROW } from "./limits";
import { reportJson, reportLines } from "./report-lines";

const USAGE = `usage: npm run check-host -- <base URL> [options]

Checks the host at <base URL> (its origin, and the path it is mounted under) against the contract
of docs/host-api.md. It asks only addresses under <base URL>, sends its cookies nowhere else and
follows no redirect; an address a host's answer names elsewhere is a deviation, never asked.

  --reviewer email:password    sign in as a reviewer (a test account); given twice, the second is
                               an account whose data the first must never see (without it, the
                               arbitrator is that account)
  --arbitrator email:password  sign in as an arbitrator
  --writes                     write on the first reviewer's account (a store followed, helpful
                               votes given), each undone
  --timeout <seconds>          the longest one request may take, its body read whole
                               (default ${DEFAULT_LIMITS.requestSeconds}); one that takes longer is a deviation
  --max-body <bytes>           the largest body read (default ${DEFAULT_LIMITS.bodyBytes}, ${DEFAULT_LIMITS.bodyBytes / 1024 / 1024} MiB); a
                               larger one is a deviation, left unread
  --max-time <seconds>         the longest the whole run may take (default ${DEFAULT_LIMITS.runSeconds}); what is left
                               then is not asked, and the run is a deviation; ${UNANSWERED_IN_A_ROW} requests in a row
                               without an answer end it too
  --json                       the report as one JSON object, for a CI
  --help                       this

Exits 0 when the host keeps the contract, 1 when there is any deviation, 2 when this command is
given wrong.`;

const fail = (why: string): never => {
  console.error(`${why}\n\n${USAGE}`);
  process.exit(2);
};

const account = (value: string): Account => {
  const at = value.indexOf(":");
  if (at < 1) fail(`an account is email:password, not ${value}`);
  return { email: value.slice(0, at), password: value.slice(at + 1) };
};

/** A positive number of an option, or undefined when not given. */
const positive = (name: string, value: string | undefined) => {
  if (value === undefined) return undefined;
  const number = Number(value);
  if (!(number > 0)) fail(`--${name} is a positive number, not ${value}`);
  return number;
};

const parse = () =>
  parseArgs({
    allowPositionals: true,
    options: {
      reviewer: { type: "string", multiple: true },
      arbitrator: { type: "string" },
      writes: { type: "boolean" },
      timeout: { type: "string" },
      "max-body": { type: "string" },
      "max-time": { type: "string" },
      json: { type: "boolean" },
      help: { type: "boolean", short: "h" },
    },
  });
let parsed: ReturnType<typeof parse> | undefined;
try {
  parsed = parse();
} catch (error) {
  fail((error as Error).message);
}
const { values, positionals } = parsed as ReturnType<typeof parse>;
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const [base] = positionals;
if (!base || positionals.length > 1) fail("one base URL, please");
if ((values.reviewer?.length ?? 0) > 2) fail("--reviewer at most twice");
const report = await checkHost({
  base: base as string,
  reviewers: values.reviewer?.map(account),
  arbitrator: values.arbitrator === undefined ? undefined : account(values.arbitrator),
  writes: values.writes,
  limits: {
    requestSeconds: positive("timeout", values.timeout),
    bodyBytes: positive("max-body", values["max-body"]),
    runSeconds: positive("max-time", values["max-time"]),
  },
}).catch((error: Error) => fail(error.message));
if (values.json) console.log(JSON.stringify(reportJson(report), null, 2));
else for (const line of reportLines(report)) console.log(line);
process.exit(report.deviations.length > 0 ? 1 : 0);
