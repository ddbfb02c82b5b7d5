// A page fetches exactly the scripts the build says it loads without interaction: the entry, the
// shared chunk and its route's chunks (dist/manifest.json), plus on a desktop-wide screen the
// parts only such a screen shows; for a guest and for a signed-in reviewer or arbitrator alike.
// An import() that runs at mount and is not declared in src/app/mount-imports.ts shows up here as
// a script the manifest does not name.
import { readFileSync } from "node:fs";
import path from "node:path";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { distDir } from "../../fixtures/host/config";
import { SESSION_COOKIE } from "../../fixtures/host/http/session";
import { DESKTOP_QUERY } from "../../src/lib/media-queries";
import { matchRoute } from "../../src/lib/route-match";
import { openSession } from "../support/browsers/chromium";
import { trackRequests } from "../support/browsers/settled";
import { STEP_DEADLINE_MS } from "../support/browsers/step-deadline";
import { heaviestProductPath, heaviestStorePath } from "../support/data/heaviest-pages";
import { newSessionOf } from "../support/data/session-rows";
import { testHost } from "../support/hosts/test-host";
import { type BudgetPage, signedInPages } from "../support/screens/signed-in-pages";

const test = suite("scripts at idle");

interface Manifest {
  entry: string;
  preload: string[];
  routes: Record<string, string[]>;
  /** Parts that load only where a media query matches, by route. */
  media: Record<string, Record<string, string[]>>;
}

/** A guest's pages: the product and the store are the heaviest of the seed (the most media, questions and reviews). */
async function guestPages(): Promise<string[]> {
  const { db } = await testHost();
  return [
    "/reviews",
    "/reviews/search?q=kettle",
    heaviestProductPath(db),
    heaviestStorePath(db),
    "/reviews/categories/kettles",
  ];
}

/** The scripts `page` fetches until it has settled that its manifest row does not name, and the reverse. */
async function unlisted(pagePath: string, viewport: "mobile" | "desktop", session?: string) {
  const manifest = JSON.parse(readFileSync(path.join(distDir, "manifest.json"), "utf8")) as Manifest;
  const { page, url, context } = await openSession({ viewport });
  if (session) await context.addCookies([{ name: SESSION_COOKIE, value: session, url: url("/") }]);
  const route = matchRoute(new URL(pagePath, "http://host").pathname)?.route.name ?? "";
  const desktopOnly = viewport === "desktop" ? (manifest.media[DESKTOP_QUERY]?.[route] ?? []) : [];
  const expected = [manifest.entry, ...manifest.preload, ...(manifest.routes[route] ?? []), ...desktopOnly];
  assert.ok(expected.length >= 3, `${route}: the manifest names its chunks`);
  const fetched = new Set<string>();
  // The scripts a page imports at mount are asked for once its code has run, which on a busy
  // machine can come late: wait for them too (10 s at most).
  let allFetched = () => {};
  const everyExpected = new Promise<void>((resolve) => {
    allFetched = resolve;
  });
  page.on("request", (request) => {
    if (request.resourceType() !== "script") return;
    fetched.add(new URL(request.url()).pathname.slice(1));
    if (expected.every((f) => fetched.has(f))) allFetched();
  });
  const requests = trackRequests(page);
  await page.goto(url(pagePath));
  await requests.settled();
  await Promise.race([everyExpected, new Promise((resolve) => setTimeout(resolve, STEP_DEADLINE_MS))]);
  await context.close();
  return {
    extra: [...fetched].filter((f) => !expected.includes(f)),
    missing: expected.filter((f) => !fetched.has(f)),
  };
}

test("each page fetches the scripts of its manifest row, no more and no fewer", async () => {
  for (const viewport of ["mobile", "desktop"] as const) {
    for (const pagePath of await guestPages()) {
      assert.equal(await unlisted(pagePath, viewport), { extra: [], missing: [] }, `${viewport} ${pagePath}`);
    }
  }
});

test("signed in, each page of a reviewer's and an arbitrator's work fetches its manifest row", async () => {
  const host = await testHost();
  const pages: BudgetPage[] = signedInPages(host.dataDir);
  assert.ok(pages.length >= 10);
  const sessions = {
    reviewer: newSessionOf(host.db, "reviewer"),
    arbitrator: newSessionOf(host.db, "arbitrator"),
  };
  for (const viewport of ["mobile", "desktop"] as const) {
    for (const { path: pagePath, as } of pages) {
      const found = await unlisted(pagePath, viewport, as && sessions[as]);
      assert.equal(found, { extra: [], missing: [] }, `${viewport} ${pagePath} as the ${as}`);
    }
  }
});

test("hovering 'Filter by' fetches the sidebar's code before the click", async () => {
  const { page, url, context } = await openSession({ viewport: "desktop" });
  const requests = trackRequests(page);
  await page.goto(url("/reviews/search?q=kettle"));
  await requests.settled();
  const button = page.getByRole("button", { name: /^Filter by/ });
  const fetched = page.waitForRequest((request) => request.resourceType() === "script", { timeout: 5000 });
  await button.hover();
  assert.match((await fetched).url(), /\/assets\/chunk-\w+\.js$/);
  await button.click();
  await page.getByRole("dialog", { name: "Filter by" }).waitFor();
  await context.close();
});

test.run();
