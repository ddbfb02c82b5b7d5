// Runs the uvu test files under test/ whose path matches the pattern given, then the teardowns
// they registered (a browser, a host), and exits with uvu's verdict.
// Usage: node --import tsx [--import ./test/setup.ts] test/uvu.ts '<pattern>'
import { parse } from "uvu/parse";
import { run } from "uvu/run";
import { runTeardowns } from "./teardown";

const pattern = process.argv[2] ?? "\\.test\\.tsx?$";
const { suites } = await parse("test", new RegExp(pattern), { cwd: process.cwd() });
if (suites.length === 0) {
  console.error(`No test files match ${pattern}`);
  process.exit(1);
}
await run(suites, { bail: false });
await runTeardowns();
process.exit(process.exitCode ?? 0);
