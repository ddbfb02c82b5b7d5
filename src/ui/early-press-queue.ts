// Taking the press queue's presses (src/early/press-queue.ts) just before the roots are hydrated:
// it stops keeping presses but on parts adopted later (React replays what comes after that itself)
// and each field's text is read as typed, before React hydrates it. Small, as every page runs it;
// early-presses.ts does them.
import type { EarlyPress } from "../early/press-queue";

export type { EarlyPress };

/** What the press queue kept (none without it): all of it, or what it kept `within` a part adopted later. */
export const takeEarlyPresses = (within?: Element): EarlyPress[] =>
  window.ReviewsWidgetPresses?.take(within) ?? [];
