// Resizing a page as a window is resized: what the new width shows arrives (from 768 px the
// header's desktop part, its menu buttons, which the header loads when the width reaches it).
import type { Page } from "playwright-core";
import { trackRequests } from "./settled";
import { untilInPage } from "./until-in-page";

/** The header's desktop part shows from this width (src/lib/media-queries.ts). */
const DESKTOP_FROM = 768;

/** Resizes `page` to `size` and waits for what that width shows, and what it loads. */
export async function resizeTo(page: Page, size: { width: number; height: number }): Promise<void> {
  const requests = trackRequests(page);
  try {
    await page.setViewportSize(size);
    await untilInPage(page, (width) => window.innerWidth === width, size.width);
    // The request for the header's part may be reported after the page has seen two frames: its
    // 'Main menu' button is waited for rather than the network alone (by its class: in any language).
    if (size.width >= DESKTOP_FROM) await page.locator(".rv-navbar__dots button").first().waitFor();
    await requests.settled();
  } finally {
    requests.stop();
  }
}
