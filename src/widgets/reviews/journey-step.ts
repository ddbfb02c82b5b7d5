// The reviewer journey records every product or shop page shown, at mount: imported statically,
// a dynamic import here would be one more request while the page loads.
import { randomId, recordPageView } from "../../lib/reviewer-journey";

/** Records this page in the reviewer journey; call once per product or shop page shown. */
export function recordJourneyStep(): void {
  recordPageView({
    path: `${location.pathname}${location.search}`,
    referrer: document.referrer,
    origin: location.origin,
    now: Date.now(),
    newId: randomId,
  });
}
