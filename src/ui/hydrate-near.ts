// A part the host rendered below the fold is adopted when the reader nears it, not with the page
// (Angular's `hydrate on viewport`): its code loads then, and React hydrates its Suspense boundary,
// whose markup stays as the host sent it meanwhile. React drops a press on markup it cannot hydrate
// yet: the press queue (src/early/press-queue.ts) keeps those until the part's code is here, and
// they are done once it is live. A press or a focus there means it is on screen, so near.
//
// Nothing may update the boundary before it is adopted (React would render it again in the browser,
// dropping its markup meanwhile): the component around it may render again meanwhile (the device's
// own choices apply once the page is adopted), so the boundary sits in a memo() of its own.
import { takeEarlyPresses } from "./early-press-queue";

/**
 * How near the viewport a part the host rendered is when its code loads (as a root margin): far
 * enough ahead of a reader scrolling toward it for its code to come first.
 */
export const NEAR_MARGIN = "600px";

/**
 * The ends of the parts' waits for the reader (one each: React keeps the promise of a lazy
 * component). The widget leaving the page ends them, and their code loads: the part is there for
 * the next page that shows it (a page-swapper's), where a wait left pending would hold it forever.
 */
const waits: (() => void)[] = [];
export const stopWaiting = (): void => {
  for (const go of waits) go();
};

/**
 * The options of a lazy part (lazy-part.ts) inside the element `id`: its code loads once that
 * element comes within `margin` of the viewport, when it holds the host's markup (at once when the
 * widget renders it, or without the press queue).
 */
export function adoptedNear(id: string, margin = NEAR_MARGIN) {
  let place: Element | null = null;
  let waiting: Element[] = [];
  return {
    wait: () => {
      const found = document.getElementById(id);
      waiting = window.ReviewsWidgetPresses?.waiting ?? [];
      if (!found?.firstElementChild || !window.ReviewsWidgetPresses) return Promise.resolve();
      place = found;
      waiting.push(found);
      return new Promise<void>((resolve) => {
        const go = () => resolve(observer.disconnect());
        waits.push(go);
        // The last entry is the element's latest state.
        const observer = new IntersectionObserver((entries) => entries.pop()?.isIntersecting && go(), {
          rootMargin: margin,
        });
        observer.observe(found);
      });
    },
    // React hydrates it now: what was pressed there meanwhile is done once it is live.
    arrived: () => {
      if (!place) return;
      waiting.splice(waiting.indexOf(place), 1);
      const presses = takeEarlyPresses(place);
      if (presses[0])
        import("./early-presses").then(({ replayPresses }) => replayPresses(presses, () => true));
    },
  };
}
