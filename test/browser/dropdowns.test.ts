// Every listbox dropdown types the same way: the keys typed within half a second form one prefix,
// matched against an option's code and name ('USD' is the US dollar, 'de' is Germany), in the
// filter sidebar as in the header; the pointer takes the active option only when it moves. At 375
// and 1280 px, axe-clean with a list open.
import type { Page } from "playwright-core";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { openSession, seriousAxeViolations } from "../support/browsers/chromium";
import { twoFrames } from "../support/browsers/frames";
import { untilInPage } from "../support/browsers/until-in-page";

const test = suite("dropdowns");

/** The filter sidebar, opened as a shopper does at that width. */
async function openFilters(page: Page, mobile: boolean) {
  if (mobile) await page.getByRole("tab", { name: "Filter & sort" }).click();
  await page.getByRole("button", { name: "Filter by" }).click();
  const sidebar = page.getByRole("dialog", { name: "Filter by" });
  await sidebar.waitFor();
  return sidebar;
}

/** The text of the option the focused list (or its search box) marks active. */
const activeOption = (page: Page) =>
  page.evaluate(() => {
    const id = document.activeElement?.getAttribute("aria-activedescendant");
    return (id && document.getElementById(id)?.textContent) || null;
  });

/** Asserts that the focused list marks `text` active, once it has rendered what was sent to it. */
async function assertActive(page: Page, text: string, message?: string) {
  await untilInPage(
    page,
    (expected) => {
      const id = document.activeElement?.getAttribute("aria-activedescendant");
      return (id && document.getElementById(id)?.textContent) === expected;
    },
    text,
  ).catch(() => {});
  assert.is(await activeOption(page), text, message);
}

for (const viewport of ["mobile", "desktop"] as const) {
  test(`${viewport}: typing USD in the sidebar's 'Prices in' list picks the US dollar; 'de' finds Germany`, async () => {
    const { page, url, context, errors } = await openSession({ viewport });
    try {
      const installed = Date.now();
      await page.clock.install({ time: installed }); // runs at the real pace until paused below
      await page.goto(url("/reviews/search?q=lamp&page=1"));
      await page.locator('.rv-result-grid[aria-busy="false"]').waitFor();
      const sidebar = await openFilters(page, viewport === "mobile");

      const prices = sidebar.getByRole("button", { name: /Prices in/ });
      await prices.click();
      const list = sidebar.getByRole("listbox", { name: "Prices in" });
      assert.ok((await list.getByRole("option").count()) > 10, "the rates' currencies are listed");
      // Keys go where the focus is: the open list takes it once it is on show.
      await untilInPage(page, () => document.activeElement?.getAttribute("role") === "listbox");
      // The pointer moved over an option makes it the active one; keys take it from there, and the
      // list scrolling under the resting pointer does not take it back.
      await list.getByRole("option", { name: "CAD · Canadian Dollar" }).hover();
      await assertActive(page, "CAD · Canadian Dollar", "the option the pointer moved over");
      const last = (await list.getByRole("option").last().textContent()) as string;
      await page.keyboard.press("End");
      await assertActive(page, last, "End: the last option");
      await twoFrames(page);
      assert.is(await activeOption(page), last, "the list scrolled under the pointer: still the last option");
      // The three keys are one prefix when typed within half a second of each other. A busy
      // machine can take longer than that between two keys sent to the page, so the page's clock
      // stands still while they are typed, as if typed at once.
      // Paused ten minutes past the install, which the page's time cannot have reached (each step
      // gives up after 10 s): a pause a second past the page's "now", read while the page ran, could
      // be behind it by the time it arrived ("Cannot fast-forward to the past").
      await page.clock.pauseAt(installed + 10 * 60_000);
      await page.keyboard.type("USD");
      await assertActive(page, "USD · US Dollar");
      await page.clock.resume();
      assert.equal(await seriousAxeViolations(page), [], "axe: 'Prices in' open");
      await page.keyboard.press("Enter");
      await sidebar.getByRole("button", { name: /Prices in.*USD · US Dollar/ }).waitFor();
      assert.is(await list.count(), 0);

      // A searchable list ranks by the same rule: a country's code typed whole comes first.
      await sidebar.getByRole("button", { name: /Ships to/ }).click();
      const search = sidebar.getByRole("combobox", { name: "Search Ships to" });
      await sidebar.getByRole("option", { name: "Germany" }).waitFor(); // the host's list is in
      await search.fill("de");
      const first = sidebar.getByRole("listbox", { name: "Ships to" }).getByRole("option").first();
      assert.is(await first.textContent(), "Germany");
      assert.is(await activeOption(page), "Germany");
      await search.press("Enter");
      await sidebar.getByRole("button", { name: /Ships to.*Germany/ }).waitFor();
      assert.equal(errors, []);
    } finally {
      await context.close();
    }
  });
}

test.run();
