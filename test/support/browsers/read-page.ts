// Opens a page and reads it to its end, as a shopper does: once its screen is shown, it scrolls a
// screen at a time so that what loads near the viewport (lazy pictures, carousels and questions
// below the fold) loads, waits for all of it, and returns to the top.
import type { Page } from "playwright-core";
import { type Requests, trackRequests } from "./settled";
import { withinDeadline } from "./step-deadline";
import { untilInPage } from "./until-in-page";

/** At most this many screens down: a page longer than that is read no further. */
const MAX_SCREENS = 40;

/** What says a part of the page is still on its way: a loading indicator, or a part marked busy. */
const ON_ITS_WAY = '.rv-loading, [aria-busy="true"]';

/**
 * Shown: the screen's heading is on the page, nothing is in flight, and (once the page has been
 * read through) nothing is still on its way. A lazy screen is revealed a little after its code
 * has come, so the heading is waited for rather than the network alone.
 */
async function shown(page: Page, requests: Requests, readThrough: boolean): Promise<void> {
  await requests.settled();
  try {
    await untilInPage(
      page,
      (busy) => !!document.querySelector("main h1") && !(busy && document.querySelector(busy)),
      readThrough ? ON_ITS_WAY : null,
    );
  } catch (error) {
    const waiting = await page.evaluate(
      (busy) => [...document.querySelectorAll(busy)].map((e) => e.outerHTML.slice(0, 120)).join("; "),
      ON_ITS_WAY,
    );
    throw new Error(`${page.url()} was not shown: ${waiting || "no heading"} (${error})`);
  }
  await requests.settled();
}

/** Goes to `url` and reads the page to its end; the page is left at its top. */
export async function readPage(page: Page, url: string): Promise<void> {
  const requests = trackRequests(page);
  try {
    await page.goto(url);
    await shown(page, requests, false);
    await readThrough(page, requests);
  } finally {
    requests.stop();
  }
}

/**
 * Reads the page shown now to its end (a tab's panel just chosen): what loads near the viewport
 * loads; the page is left at its top. `requests` counts from before what the page shows now.
 */
export async function readThrough(page: Page, requests: Requests): Promise<void> {
  for (let screen = 0; screen < MAX_SCREENS; screen++) {
    const begunBefore = requests.begunSoFar();
    // A screen down, then the two frames and the task that settled.ts waits for, in one evaluation.
    const moved = await withinDeadline(
      page.evaluate(
        () =>
          new Promise<boolean>((resolve) => {
            const before = window.scrollY;
            window.scrollBy({ top: window.innerHeight, behavior: "instant" });
            const moved = window.scrollY !== before;
            requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(() => resolve(moved), 0)));
          }),
      ),
      `a screen down ${page.url()}`,
    );
    await requests.settled(begunBefore);
    if (!moved) break;
  }
  await shown(page, requests, true);
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
}
