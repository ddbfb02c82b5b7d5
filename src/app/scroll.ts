// Navigation scrolls smoothly to the top, or to the hash anchor when there is one; instantly
// under prefers-reduced-motion. A press stops that scroll. Back and forward return to where the
// reader was.
import { prefersReducedMotion } from "../lib/browser/reduced-motion";

const positions = new Map<string, number>();
/** The frame a scroll waits for: one at a time, cancelled when the widget leaves the page. */
let frame = 0;
const nextFrame = (step: () => void) => {
  cancelAnimationFrame(frame);
  frame = requestAnimationFrame(step);
};
const MAX_RESTORE_MS = 2000;
/** How long a linked anchor (a shared review) is looked for: its list may come from a slow call. */
const MAX_ANCHOR_WAIT_MS = 10_000;

// The new screen is on show while that scroll runs, so a press stops it where it is: a page moving
// under a press takes the release to another element and the click goes to neither (a radio
// pressed stays unchecked). The next frame puts the page where it was pressed (a scroll to where
// it is now would leave the one step the compositor has already drawn). Once the scroll has
// ended, a press is left alone.
function holdStill(): void {
  letGo();
  const top = window.scrollY;
  nextFrame(() => window.scrollTo({ top, behavior: "instant" }));
}

function letGo(): void {
  removeEventListener("pointerdown", holdStill, true);
  removeEventListener("scrollend", letGo);
}

/** The behaviour of a scroll about to start; a smooth one stops at a press. */
function behavior(): ScrollBehavior {
  if (prefersReducedMotion()) return "auto";
  addEventListener("pointerdown", holdStill, true);
  addEventListener("scrollend", letGo);
  return "smooth";
}

function hashTarget(): HTMLElement | null {
  try {
    const id = decodeURIComponent(location.hash.slice(1));
    return id ? document.getElementById(id) : null;
  } catch {
    return null; // a malformed escape in the hash
  }
}

// The anchor may belong to a screen that is still loading: look for it for a while.
function scrollToHashOrTop(): void {
  if (!location.hash) {
    if (window.scrollY !== 0) window.scrollTo({ top: 0, behavior: behavior() });
    return;
  }
  const started = performance.now();
  const attempt = () => {
    const target = hashTarget();
    if (target) target.scrollIntoView({ behavior: behavior(), block: "start" });
    else if (performance.now() - started < MAX_ANCHOR_WAIT_MS) nextFrame(attempt);
  };
  attempt();
}

// The page under a restored position may still be loading: try until it is tall enough.
function restore(top: number): void {
  const started = performance.now();
  const attempt = () => {
    const reachable = document.documentElement.scrollHeight - window.innerHeight >= top;
    if (reachable || performance.now() - started > MAX_RESTORE_MS) {
      window.scrollTo({ top, behavior: "auto" });
      return;
    }
    nextFrame(attempt);
  };
  attempt();
}

/** Installs the scroll behaviour for the whole page; the function it returns takes it out again. */
export function installScrollManager(): () => void {
  const restoration = history.scrollRestoration;
  history.scrollRestoration = "manual";
  // The address whose screen is on show. A screen's position is kept as it is left, read before
  // the next screen renders: a scroll event comes a frame late, by when a link pressed meanwhile
  // has changed the address, and would be kept for the wrong one.
  let shown = location.href;
  const leave = () => {
    positions.set(shown, window.scrollY);
    shown = location.href;
  };
  // wouter dispatches 'pushState' and 'replaceState' after changing the address (use-browser-location.js).
  const navigated = () => {
    leave();
    nextFrame(scrollToHashOrTop);
  };
  const replaced = () => {
    shown = location.href;
  };
  // Restored on the screen gone back to, which renders after this event: scrolled on the screen
  // being left, the position would move with what both share (the footer) as the screens swap.
  const wentBack = () => {
    leave();
    const top = positions.get(location.href) ?? 0;
    nextFrame(() => restore(top));
  };
  addEventListener("pushState", navigated);
  addEventListener("replaceState", replaced);
  addEventListener("popstate", wentBack);
  if (location.hash) nextFrame(scrollToHashOrTop);
  return () => {
    cancelAnimationFrame(frame);
    removeEventListener("pushState", navigated);
    removeEventListener("replaceState", replaced);
    removeEventListener("popstate", wentBack);
    letGo();
    history.scrollRestoration = restoration;
  };
}
