// A press on a page that is moving by itself (the smooth scroll after a navigation): where the page
// was at the press and where it came to rest while the button was held.
//
// The press is made by the page itself, on the first frame of the smooth scroll after the next
// navigation (a page growing shorter moves too, before that scroll starts): a press sent from the test would arrive whenever the test's process next runs,
// which on a busy machine can be after the scroll has ended.
import type { Page } from "playwright-core";

// Strings, not functions: tsx would wrap a named function in a helper the page does not have.
/** Resolves with scrollY once it has not changed for three frames in a row. */
const AT_REST = `() => new Promise((resolve) => {
  let last = -1, same = 0;
  const frame = () => {
    same = window.scrollY === last ? same + 1 : 0;
    last = window.scrollY;
    if (same >= 3) resolve(last);
    else requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
})`;

/**
 * The first frame of the next smooth scroll (the scroll manager's scrollTo) presses the primary
 * button at the page's left edge (x = 8, where nothing reacts to a click), holds it until the page
 * stops moving, then releases it. `window.pressed` then holds { pressedAt, restedAt }.
 */
const PRESS_ON_NEXT_SCROLL = `(() => {
  const atRest = ${AT_REST};
  const press = () => {
    const x = 8, y = innerHeight / 2;
    const target = document.elementFromPoint(x, y) ?? document.body;
    const init = { bubbles: true, composed: true, cancelable: true, clientX: x, clientY: y,
      pointerId: 1, pointerType: "mouse", isPrimary: true, button: 0, buttons: 1 };
    const pressedAt = window.scrollY;
    target.dispatchEvent(new PointerEvent("pointerdown", init));
    window.pressed = atRest().then((restedAt) => {
      target.dispatchEvent(new PointerEvent("pointerup", { ...init, buttons: 0 }));
      return { pressedAt, restedAt };
    });
  };
  const scrollTo = window.scrollTo;
  window.scrollTo = (...args) => {
    if (args[0]?.behavior === "smooth") {
      window.scrollTo = scrollTo;
      addEventListener("scroll", press, { once: true, passive: true });
    }
    return scrollTo.apply(window, args);
  };
})()`;

/** Arms the press: call it just before what navigates. */
export async function pressOnNextScroll(page: Page): Promise<void> {
  await page.evaluate(PRESS_ON_NEXT_SCROLL);
}

/** Where the page was at the armed press and where it came to rest while the button was held. */
export async function pressedWhileScrolling(page: Page): Promise<{ pressedAt: number; restedAt: number }> {
  // Polled inside one evaluation: a string given to waitForFunction is run with eval on later frames,
  // which the host page's Content-Security-Policy refuses.
  return (await page.evaluate(`new Promise((resolve) => {
    const poll = () => (window.pressed ? resolve(window.pressed) : requestAnimationFrame(poll));
    poll();
  })`)) as { pressedAt: number; restedAt: number };
}
