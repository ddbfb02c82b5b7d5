// Runs uvu test files one after another in this process, each file followed by its teardowns (its
// host and data), then the run's (the browser the files share).
// Usage: node --import tsx [--import ./test/setup.ts] test/uvu.ts '<pattern>'
//   runs the files under test/ whose path matches the pattern and exits with their verdict;
// as `test/uvu.ts --worker` (with an IPC channel, as test/run.mjs starts it) it runs the files it is
// sent, one at a time, and answers each with its counts and output.
// A file fails when it leaves a test out (test.skip, test.only) or registers none: a run that
// passes has run every test written.
import { register } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parse } from "uvu/parse";
import { cpuSeconds } from "./support/runner/cpu-time";
import type { TestCost } from "./support/runner/marked-tests";
import { takePageLoads } from "./support/runner/page-loads";
import { beginFile, runFileTeardowns, runTeardowns } from "./teardown";

export interface FileResult {
  name: string;
  total: number;
  passed: number;
  skipped: number;
  output: string;
  seconds: number;
  /** CPU seconds the file took in this process (its host, the test code) and in its children (Chromium). */
  cpu: { own: number; children: number };
  /** Pages Chromium loaded from the file's test host (support/runner/page-loads.ts). */
  pageLoads: number;
  /** With TEST_TIMES set, each test's time and CPU (support/runner/marked-tests.ts); else empty. */
  tests: TestCost[];
}

/** What uvu's suites queue: one entry per file, its name then a run function per suite. */
type SuiteRun = () => Promise<[string | true, number, number, number]>;
type Queue = [string | null, ...SuiteRun[]][];

// Loaded in CLI mode (UVU_DEFER) so that test files queue their suites instead of running them;
// the files' uvu notes each test they mark (support/runner/marked-tests.ts).
(globalThis as { UVU_DEFER?: number }).UVU_DEFER = 1;
register("./support/runner/marked-tests-hook.mjs", import.meta.url);
const { markedTests, testCosts } = await import("./support/runner/marked-tests");
const queue = (globalThis as unknown as { UVU_QUEUE: Queue }).UVU_QUEUE;

/** Why a file that ran `total` tests fails as a whole, or null. */
function leftOut(name: string, total: number): string | null {
  if (markedTests.length > 0)
    return `${name} leaves tests out: ${markedTests.join(", ")} (a run fails on a skipped or focused test)`;
  if (total === 0) return `${name} registers no test (no test, or no test.run())`;
  return null;
}

/** Runs one test file's suites, then its teardowns; a file that fails to load counts as one failure. */
async function runFile(name: string, write: (text: string) => void): Promise<Omit<FileResult, "output">> {
  const started = performance.now();
  const cpuBefore = cpuSeconds();
  takePageLoads();
  let total = 0;
  let passed = 0;
  let skipped = 0;
  queue.length = 0;
  (globalThis as { UVU_INDEX?: number }).UVU_INDEX = 0;
  queue.push([name]);
  markedTests.length = 0;
  testCosts.length = 0;
  beginFile(name);
  write(`${name}\n`);
  try {
    await import(pathToFileURL(path.resolve("test", name)).href);
    for (const run of (queue[0]?.slice(1) ?? []) as SuiteRun[]) {
      const [errors, ran, skips, max] = await run();
      total += max;
      passed += ran;
      skipped += skips;
      if (errors !== true) write(`\n${errors}\n`);
    }
    const fault = leftOut(name, total);
    if (fault) {
      total += 1; // counted as one failed test
      write(`\n  ✘ ${fault}\n`);
    }
  } catch (error) {
    total += 1;
    write(`\n  ${name} stopped before its tests ended: ${(error as Error)?.stack ?? error}\n`);
  }
  await runFileTeardowns();
  const cpuAfter = cpuSeconds();
  const cpu = { own: cpuAfter.own - cpuBefore.own, children: cpuAfter.children - cpuBefore.children };
  const pageLoads = takePageLoads();
  const seconds = (performance.now() - started) / 1000;
  return { name, total, passed, skipped, seconds, cpu, pageLoads, tests: testCosts.splice(0) };
}

/**
 * A file's wall time, the CPU it used and the pages it loaded, e.g. '12.3 s, CPU 4.0 s + 6.1 s in
 * child processes, 9 page loads'.
 */
export function timeOf({
  seconds,
  cpu,
  pageLoads,
}: Pick<FileResult, "seconds" | "cpu" | "pageLoads">): string {
  const loads = pageLoads > 0 ? `, ${pageLoads} page loads` : "";
  return `${seconds.toFixed(1)} s, CPU ${cpu.own.toFixed(1)} s + ${cpu.children.toFixed(1)} s in child processes${loads}`;
}

/** Runs `fn` with everything this process prints kept aside, and returns it. */
async function captured<T>(fn: () => Promise<T>): Promise<[T, string]> {
  let output = "";
  const { stdout, stderr } = process;
  const writes = [stdout.write, stderr.write];
  const keep = (chunk: unknown, ...rest: unknown[]) => {
    output += String(chunk);
    const done = rest.find((arg) => typeof arg === "function") as (() => void) | undefined;
    done?.();
    return true;
  };
  stdout.write = keep as typeof stdout.write;
  stderr.write = keep as typeof stderr.write;
  try {
    return [await fn(), output];
  } finally {
    [stdout.write, stderr.write] = writes as [typeof stdout.write, typeof stderr.write];
  }
}

if (process.argv[2] === "--worker") {
  // One file per message; an empty message ends the worker.
  process.on("message", async (message: { name?: string }) => {
    if (!message.name) {
      await runTeardowns();
      process.exit(0);
    }
    const name = message.name;
    const [result, output] = await captured(() => runFile(name, (text) => process.stdout.write(text)));
    process.send?.({ ...result, output } satisfies FileResult);
  });
  process.send?.({ ready: true });
} else {
  const pattern = process.argv[2] ?? "\\.test\\.tsx?$";
  const { suites } = await parse("test", new RegExp(pattern), { cwd: process.cwd() });
  if (suites.length === 0) {
    console.error(`No test files match ${pattern}`);
    process.exit(1);
  }
  const started = performance.now();
  let total = 0;
  let passed = 0;
  let skipped = 0;
  for (const { name } of suites) {
    const result = await runFile(name, (text) => process.stdout.write(text));
    total += result.total;
    passed += result.passed;
    skipped += result.skipped;
    if (process.env.TEST_TIMES) process.stdout.write(`  [${name}: ${timeOf(result)}]\n`);
    process.stdout.write("\n");
  }
  await runTeardowns();
  // The summary uvu prints, which test/run.mjs reads.
  process.stdout.write(
    `  Total:     ${total}\n  Passed:    ${passed}\n  Skipped:   ${skipped}\n` +
      `  Duration:  ${(performance.now() - started).toFixed(2)}ms\n\n`,
  );
  process.exit(passed === total ? 0 : 1);
}
