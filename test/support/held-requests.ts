// A page's requests held back until the test lets them go on to the host: what the page shows
// while an answer is on its way.
import type { Page } from "playwright-core";

/** Holds the page's requests to `url` from now on until the returned `release` is called; then they go on. */
export async function holdRequests(page: Page, url: string | RegExp): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
