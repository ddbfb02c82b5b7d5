// React adopts a rendered page in slices, handing the main thread back to the browser between them
// (its scheduler's 5 ms). On a slow phone a 5 ms slice holds little of the adoption, and each hand
// back costs a task and often a frame: on the low-tier phone, home's adoption took 880 ms in 3–20 ms
// slices, and 435 ms in slices of up to 40 ms. Longer slices while it adopts the host's markup, then
// its own again: a press meanwhile waits at most one slice, under the 50 ms of a long task.
import { unstable_forceFrameRate as forceFrameRate } from "scheduler";

/** Slices of 40 ms: 25 a second. */
const ADOPTION_SLICES_PER_SECOND = 25;

export const adoptInLongerSlices = (): void => forceFrameRate(ADOPTION_SLICES_PER_SECOND);

/** Once the page is adopted: the scheduler's own slices. */
export const backToShortSlices = (): void => forceFrameRate(0);
