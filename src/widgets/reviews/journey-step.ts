// The reviewer journey notes every product or shop page shown, at mount, in a few bytes: the view
// waits in local storage and joins the journey (lib/browser/reviewer-journey.ts) when the journey is read,
// at a click to the store (track-click.ts), so no page loads the journey's rules to show itself.
import { readStored, writeStored } from "../../lib/browser/storage";

export const PENDING_VIEWS_KEY = "reviews.journey.pending";
/** Views kept waiting at most; older ones fall off the front (a journey keeps fewer steps anyway). */
const MAX_PENDING = 100;

/** A page view noted, not yet part of the journey. */
export interface NotedView {
  path: string;
  referrer: string;
  now: number;
}

export const pendingViews = (): NotedView[] => {
  const stored = readStored<unknown>(PENDING_VIEWS_KEY);
  return Array.isArray(stored) ? (stored as NotedView[]) : [];
};

/** Notes this page for the reviewer journey; call once per product or shop page shown. */
export function recordJourneyStep(): void {
  const view = {
    path: `${location.pathname}${location.search}`,
    referrer: document.referrer,
    now: Date.now(),
  };
  writeStored(PENDING_VIEWS_KEY, [...pendingViews(), view].slice(-MAX_PENDING));
}
