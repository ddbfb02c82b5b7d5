// A search the host refuses for too many requests (429) says so and when to try again, from the
// answer's Retry-After, with a way to try again: never "check your connection", never "nothing
// matches". The suggestions pause for that long instead of claiming there are none.
import type { Page, Route } from "playwright-core";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { openSession } from "../support/browsers/chromium";
import { resultTitles } from "../support/pages/search-page";

const test = suite("search refusals");

/**
 * Answers the requests `pattern` matches with a 429 and `seconds` in Retry-After while `refusing()`;
 * `beforeRefusal` runs before each refusal is answered.
 */
async function refuse(
  page: Page,
  pattern: RegExp,
  seconds: number,
  refusing: () => boolean,
  beforeRefusal: () => Promise<void> = async () => {},
) {
  const asked: string[] = [];
  await page.route(pattern, async (route: Route) => {
    asked.push(route.request().url());
    if (!refusing()) return route.continue();
    await beforeRefusal();
    return route.fulfill({
      status: 429,
      headers: { "content-type": "application/json", "retry-after": String(seconds) },
      body: JSON.stringify({ error: `Too many requests. Try again in ${seconds} seconds.` }),
    });
  });
  return asked;
}

test("a refused product search says there were too many, when to try again, and Try again loads the results", async () => {
  const { page, url, context } = await openSession({ browserRendered: true });
  let refusing = true;
  const asked = await refuse(page, /\/reviews\/search\.json/, 30, () => refusing);
  await page.goto(url("/reviews/search?q=kettle"));
  const alert = page.getByRole("alert").filter({ hasText: "Too many searches right now" });
  await alert.waitFor();
  assert.match(await alert.innerText(), "Try again in 30 seconds.");
  assert.ok(asked.length > 0, "the search was asked");
  for (const wrong of [/Nothing matches/, /No results/, /didn.t load/, /connection/])
    assert.is(await page.getByText(wrong).count(), 0, `no '${wrong.source}'`);
  refusing = false;
  await alert.getByRole("button", { name: "Try again" }).click();
  await page.locator('.rv-result-grid[aria-busy="false"]').waitFor();
  assert.ok((await resultTitles(page).count()) > 0, "the results, once allowed");
  await alert.waitFor({ state: "detached" });
  await context.close();
});

test("a refused store search says the same", async () => {
  const { page, url, context } = await openSession({ browserRendered: true });
  await refuse(page, /\/reviews\/store_search\.json/, 45, () => true);
  await page.goto(url("/reviews/store_search?q=home"));
  const alert = page.getByRole("alert").filter({ hasText: "Too many searches right now" });
  await alert.waitFor();
  assert.match(await alert.innerText(), "Try again in 45 seconds.");
  assert.ok(await alert.getByRole("button", { name: "Try again" }).isVisible());
  assert.is(await page.getByText(/No results|Nothing matches/).count(), 0);
  await context.close();
});

test("a category page whose products are refused says so, never 'no products in this category'", async () => {
  const { page, url, context } = await openSession({ browserRendered: true });
  await refuse(page, /\/reviews\/search\.json/, 15, () => true);
  await page.goto(url("/reviews/categories/kitchen-appliances"));
  const alert = page.getByRole("alert").filter({ hasText: "Too many requests right now" });
  await alert.waitFor();
  assert.match(await alert.innerText(), "Try again in 15 seconds.");
  assert.is(await page.getByText(/No products in this category|didn.t load/).count(), 0);
  await context.close();
});

test("refused suggestions pause for the host's wait and say so, with no 'Browse by category'; then they come back", async () => {
  const { page, url, context } = await openSession();
  // The page's time stands still from before the page loads, and goes on only as the test moves
  // it: the host's wait is counted in the page's own time, however busy the machine. Paused before
  // there is a page, at a minute past the clock's start: a pause that waited for the refusal, at the
  // page's "now" read a moment before, could find the page's time already past it ("Cannot
  // fast-forward to the past") on a loaded machine.
  const start = Date.now();
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 60_000);
  let refused = 0;
  // The refusal is answered once the test has stopped moving the page's time: its wait then starts
  // at a moment of the page's time no step of the test runs across.
  let stopped: () => void = () => {};
  const stepsStopped = new Promise<void>((resolve) => {
    stopped = resolve;
  });
  const asked = await refuse(
    page,
    /\/reviews\/instant_search/,
    2,
    () => refused++ === 0,
    () => stepsStopped,
  );
  await page.goto(url("/reviews/how-it-works"));
  const input = page.getByRole("combobox", { name: "Search for product" });
  await input.click();
  await input.pressSequentially("kett", { delay: 20 });
  // The suggestions' own pause between keys, in the page's time: then they are asked for.
  for (let step = 0; asked.length < 1 && step < 20; step++) await page.clock.runFor(100);
  stopped();
  const paused = page.getByText(
    "Too many searches right now: suggestions are paused. Try again in 2 seconds.",
  );
  await paused.waitFor();
  assert.is(asked.length, 1);
  assert.is(await page.getByRole("link", { name: "Browse by category" }).count(), 0);
  // The typed text is still there to search.
  const options = page.getByRole("listbox", { name: "Suggestions" }).getByRole("option");
  assert.is(await options.first().textContent(), "kett");
  // Typed on meanwhile: asked for once the host's two seconds are over, not at each keystroke.
  // The page's time goes on a step at a time, so the page renders between steps.
  await input.pressSequentially("le", { delay: 20 });
  for (let waited = 0; waited < 1_990; waited += 199) await page.clock.runFor(199);
  assert.is(asked.length, 1, "nothing asked during the host's wait");
  assert.ok(await paused.isVisible(), "still paused at the end of the host's wait");
  // The wait over, the pause ends; after the suggestions' own pause between keys, they are asked for.
  await page.clock.runFor(10);
  await paused.waitFor({ state: "detached" });
  for (let step = 0; asked.length < 2 && step < 20; step++) await page.clock.runFor(100);
  await options.nth(1).waitFor();
  assert.is(asked.length, 2, "one request after the pause");
  await page.clock.resume();
  await context.close();
});

test.run();
