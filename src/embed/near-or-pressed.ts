// When the reviews on a shop's product page need their code: as they come near the viewport (as
// the widget's own parts adopted later do), or at the first press or focus inside them (a press
// there means they are on screen already; a keyboard's Tab may reach them before a scroll does).
import { NEAR_MARGIN } from "../ui/hydrate-near";

/** A press or focus, and what assistive technology may send without either (a click, a choice). */
const PRESS_EVENTS = ["pointerdown", "focusin", "keydown", "click", "input"];

/** Calls `go` once, when `element` nears the viewport or is pressed, unless `signal` aborts first. */
export function whenNearOrPressed(element: Element, go: () => void, signal: AbortSignal): void {
  const waiting = new AbortController();
  const start = () => {
    if (waiting.signal.aborted) return;
    waiting.abort();
    go();
  };
  // The last entry is the element's latest state.
  const observer = new IntersectionObserver((entries) => entries.pop()?.isIntersecting && start(), {
    rootMargin: NEAR_MARGIN,
  });
  // Watched once the page is laid out as it will be: until its stylesheets are in (the widget's own
  // comes just before the reviews and holds them back), the section may have no place yet, and seem near.
  const watch = () => observer.observe(element);
  if (document.readyState === "complete") watch();
  else addEventListener("load", watch, { once: true, signal: waiting.signal });
  waiting.signal.addEventListener("abort", () => observer.disconnect());
  signal.addEventListener("abort", () => waiting.abort(), { signal: waiting.signal });
  for (const type of PRESS_EVENTS)
    element.addEventListener(type, start, { capture: true, signal: waiting.signal });
}
