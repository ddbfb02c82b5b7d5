// The time from a filter being applied in the sidebar to its results painted, in Chromium:
// from the 'Apply filters' click event to the first frame after the new results are in the
// page. Each run applies filters not seen before, so every run asks the host.
import { chromium } from "playwright-core";
import { CHROMIUM } from "../support/browser";

export interface PaintReport {
  runs: number;
  median: number;
  worst: number;
}

const RATINGS = ["1 star and up", "2 stars and up", "3 stars and up", "4 stars and up"];
const SCORES = ["0", "90", "95"];

type Armed = typeof globalThis & { painted?: Promise<number> };

/** Sets `painted`: milliseconds from the Apply click to the frame after the results changed. */
function armInPage(): void {
  (globalThis as Armed).painted = new Promise((resolve) => {
    const grid = document.querySelector(".rv-result-grid");
    const before = grid?.getAttribute("data-results");
    let clickedAt = 0;
    document.addEventListener(
      "click",
      (event) => {
        if ((event.target as Element).closest("button")?.textContent === "Apply filters")
          clickedAt = event.timeStamp;
      },
      { capture: true, once: true },
    );
    const observer = new MutationObserver(() => {
      const now = document.querySelector(".rv-result-grid");
      if (!clickedAt || !now || now.getAttribute("aria-busy") !== "false") return;
      if (now.getAttribute("data-results") === before) return;
      observer.disconnect();
      // The frame that paints the new results, then the task after it.
      requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - clickedAt), 0));
    });
    observer.observe(document.body, { subtree: true, childList: true, attributes: true });
  });
}

export async function measureFilterToPaint(base: string, runs = 12): Promise<PaintReport> {
  const browser = await chromium.launch(CHROMIUM);
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 860 } });
    await page.goto(`${base}/reviews/search?q=set&page=1`);
    await page.locator('.rv-result-grid[aria-busy="false"]').waitFor();
    const times: number[] = [];
    for (let run = 0; run < runs; run++) {
      await page.getByRole("button", { name: "Filter by" }).click();
      const sidebar = page.getByRole("dialog", { name: "Filter by" });
      await sidebar.getByRole("radio", { name: RATINGS[run % RATINGS.length] as string }).check();
      await sidebar
        .getByLabel("Minimum transparency")
        .selectOption(SCORES[Math.floor(run / 4) % 3] as string);
      await page.evaluate(armInPage);
      await sidebar.getByRole("button", { name: "Apply filters" }).click();
      times.push(await page.evaluate(() => (globalThis as Armed).painted as Promise<number>));
      await sidebar.waitFor({ state: "detached" });
    }
    times.sort((a, b) => a - b);
    return { runs, median: times[Math.floor(runs / 2)] ?? 0, worst: times.at(-1) ?? 0 };
  } finally {
    await browser.close();
  }
}
