// React adopts a rendered page in slices, handing the main thread back to the browser between them
// (its scheduler's 5 ms). On a slow phone a 5 ms slice holds little of the adoption, and each hand
// back costs a task and often a frame, so the adoption takes far longer in short slices than
// in long ones (npm run bench, the low-tier phone, shows it). Longer slices while it adopts the
// host's markup, then its own again: a press meanwhile waits at most one slice, under the 50 ms of a
// long task.
import { unstable_forceFrameRate as forceFrameRate } from "scheduler";

/** Slices of 40 ms: 25 a second. */
const ADOPTION_SLICES_PER_SECOND = 25;

export const adoptInLongerSlices = (): void => forceFrameRate(ADOPTION_SLICES_PER_SECOND);

/** Once the page is adopted: the scheduler's own slices. */
export const backToShortSlices = (): void => forceFrameRate(0);
