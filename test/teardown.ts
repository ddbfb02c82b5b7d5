// Work to do once every test file of a run has finished (uvu has no global after-all).
const teardowns: (() => Promise<void> | void)[] = [];

export function onTeardown(fn: () => Promise<void> | void): void {
  teardowns.push(fn);
}

export async function runTeardowns(): Promise<void> {
  for (const fn of teardowns.reverse()) {
    try {
      await fn();
    } catch (error) {
      console.error("teardown failed:", error);
    }
  }
}
