// A press on a page that is moving by itself (the smooth scroll after a navigation): where the page
// was at the press and where it came to rest while the button was held.
import type { Page } from "playwright-core";

// Strings, not functions: tsx would wrap a named function in a helper the page does not have.
const RECORD_PRESS = `addEventListener("pointerdown", () => { window.pressedAt = window.scrollY; }, { once: true, capture: true })`;
/** Resolves with scrollY once it has not changed for three frames in a row. */
const AT_REST = `new Promise((resolve) => {
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
 * Presses the mouse at the page's left edge (x = 8, where nothing reacts to a click), waits until the
 * page stops moving, then releases it.
 */
export async function pressWhileScrolling(page: Page): Promise<{ pressedAt: number; restedAt: number }> {
  await page.evaluate(RECORD_PRESS);
  const viewport = page.viewportSize() ?? { width: 0, height: 0 };
  await page.mouse.move(8, viewport.height / 2);
  await page.mouse.down();
  const restedAt = (await page.evaluate(AT_REST)) as number;
  await page.mouse.up();
  const pressedAt = (await page.evaluate("window.pressedAt")) as number;
  return { pressedAt, restedAt };
}
