// A page kept from one test to the next (support/browsers/reused-pages.ts) carries nothing of the test
// before it: no cookie, no stored choice, no init script, no route, no listener, no DevTools
// session, no other page, no history; nor, once it goes on to the next file, an answer of the HTTP cache.
import type { Page } from "playwright-core";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { BROWSER_RENDER_COOKIE } from "../../fixtures/host/http/server-render";
import { openSession } from "../support/browsers/chromium";
import { beginFile, runningFile } from "../teardown";

const test = suite("kept pages");
/** Every page asks who is signed in at start. */
const ME = /\/reviews\/me\.json/;

test("a kept page comes back empty to the next test with the same viewport", async () => {
  const first = await openSession({ as: "reviewer", browserRendered: true });
  await first.page.goto(first.url("/reviews/categories"));
  await first.page.evaluate(() => localStorage.setItem("kept-pages", "left behind"));
  await first.page.addInitScript(() => {
    (globalThis as { leftBehind?: boolean }).leftBehind = true;
  });
  await first.context.addInitScript(() => {
    (globalThis as { leftBehindToo?: boolean }).leftBehindToo = true;
  });
  // A route and a listener on the page, and on its context; a permission granted.
  await first.page.route(ME, (route) => route.fulfill({ status: 500, body: "{}" }));
  await first.context.route(ME, (route) => route.fulfill({ status: 500, body: "{}" }));
  await first.context.grantPermissions(["geolocation"], { origin: first.url("") });
  const heardByFirst: string[] = [];
  first.page.on("console", (message) => heardByFirst.push(message.text()));
  first.context.on("console", (message) => heardByFirst.push(`context: ${message.text()}`));
  await first.context.newPage();
  await first.page.setViewportSize({ width: 500, height: 500 });
  // A slow phone's CPU, emulated through a DevTools session of the test's own.
  const devTools = await first.context.newCDPSession(first.page);
  await devTools.send("Emulation.setCPUThrottlingRate", { rate: 20 });
  await first.context.close();

  const second = await openSession();
  assert.ok(second.page === first.page, "the same page, kept");
  assert.equal(second.context.pages(), [second.page], "no other page");
  assert.equal(await second.context.cookies(), [], "no cookie");
  assert.is(await second.page.evaluate(() => history.length), 1, "no history");
  assert.equal(second.page.viewportSize(), { width: 1280, height: 860 });
  // The page loads its data itself (empty roots), so a route left behind would answer me.json.
  await second.context.addCookies([{ name: BROWSER_RENDER_COOKIE, value: "browser", url: second.url("/") }]);
  const me = second.page.waitForResponse(ME);
  await second.page.goto(second.url("/reviews/categories"));
  assert.is((await me).status(), 200, "no route");
  assert.equal(
    await second.page.evaluate(() => [
      localStorage.getItem("kept-pages"),
      "leftBehind" in globalThis,
      "leftBehindToo" in globalThis,
    ]),
    [null, false, false],
    "no stored value, no init script",
  );
  assert.is(
    await second.page.evaluate(
      async () => (await navigator.permissions.query({ name: "geolocation" })).state,
    ),
    "prompt",
    "no permission granted",
  );
  await second.page.evaluate(() => console.log("heard"));
  assert.equal(heardByFirst, [], "no listener of the first test");
  // Detached, its emulation ends with it.
  const detached = await devTools.send("Runtime.evaluate", { expression: "1" }).then(
    () => false,
    () => true,
  );
  assert.ok(detached, "no DevTools session of the first test, nor its slow CPU");
  await second.context.close();
});

test("another viewport or a page with a clock installed gets a page of its own", async () => {
  const desktop = await openSession();
  const kept = desktop.page;
  await desktop.page.clock.install();
  await desktop.context.close();
  const again = await openSession();
  assert.ok(again.page !== kept, "a clock cannot be taken back");
  await again.context.close();
  const phone = await openSession({ viewport: "mobile" });
  assert.ok(phone.page !== again.page, "a page made for another viewport");
  await phone.context.close();
});

/** What the page's scripts cost the network: 0 for each one the HTTP cache answered. */
const scriptBytes = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .filter((entry) => entry.name.endsWith(".js"))
      .map((entry) => (entry as PerformanceResourceTiming).transferSize),
  );

test("a kept page goes on to the next file of its worker with an empty HTTP cache; within a file the cache stays", async () => {
  const file = runningFile();
  // A file of its own, whatever the tests above left in the cache.
  beginFile(`${file}, as a file`);
  try {
    const first = await openSession();
    await first.page.goto(first.url("/reviews/categories"));
    assert.ok(
      (await scriptBytes(first.page)).some((bytes) => bytes > 0),
      "the file's first load fetches them",
    );
    await first.context.close();
    const second = await openSession();
    assert.ok(second.page === first.page);
    await second.page.goto(second.url("/reviews/categories"));
    const cached = await scriptBytes(second.page);
    assert.ok(cached.length > 0 && cached.every((bytes) => bytes === 0), "the same file's next test: cached");
    await second.context.close();
    beginFile(`${file}, as the next file`);
    const next = await openSession();
    assert.ok(next.page === first.page, "the same page, kept for the next file");
    await next.page.goto(next.url("/reviews/categories"));
    assert.ok(
      (await scriptBytes(next.page)).every((bytes) => bytes > 0),
      "the next file's: fetched again",
    );
    await next.context.close();
  } finally {
    beginFile(file);
  }
});

test.run();
