// npm run check-host -- <base URL> [--reviewer email:password] [--arbitrator email:password] [--writes]
// Walks the contract against the running host at <base URL> (check-host.ts) and prints each
// deviation (the address, the field's path, what the contract wants, what came), what it could not
// reach and why, and a summary line; exits 1 when there is any deviation.
import { parseArgs } from "node:util";
import { type Account, checkHost } from "./check-host";
import { reportLines } from "./report-lines";

const USAGE =
  "usage: npm run check-host -- <base URL> [--reviewer email:password] [--arbitrator email:password] [--writes]";

const account = (value: string | undefined): Account | undefined => {
  if (value === undefined) return undefined;
  const at = value.indexOf(":");
  if (at < 1) throw new Error(`an account is email:password, not ${value}`);
  return { email: value.slice(0, at), password: value.slice(at + 1) };
};

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { reviewer: { type: "string" }, arbitrator: { type: "string" }, writes: { type: "boolean" } },
});
const [base] = positionals;
if (!base || positionals.length > 1) {
  console.error(USAGE);
  process.exit(2);
}
const report = await checkHost({
  base,
  reviewer: account(values.reviewer),
  arbitrator: account(values.arbitrator),
  writes: values.writes,
});
for (const line of reportLines(report)) console.log(line);
process.exit(report.deviations.length > 0 ? 1 : 0);
