// npm run check-host -- <base URL> [options] (usage.ts): walks the contract against the running
// host at <base URL> (check-host.ts) and prints each deviation (the address, the field's path,
// what the contract wants, what came), what it could not reach and why, and a summary line, or
// with --json the same as one JSON object for a CI; exits 1 when there is any deviation, 2 when
// the command itself is wrong.
import { parseArgs } from "node:util";
import { type Account, checkHost } from "./check-host";
import { reportJson, reportLines } from "./report-lines";
import { USAGE } from "./usage";

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
