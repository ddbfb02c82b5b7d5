// Every value each progress bar of a page takes, as the page shows it: [its label, value, max].
// Sent as source text: the test runner names functions with a helper the page does not have.
import type { Page } from "playwright-core";
import { untilInPage } from "../browsers/until-in-page";

export type BarValue = [label: string, value: number, max: number];

/** The page's part: keeps each bar's values in window.rvBars, from now on. */
export const WATCH_BARS_IN_PAGE = `
  window.rvBars = [];
  new MutationObserver((records) => {
    for (const record of records) {
      const bar = record.target;
      if (bar instanceof HTMLProgressElement && bar.hasAttribute("value"))
        window.rvBars.push([bar.getAttribute("aria-label"), bar.value, bar.max]);
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ["value", "max"] });`;

/** Starts keeping the values of the bars of the page shown now. */
export const watchBars = (page: Page) => page.evaluate(`(() => {${WATCH_BARS_IN_PAGE}})()`);

/** The values kept since watchBars, in order. */
export const barValues = async (page: Page) => (await page.evaluate("window.rvBars")) as BarValue[];

/** Waits until the bar labelled `label` is full: a value set, and at its max (more than 1). */
export const untilBarFull = (page: Page, label: string) =>
  untilInPage(
    page,
    (name) => {
      const bar = document.querySelector<HTMLProgressElement>(`progress[aria-label="${name}"]`);
      return !!bar && bar.hasAttribute("value") && bar.max > 1 && bar.value === bar.max;
    },
    label,
  );

/**
 * Slows the page's uploads to 2 Mbps (20 ms latency), so that each bar moves through its values;
 * the returned function gives the page its full speed back.
 */
export async function slowUploads(page: Page): Promise<() => Promise<void>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: (2 * 1024 * 1024) / 8,
  });
  return async () => {
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
  };
}
