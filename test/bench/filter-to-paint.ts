// The time from a filter being applied in the sidebar to its results painted, in Chromium:
// from the 'Apply filters' click event to the first frame after the new results are in the
// page. Each run applies filters not seen before, so every run asks the host.
import { chromium } from "playwright-core";
import { CHROMIUM } from "../support/browsers/chromium";
import { armPaint, type PaintReport, type PaintWatch, paintedMs, paintReport } from "./paint-after-click";

const RATINGS = ["1 star and up", "2 stars and up", "3 stars and up", "4 stars and up"];
const SCORES = ["0", "90", "95"];

/** From the 'Apply filters' click to the frame after the grid shows other results. */
const APPLIED: PaintWatch = {
  click: { selector: "button", text: "Apply filters" },
  done: { selector: ".rv-result-grid", attributes: { "aria-busy": "false" }, changed: "data-results" },
};

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
      await armPaint(page, APPLIED);
      await sidebar.getByRole("button", { name: "Apply filters" }).click();
      times.push(await paintedMs(page));
      await sidebar.waitFor({ state: "detached" });
    }
    return paintReport(times);
  } finally {
    await browser.close();
  }
}
