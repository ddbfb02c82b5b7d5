// uvu as the test files import it (test/support/marked-tests-hook.mjs sends them here): the same
// suites, with each test.skip and test.only written down, so the runner can fail a file that
// leaves a test out. A focused test alone in its file leaves nothing out today, but the next test
// written beside it would be left out unseen.
import { exec, type Test, suite as uvuSuite, test as uvuTest } from "uvu";

/** The test.skip and test.only calls of the file being loaded, e.g. 'test.only("a sign-in …")'. */
export const markedTests: string[] = [];

function marking<T>(test: Test<T>): Test<T> {
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

export const suite = <T = Record<string, unknown>>(title?: string, context?: T): Test<T> =>
  marking(uvuSuite(title, context));

export const test = marking(uvuTest);

export { exec };
