// uvu as the test files import it (test/support/runner/marked-tests-hook.mjs sends them here): the same
// suites, with each test.skip and test.only written down, so the runner can fail a file that
// leaves a test out. A focused test alone in its file leaves nothing out today, but the next test
// written beside it would be left out unseen.
import { exec, type Test, suite as uvuSuite, test as uvuTest } from "uvu";
import { type CpuSeconds, cpuSeconds } from "./cpu-time";

/** The test.skip and test.only calls of the file being loaded, e.g. 'test.only("a sign-in …")'. */
export const markedTests: string[] = [];

/**
 * With TEST_TIMES set, each test's own time and CPU (this process's and its children's: the host,
 * Chromium) are printed after it, e.g. '  · 2.4 s, CPU 0.3 + 1.1 s  a sign-in …'.
 */
const timed = process.env.TEST_TIMES !== undefined;

function marking<T>(test: Test<T>): Test<T> {
  if (process.send) test = announcing(test);
  if (timed) test = timing(test);
  const { only, skip } = test;
  test.only = (name, handler) => {
    markedTests.push(`test.only(${JSON.stringify(name)})`);
    only(name, handler);
  };
  test.skip = (name, handler) => {
    markedTests.push(`test.skip(${JSON.stringify(name ?? "")})`);
    skip(name, handler);
  };
  return test;
}

/** A test's handler, as uvu calls it. */
type Handler<T> = Parameters<Test<T>>[1];

/** `test` with each handler wrapped by `wrap`. */
function wrapping<T>(test: Test<T>, wrap: (name: string, handler: Handler<T>) => Handler<T>): Test<T> {
  const wrapped = ((name: string, handler: Handler<T>) => test(name, wrap(name, handler))) as Test<T>;
  return Object.assign(wrapped, test, {
    only: (name: string, handler: Handler<T>) => test.only(name, wrap(name, handler)),
  });
}

/**
 * In a worker of test/run.mjs, `test` whose handlers tell the runner which test runs: a file
 * stopped for running too long is named with the test it was in.
 */
const announcing = <T>(test: Test<T>): Test<T> =>
  wrapping(test, (name, handler) => (context) => {
    process.send?.({ test: name });
    return handler(context);
  });

/** A test's time and CPU (this process's and its children's), as TEST_TIMES reports them. */
export interface TestCost {
  test: string;
  seconds: number;
  cpu: CpuSeconds;
}

/** The costs of the tests run since the last file began (test/uvu.ts empties it). */
export const testCosts: TestCost[] = [];

/** `test` whose handlers print their time when they end, and note it in `testCosts`. */
function timing<T>(test: Test<T>): Test<T> {
  return wrapping(test, (name, handler) => async (context) => {
    const started = performance.now();
    const before = cpuSeconds();
    try {
      await handler(context);
    } finally {
      const after = cpuSeconds();
      const cpu = { own: after.own - before.own, children: after.children - before.children };
      const seconds = (performance.now() - started) / 1000;
      testCosts.push({ test: name, seconds, cpu });
      const used = `CPU ${cpu.own.toFixed(1)} + ${cpu.children.toFixed(1)} s`;
      process.stdout.write(`\n  · ${seconds.toFixed(1)} s, ${used}  ${name}\n`);
    }
  });
}

export const suite = <T = Record<string, unknown>>(title?: string, context?: T): Test<T> =>
  marking(uvuSuite(title, context));

export const test = marking(uvuTest);

export { exec };
