// Work to do when a test file has finished (its host, its data) and when the whole run has (the
// browser its files share). uvu has no after-all of its own.
type Teardown = () => Promise<void> | void;
const fileTeardowns: Teardown[] = [];
const afterFile: Teardown[] = [];
const runEnd: Teardown[] = [];
let running = "";

/** The test file now running, as test/uvu.ts names it (e.g. 'browser/home.test.ts'). */
export const runningFile = (): string => running;

/** Tells the teardowns which file now runs. */
export function beginFile(name: string): void {
  running = name;
}

/**
 * Runs `fn` once the test file now running has finished, before the next file starts; with
 * `last`, after the file's other teardowns (the data its hosts share, once they have closed).
 */
export function onTeardown(fn: Teardown, { last = false } = {}): void {
  (last ? afterFile : fileTeardowns).push(fn);
}

/** Runs `fn` once every test file of this process has finished. */
export function onRunEnd(fn: Teardown): void {
  runEnd.push(fn);
}

async function drain(teardowns: Teardown[]): Promise<void> {
  for (const fn of teardowns.splice(0).reverse()) {
    try {
      await fn();
    } catch (error) {
      console.error("teardown failed:", error);
    }
  }
}

/** The teardowns of the file that has just finished. */
export async function runFileTeardowns(): Promise<void> {
  await drain(fileTeardowns);
  await drain(afterFile);
}

/** Every teardown still pending: the last file's, then the run's. */
export async function runTeardowns(): Promise<void> {
  await runFileTeardowns();
  await drain(runEnd);
}
