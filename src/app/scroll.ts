// Navigation scrolls smoothly to the top, or to the hash anchor when there is one; instantly
// under prefers-reduced-motion. A press stops that scroll. Back and forward return to where the
// reader was.
import { prefersReducedMotion } from "../lib/reduced-motion";

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
  let remembering = 0;
  // Kept for the address the scroll happened on: a link pressed within the same frame has changed
  // the address by the time the frame comes.
  const remember = () => {
    const address = location.href;
    cancelAnimationFrame(remembering);
    remembering = requestAnimationFrame(() => positions.set(address, window.scrollY));
  };
  // wouter dispatches 'pushState' after changing the address (use-browser-location.js).
  const navigated = () => nextFrame(scrollToHashOrTop);
  const wentBack = () => restore(positions.get(location.href) ?? 0);
  addEventListener("scroll", remember, { passive: true });
  addEventListener("pushState", navigated);
  addEventListener("popstate", wentBack);
  if (location.hash) nextFrame(scrollToHashOrTop);
  return () => {
    cancelAnimationFrame(remembering);
    cancelAnimationFrame(frame);
    removeEventListener("scroll", remember);
    removeEventListener("pushState", navigated);
    removeEventListener("popstate", wentBack);
    letGo();
    history.scrollRestoration = restoration;
  };
}
