// A page's requests held back until the test lets them go on to the host (what the page shows
// while an answer is on its way), and the answers it gets.
import type { Page, Response } from "playwright-core";

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

/**
 * The host's answer to the page's next `method` call whose path matches `path`; a test that fails
 * before awaiting it does not crash the run.
 */
export function nextAnswer(page: Page, method: string, path: RegExp): Promise<Response> {
  const response = page.waitForResponse(
    (r) => path.test(new URL(r.url()).pathname) && r.request().method() === method,
  );
  response.catch(() => {});
  return response;
}
