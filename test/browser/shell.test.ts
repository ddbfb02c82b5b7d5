// The bundle in its host page: mounting, routing, redirects, roots that share state and survive
// each other's crashes, and the strict Content-Security-Policy.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { openSession } from "../support/browsers/chromium";
import { editHtml } from "../support/browsers/edited-html";
import { holdRequests } from "../support/browsers/held-requests";
import { untilInPage } from "../support/browsers/until-in-page";
import { heardEvents, listenForHostEvents, untilHeard } from "../support/journeys/host-events";

const test = suite("shell");

test("home shows the header with its logo and Sign In, under the CSP, without errors", async () => {
  const { page, errors, url, context } = await openSession();
  const violations: string[] = [];
  await page.exposeFunction("reportViolation", (v: string) => violations.push(v));
  await page.addInitScript(() =>
    document.addEventListener("securitypolicyviolation", (e) =>
      (window as unknown as { reportViolation: (v: string) => void }).reportViolation(e.violatedDirective),
    ),
  );
  const response = await page.goto(url("/reviews"));
  assert.match(response?.headers()["content-security-policy"] ?? "", "script-src 'self'");
  const logo = page.getByRole("link", { name: "Reviews home" });
  await logo.waitFor();
  assert.is(await logo.getAttribute("href"), "/reviews");
  await page.getByRole("link", { name: "Sign In" }).waitFor();
  await page.getByRole("heading", { level: 1 }).waitFor();
  assert.equal(violations, []);
  assert.equal(errors, []);
  await context.close();
});

test("'/' and '/search' redirect; an old shop address moves under /reviews/stores", async () => {
  const { page, url, context } = await openSession();
  await page.goto(url("/"));
  assert.is(new URL(page.url()).pathname, "/reviews");
  await page.goto(url("/search?q=kettle"));
  assert.is(new URL(page.url()).pathname + new URL(page.url()).search, "/reviews/search?q=kettle");
  await page.goto(url("/reviews/no-such-shop-anywhere"));
  assert.is(new URL(page.url()).pathname, "/reviews/stores/no-such-shop-anywhere");
  await page.getByRole("heading", { name: "We couldn’t find that store" }).waitFor();
  await context.close();
});

test("an in-app move to an old address is replaced, not pushed", async () => {
  const { page, url, context } = await openSession();
  await page.goto(url("/reviews"));
  await page.getByRole("link", { name: "Sign In" }).waitFor();
  const before = await page.evaluate(() => history.length);
  await page.evaluate(() => history.pushState(null, "", "/reviews/some-old-shop?redesign=1"));
  await page.waitForURL((u) => u.pathname === "/reviews/stores/some-old-shop");
  assert.is(new URL(page.url()).search, "?redesign=1");
  assert.is(await page.evaluate(() => history.length), before + 1);
  await context.close();
});

test("moving between routes changes the screen without a page load and keeps the redesign flag", async () => {
  const { page, url, context } = await openSession();
  await page.goto(url("/reviews?redesign=1"));
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.getByRole("button", { name: "Main menu" }).click(); // the header's links are in its menu
  await page.getByRole("link", { name: "Product categories" }).click();
  await page.waitForURL((u) => u.pathname === "/reviews/categories");
  assert.is(new URL(page.url()).searchParams.get("redesign"), "1");
  await page.getByRole("heading", { name: "Product categories" }).waitFor();
  assert.is(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument), true);
  // The page data's head follows the screen: wait for it rather than read it at once.
  await untilInPage(page, () => document.title === "Product categories | Reviews");
  await page.goBack();
  await page.waitForURL((u) => u.pathname === "/reviews");
  await context.close();
});

test("both roots share one store: the navbar shows the page's request in progress", async () => {
  const { page, url, context } = await openSession();
  await page.goto(url("/reviews"));
  await page.getByRole("link", { name: "Sign In" }).waitFor();
  // The store search screen asks store_search.json; a page-data screen would ask ?format=json.
  const release = await holdRequests(page, /\/reviews\/store_search(\.json|\?format=json)/);
  await page.getByRole("button", { name: "Main menu" }).click();
  await page.getByRole("link", { name: "Find stores" }).click();
  const progress = page.getByRole("progressbar", { name: "Loading" });
  await progress.waitFor();
  release();
  await page.getByRole("heading", { name: "Find stores" }).waitFor();
  await progress.waitFor({ state: "detached" });
  await context.close();
});

test("a screen that crashes shows a message, is told to the host page as shown, and the navbar keeps working", async () => {
  const { page, url, context, errors } = await openSession();
  await listenForHostEvents(page);
  await page.goto(url("/reviews"));
  await page.getByRole("link", { name: "Sign In" }).waitFor();
  await page.getByRole("button", { name: "Main menu" }).click(); // the header's links are in its menu
  await page.getByRole("link", { name: "Product categories" }).waitFor();
  // The category screen's code fails to load: its lazy chunk is cut off.
  await page.route("**/assets/chunk-*.js", (route) => route.abort());
  await page.getByRole("link", { name: "Product categories" }).click();
  await page.getByRole("heading", { name: "This page could not be shown" }).waitFor();
  await untilHeard(page, "page-shown", 2);
  const told = (await heardEvents(page)).filter((event) => event.name === "reviews:page-shown");
  assert.equal(
    told.map((event) => event.detail.route),
    ["home", "categoryIndex"],
  );
  await page.unroute("**/assets/chunk-*.js");
  await page.getByRole("link", { name: "Reviews home" }).click();
  await page.waitForURL((u) => u.pathname === "/reviews");
  await page.getByRole("link", { name: "Sign In" }).waitFor();
  assert.ok(errors.length > 0, "the crash is reported in the console");
  await context.close();
});

test("a malformed app_meta and a missing CSRF meta give one warning, and both roots still mount", async () => {
  const { page, url, context, warnings } = await openSession();
  await editHtml(page, "**/reviews/trust", (html) =>
    html
      .replace(/<meta name="csrf-token"[^>]*>/, "")
      .replace(/(<script id="app_meta" type="application\/json">)[^<]*/, "$1{not json"),
  );
  await page.goto(url("/reviews/trust"));
  await page.getByRole("link", { name: "Sign In" }).waitFor();
  await page.getByRole("heading", { name: "Trust" }).waitFor();
  const hostWarnings = warnings.filter((w) => w.includes("host page"));
  assert.is(hostWarnings.length, 1);
  assert.match(hostWarnings[0] ?? "", "app_meta");
  assert.match(hostWarnings[0] ?? "", "csrf-token");
  await context.close();
});

test.run();
