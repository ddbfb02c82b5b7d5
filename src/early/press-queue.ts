// The press queue: a classic script of its own, inline at the top of the head of a page whose roots
// come rendered, so a press made between the first paint and the widget's adoption of the page is not
// lost (the pattern of Angular's event replay). Until the widget takes the queue it keeps what
// keep-presses.ts keeps inside the widget's roots. It imports what it keeps by, changes nothing
// of the host's page but one property of window, and does nothing on a page rendered by the
// browser (no first screen). Once the widget has adopted the page it keeps only presses on the
// parts adopted later, as the reader nears them (src/ui/hydrate-near.ts), until their code is here.
import { type EarlyPress, keepPresses } from "./keep-presses";

export type { EarlyPress };

/** What the widget takes. */
export interface PressQueue {
  /**
   * What was kept, in order, a field's text or choice once, as last made. Without `within`: all of
   * it, and the widget has adopted the page (from now on only presses on parts still `waiting` are
   * kept); with it: what was kept in that part.
   */
  take: (within?: Element) => EarlyPress[];
  /** Parts the widget adopts later (src/ui/hydrate-near.ts), waiting for their code. */
  waiting: Element[];
}

declare global {
  interface Window {
    ReviewsWidgetPresses?: PressQueue;
  }
}

const ROOTS = "#search-navbar, main, #site-footer";

if (!window.ReviewsWidgetPresses) {
  const waiting: Element[] = [];
  let adopted = false;
  // In the roots of a rendered page not adopted yet, or in a part of it still waiting for its code.
  const take = keepPresses(
    (target) =>
      !!target.closest(ROOTS) &&
      !!document.getElementById("app_first_screen") &&
      (!adopted || waiting.some((part) => part.contains(target))),
  );
  window.ReviewsWidgetPresses = {
    waiting,
    take: (within) => {
      adopted ||= !within;
      return take(within);
    },
  };
}
