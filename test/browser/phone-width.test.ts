// Every page fits a phone's screen and a tablet's: nothing scrolls sideways at 375, 800 or 991 px,
// for a guest and for a signed-in reviewer or arbitrator. (A mobile browser widens its layout to content wider than the screen,
// which moves fixed bars: the dispute form's order names once did that.)
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { SESSION_COOKIE } from "../../fixtures/host/http/session";
import { openSession } from "../support/browser";
import { testHost } from "../support/host";
import { trackRequests } from "../support/settled";
import { type BudgetPage, signedInPages, signInCookie } from "../support/signed-in-pages";

const test = suite("phone width");

const GUEST_PAGES: BudgetPage[] = [
  "/reviews",
  "/reviews/search?q=kettle",
  "/reviews/stores/lucky-gear/products/lucky-vintage-aquarium-kit-oak",
  "/reviews/stores/lucky-gear",
  "/reviews/categories",
  "/reviews/how-it-works",
  "/reviews/people",
  "/login",
].map((path) => ({ path }));

/** The widths checked: a phone, and a tablet's narrowest and widest before the desktop layout. */
const WIDTHS = [375, 800, 991];

/** How far the page is wider than each of WIDTHS once its content is on screen, in px. */
async function overflow(pagePath: string, session?: string): Promise<number[]> {
  const { page, url, context } = await openSession({ viewport: "mobile" });
  try {
    if (session) await context.addCookies([{ name: SESSION_COOKIE, value: session, url: url("/") }]);
    const requests = trackRequests(page);
    await page.goto(url(pagePath));
    await requests.settled();
    await page.locator("main h1").first().waitFor();
    const wider: number[] = [];
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 740 });
      await page.waitForFunction((w) => window.innerWidth === w, width);
      wider.push(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth));
    }
    return wider;
  } finally {
    await context.close();
  }
}

test("no page scrolls sideways on a phone or a tablet, signed in or not", async () => {
  const host = await testHost();
  const sessions = {
    reviewer: await signInCookie(host.url, "reviewer"),
    arbitrator: await signInCookie(host.url, "arbitrator"),
  };
  const pages = [...GUEST_PAGES, ...signedInPages(host.dataDir)];
  const wide: string[] = [];
  for (const { path, as } of pages) {
    const wider = await overflow(path, as && sessions[as]);
    wider.forEach((px, i) => {
      if (px > 0) wide.push(`${path}${as ? ` (${as})` : ""} at ${WIDTHS[i]} px: ${px} px wider`);
    });
  }
  assert.equal(wide, []);
});

test.run();
