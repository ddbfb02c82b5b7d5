// Every page fits a phone's screen: nothing scrolls sideways, for a guest and for a signed-in
// reviewer or arbitrator. (A mobile browser widens its layout to content wider than the screen,
// which moves fixed bars: the dispute form's order names once did that.)
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { SESSION_COOKIE } from "../../fixtures/host/http/session";
import { openSession } from "../support/browser";
import { testHost } from "../support/host";
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

/** How far the page is wider than a 375 px phone screen once its content is on screen, in px. */
async function overflow(pagePath: string, session?: string): Promise<number> {
  const { page, url, context } = await openSession({ viewport: "mobile" });
  if (session) await context.addCookies([{ name: SESSION_COOKIE, value: session, url: url("/") }]);
  await page.goto(url(pagePath), { waitUntil: "networkidle" });
  await page.locator("main h1").first().waitFor();
  const wider = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  await context.close();
  return wider;
}

test("no page scrolls sideways on a phone, signed in or not", async () => {
  const host = await testHost();
  const sessions = {
    reviewer: await signInCookie(host.url, "reviewer"),
    arbitrator: await signInCookie(host.url, "arbitrator"),
  };
  const pages = [...GUEST_PAGES, ...signedInPages(host.dataDir)];
  const wide: string[] = [];
  for (const { path, as } of pages) {
    const wider = await overflow(path, as && sessions[as]);
    if (wider > 0) wide.push(`${path}${as ? ` (${as})` : ""}: ${wider} px wider`);
  }
  assert.equal(wide, []);
});

test.run();
