// What the browser really downloads per route: every script response from navigation until the
// network is idle, with no interaction, in Chromium with Lighthouse's mobile profile (screen,
// touch, user agent) and an empty cache. Sizes are the gzip transfer of each response body
// (the page asks for gzip, as the budget counts it).
import { type Browser, chromium } from "playwright-core";
import { SESSION_COOKIE } from "../../fixtures/host/http/session";
import { CHROMIUM } from "../support/browsers/chromium";
import { type BudgetPage, signInCookie } from "../support/screens/signed-in-pages";

/** Lighthouse 12's mobile profile: a Moto G Power sized screen with touch. */
const LIGHTHOUSE_MOBILE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  userAgent:
    "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.0.0 Mobile Safari/537.36",
};

export interface ScriptLoad {
  url: string;
  bytes: number;
}

export interface RouteScripts extends BudgetPage {
  scripts: ScriptLoad[];
  bytes: number;
}

async function measureOne(browser: Browser, url: string, session?: string): Promise<ScriptLoad[]> {
  const context = await browser.newContext({
    ...LIGHTHOUSE_MOBILE,
    extraHTTPHeaders: { "accept-encoding": "gzip" },
  });
  try {
    if (session) await context.addCookies([{ name: SESSION_COOKIE, value: session, url }]);
    const page = await context.newPage();
    const pending: Promise<ScriptLoad>[] = [];
    page.on("requestfinished", (request) => {
      if (request.resourceType() !== "script") return;
      pending.push(request.sizes().then((sizes) => ({ url: request.url(), bytes: sizes.responseBodySize })));
    });
    await page.goto(url, { waitUntil: "networkidle", timeout: 60_000 });
    return await Promise.all(pending);
  } finally {
    await context.close();
  }
}

/**
 * Loads each page of `pages` on `base` in a fresh context (signed in where the page says so) and
 * lists the scripts it fetched.
 */
export async function measureRouteScripts(
  base: string,
  pages: readonly BudgetPage[],
): Promise<RouteScripts[]> {
  const browser = await chromium.launch(CHROMIUM);
  try {
    const results: RouteScripts[] = [];
    for (const page of pages) {
      const session = page.as && (await signInCookie(base, page.as));
      const scripts = await measureOne(browser, `${base}${page.path}`, session);
      results.push({ ...page, scripts, bytes: scripts.reduce((sum, s) => sum + s.bytes, 0) });
    }
    return results;
  } finally {
    await browser.close();
  }
}
