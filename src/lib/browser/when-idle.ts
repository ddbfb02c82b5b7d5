/** Runs `run` once the browser is idle (Safari has no idle callback: a task later). */
export const whenIdle = (run: () => void): void => {
  (self.requestIdleCallback ?? setTimeout)(run);
};
