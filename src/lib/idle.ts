// Work that can wait until the browser is idle (issue 3: the header's and footer's secondary parts).

/** Runs `task` when the browser is idle (at the latest after `timeoutMs`); returns a cancel function. */
export function whenIdle(task: () => void, timeoutMs = 3000): () => void {
  if (typeof requestIdleCallback === "function") {
    const handle = requestIdleCallback(task, { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(task, Math.min(timeoutMs, 1500));
  return () => clearTimeout(timer);
}
