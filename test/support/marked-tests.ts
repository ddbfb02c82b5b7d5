// uvu as the test files import it (test/support/marked-tests-hook.mjs sends them here): the same
// suites, with each test.skip and test.only written down, so the runner can fail a file that
// leaves a test out. A focused test alone in its file leaves nothing out today, but the next test
// written beside it would be left out unseen.
import { exec, type Test, suite as uvuSuite, test as uvuTest } from "uvu";
import { cpuSeconds } from "./cpu-time";

/** The test.skip and test.only calls of the file being loaded, e.g. 'test.only("a sign-in …")'. */
export const markedTests: string[] = [];

/**
 * With TEST_TIMES set, each test's own time and CPU (this process's and its children's: the host,
 * Chromium) are printed after it, e.g. '  · 2.4 s, CPU 0.3 + 1.1 s  a sign-in …'.
 */
const timed = process.env.TEST_TIMES !== undefined;

function marking<T>(test: Test<T>): Test<T> {
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

/** `test` whose handlers print their time when they end. */
function timing<T>(test: Test<T>): Test<T> {
  const wrap =
    (name: string, handler: (context: T) => unknown) =>
    async (context: T): Promise<void> => {
      const started = performance.now();
      const before = cpuSeconds();
      try {
        await handler(context);
      } finally {
        const after = cpuSeconds();
        const cpu = `CPU ${(after.own - before.own).toFixed(1)} + ${(after.children - before.children).toFixed(1)} s`;
        process.stdout.write(
          `\n  · ${((performance.now() - started) / 1000).toFixed(1)} s, ${cpu}  ${name}\n`,
        );
      }
    };
  const timedTest = ((name: string, handler: (context: T) => unknown) =>
    test(name, wrap(name, handler))) as Test<T>;
  return Object.assign(timedTest, test, {
    only: (name: string, handler: (context: T) => unknown) => test.only(name, wrap(name, handler)),
  });
}

export const suite = <T = Record<string, unknown>>(title?: string, context?: T): Test<T> =>
  marking(uvuSuite(title, context));

export const test = marking(uvuTest);

export { exec };
