// Work to do when a test file has finished (its host, its data) and when the whole run has (the
// browser its files share). uvu has no after-all of its own.
type Teardown = () => Promise<void> | void;
const fileTeardowns: Teardown[] = [];
const runEnd: Teardown[] = [];

/** Runs `fn` once the test file now running has finished, before the next file starts. */
export function onTeardown(fn: Teardown): void {
  fileTeardowns.push(fn);
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
export function runFileTeardowns(): Promise<void> {
  return drain(fileTeardowns);
}

/** Every teardown still pending: the last file's, then the run's. */
export async function runTeardowns(): Promise<void> {
  await drain(fileTeardowns);
  await drain(runEnd);
}
