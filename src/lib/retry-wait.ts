// How long the host asked a refused visitor to wait (Retry-After), in words.

/** "Try again in 30 seconds.", "Try again in 2 minutes.", or "Try again in a moment." without a wait. */
export function tryAgainIn(seconds: number | null): string {
  if (seconds === null || seconds <= 0) return "Try again in a moment.";
  if (seconds < 90) return `Try again in ${seconds} ${seconds === 1 ? "second" : "seconds"}.`;
  return `Try again in ${Math.ceil(seconds / 60)} minutes.`;
}
