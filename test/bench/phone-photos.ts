// A review with five phone photos written on a phone (Chromium's own throttling: CPU 4x slower,
// 150 ms round trip, 750 kbps up, 1.6 Mbps down): from choosing the five 12-megapixel JPEGs of
// 4–7 MB (made here, with a sensor's grain, GPS and orientation) to the confirmation, end to end,
// each photo's progress bar seen moving; the bytes the five uploads sent; and the host's answer to
// the review's submit, measured again without the network's throttling (only the host's time
// is left in it), the photos still being encoded meanwhile. Budgets: end to end <= 20 s, submit
// <= 200 ms, the five photos <= 1.5 MB sent.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type Browser, chromium, type Page } from "playwright-core";
import { openDatabase } from "../../fixtures/host/db/database";
import { SESSION_COOKIE } from "../../fixtures/host/http/session";
import { CHROMIUM } from "../support/browsers/chromium";
import { freshLineItem } from "../support/data/line-items";
import { barValues, WATCH_BARS_IN_PAGE } from "../support/pages/progress-bars";
import { phonePhoto } from "../support/requests/phone-photo";
import { signInCookie } from "../support/screens/signed-in-pages";
import { NETWORK, PHONE } from "./phone-live";

export const END_TO_END_BUDGET_MS = 20_000;
/** Five 8 MB photos' previews on the phone: the issue's 2 s. */
export const PREVIEWS_BUDGET_MS = 2000;
export const SUBMIT_BUDGET_MS = 200;
export const PHOTOS_SENT_BUDGET = 1.5 * 1024 * 1024;

const UNTHROTTLED = { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 };
/** Grains that make 12-megapixel JPEGs of about 4.2, 4.8, 5.3, 5.9 and 6.6 MB. */
const GRAINS = [12, 15, 18, 21, 24];

export interface PhonePhotosReport {
  chosenBytes: number[];
  endToEndMs: number;
  sentBytes: number;
  /** Each photo's bar: the values it was seen at between empty and full. */
  barsMoving: number;
  /** From choosing to the five previews shown. */
  previewsMs: number;
  /** The longest task of the page's main thread between choosing and the five previews. */
  longestTaskMs: number;
  submitMs: number;
}

/**
 * The progress bars' values over time: [label, value, max], as the page shows them; the main
 * thread's long tasks; the moment five previews show.
 */
const WATCH_BARS = `(() => {
  window.rvTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.rvTasks.push([entry.startTime, entry.duration]);
  }).observe({ type: "longtask" });
  const previews = () => document.querySelectorAll('.rv-photo-previews img[src^="data:"]').length;
  const check = () => {
    if (previews() >= 5) window.rvPreviews = performance.now();
    else requestAnimationFrame(check);
  };
  window.rvWatchPreviews = () => {
    window.rvChosen = performance.now();
    requestAnimationFrame(check);
  };
  ${WATCH_BARS_IN_PAGE}
})()`;

/** Five bars, each full (a function, not a string: the page's CSP refuses eval). */
const allBarsFull = () => {
  const bars = [...document.querySelectorAll("progress")];
  return (
    bars.length === 5 &&
    bars.every((bar) => bar.hasAttribute("value") && bar.max > 1 && bar.value === bar.max)
  );
};

async function writePhotos(folder: string): Promise<{ files: string[]; sizes: number[] }> {
  const files: string[] = [];
  const sizes: number[] = [];
  for (const [i, grain] of GRAINS.entries()) {
    const data = await phonePhoto({ grain, quality: 94, orientation: i % 2 ? 6 : 1 });
    const file = path.join(folder, `IMG_${4101 + i}.jpg`);
    writeFileSync(file, data);
    files.push(file);
    sizes.push(data.length);
  }
  return { files, sizes };
}

async function acceptTerms(base: string, cookie: string) {
  const page = await fetch(`${base}/reviews/write-review`, { headers: { cookie } });
  const token = /<meta name="csrf-token" content="([^"]+)"/.exec(await page.text())?.[1] ?? "";
  await fetch(`${base}/reviews/profile/accept_tos`, {
    method: "POST",
    headers: { cookie, "x-csrf-token": token, "content-type": "application/json" },
    body: JSON.stringify({ reviewer_name: "Jamie R." }),
  });
}

/** One review written on the phone; the network throttled or not. */
async function writeOnPhone(
  browser: Browser,
  base: string,
  formPath: string,
  cookie: string,
  files: string[],
  throttled: boolean,
) {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  try {
    await context.addCookies([
      { name: SESSION_COOKIE, value: cookie, url: base, httpOnly: true, sameSite: "Lax" },
    ]);
    const page: Page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", throttled ? NETWORK : UNTHROTTLED);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await page.goto(`${base}${formPath}`);
    // The form adopted by the bundle (its handlers on the file field): what is measured starts there.
    await page.waitForFunction(
      () => {
        const field = document.querySelector('input[type="file"]');
        return !!field && Object.keys(field).some((key) => key.startsWith("__reactProps$"));
      },
      undefined,
      { timeout: 60_000 },
    );
    await page.getByRole("radio", { name: "5 stars" }).check();
    await page.getByRole("textbox", { name: "Title" }).fill("Five photos from my phone");
    await page
      .getByRole("textbox", { name: "Review" })
      .fill("The photos show the finish, the seams and the box it came in, as it arrived.");
    await page.evaluate(WATCH_BARS);
    const start = Date.now();
    await page.evaluate("window.rvWatchPreviews()");
    await page.getByLabel("Add photos").setInputFiles(files);
    await page.waitForFunction(allBarsFull, undefined, { timeout: 120_000, polling: 100 });
    const submitted = page.waitForResponse(
      (response) =>
        response.request().method() === "POST" &&
        new URL(response.url()).pathname === "/reviews/profile/reviews",
      { timeout: 60_000 },
    );
    await page.getByRole("button", { name: "Submit review" }).click();
    const answer = await submitted;
    await page.getByRole("heading", { name: "Thank you for your review" }).waitFor({ timeout: 60_000 });
    const endToEndMs = Date.now() - start;
    if (answer.status() !== 201) throw new Error(`the review was answered ${answer.status()}`);
    const timing = answer.request().timing();
    const bars = await barValues(page);
    const { chosen, previews, tasks } = (await page.evaluate(
      "({ chosen: window.rvChosen, previews: window.rvPreviews, tasks: window.rvTasks })",
    )) as { chosen: number; previews: number; tasks: [number, number][] };
    const longestTaskMs = Math.max(
      0,
      ...tasks.filter(([at]) => at >= chosen && at <= previews).map(([, duration]) => duration),
    );
    const finals = new Map<string, number>();
    const moving = new Set<string>();
    for (const [label, value, max] of bars) {
      finals.set(label, max);
      if (value > 0 && value < max) moving.add(label);
    }
    return {
      endToEndMs,
      submitMs: timing.responseStart - timing.requestStart,
      // Each bar's end is its upload's whole body (the upload's progress events count it).
      sentBytes: [...finals.values()].reduce((a, b) => a + b, 0),
      barsMoving: moving.size,
      previewsMs: previews - chosen,
      longestTaskMs,
    };
  } finally {
    await context.close();
  }
}

export async function measurePhonePhotos(base: string, dataDir: string): Promise<PhonePhotosReport> {
  const folder = mkdtempSync(path.join(tmpdir(), "phone-photos-"));
  try {
    const { files, sizes } = await writePhotos(folder);
    const db = openDatabase(dataDir);
    const [onPhone, unthrottled] = [freshLineItem(db, 11), freshLineItem(db, 12)];
    db.close();
    const cookie = await signInCookie(base, "reviewer");
    await acceptTerms(base, `${SESSION_COOKIE}=${cookie}`);
    const formPath = (publicId: string) => `/reviews/write-review/new?line_item_public_id=${publicId}`;
    const browser = await chromium.launch(CHROMIUM);
    try {
      const phone = await writeOnPhone(browser, base, formPath(onPhone.publicId), cookie, files, true);
      const host = await writeOnPhone(browser, base, formPath(unthrottled.publicId), cookie, files, false);
      return { chosenBytes: sizes, ...phone, submitMs: host.submitMs };
    } finally {
      await browser.close();
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** The report's lines and what breaks a budget. */
export function phonePhotosReport(report: PhonePhotosReport): { lines: string[]; broken: string[] } {
  const mb = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(2)} MB`;
  const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  const broken: string[] = [];
  if (report.endToEndMs > END_TO_END_BUDGET_MS) broken.push(`five phone photos: ${s(report.endToEndMs)}`);
  if (report.submitMs > SUBMIT_BUDGET_MS) broken.push(`review submit: ${report.submitMs.toFixed(0)} ms`);
  if (report.sentBytes > PHOTOS_SENT_BUDGET) broken.push(`five phone photos sent: ${mb(report.sentBytes)}`);
  if (report.barsMoving < 5) broken.push(`progress seen moving on ${report.barsMoving} of 5 photos`);
  if (report.previewsMs > PREVIEWS_BUDGET_MS) broken.push(`five previews: ${s(report.previewsMs)}`);
  const mark = (ok: boolean) => (ok ? "kept" : "BROKEN");
  return {
    lines: [
      `chosen: ${report.chosenBytes.map(mb).join(", ")} (12 megapixels each)`,
      `choosing → confirmation: ${s(report.endToEndMs)}   budget <= ${s(END_TO_END_BUDGET_MS)}: ${mark(report.endToEndMs <= END_TO_END_BUDGET_MS)}`,
      `choosing → five previews: ${s(report.previewsMs)}   budget <= ${s(PREVIEWS_BUDGET_MS)}: ${mark(report.previewsMs <= PREVIEWS_BUDGET_MS)}; the longest task of the page's thread meanwhile ${report.longestTaskMs.toFixed(0)} ms`,
      `progress bars seen moving: ${report.barsMoving} of 5`,
      `sent for the five: ${mb(report.sentBytes)}   budget <= ${mb(PHOTOS_SENT_BUDGET)}: ${mark(report.sentBytes <= PHOTOS_SENT_BUDGET)}`,
      `the host's answer to the submit (unthrottled network, photos being encoded): ${report.submitMs.toFixed(0)} ms   budget <= ${SUBMIT_BUDGET_MS} ms: ${mark(report.submitMs <= SUBMIT_BUDGET_MS)}`,
    ],
    broken,
  };
}
