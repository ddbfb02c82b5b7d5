// How long a deleted review can be brought back, shared by the owner's screens (the delete dialog
// and the Deleted list say it) and the reference host (which lists and restores only within it).

/** A deleted review is restorable this many days after its deletion; the host may purge it later. */
export const RESTORE_DAYS = 30;

const DAY_MS = 86_400_000;

/** The earliest deletion time still restorable at `now`, as an ISO date-time. */
export const restorableSince = (now: number) => new Date(now - RESTORE_DAYS * DAY_MS).toISOString();
