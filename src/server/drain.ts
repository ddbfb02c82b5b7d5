/** How long the renders in flight get to answer at a stop before a process of the service exits anyway. */
export const DRAIN_MS = 10_000;
