// A search that never strands the shopper (issue 9): suggestions that always lead to results,
// an empty page's ways out with their counts, the default transparency as a removable pill,
// and a page past the last one.
import type { Page } from "playwright-core";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { roundedCount } from "../../fixtures/host/search/text/search-params";
import { whenAdopted } from "../support/browsers/adoption";
import { openSession, seriousAxeViolations } from "../support/browsers/chromium";
import { testHost } from "../support/hosts/test-host";
import { resultTitles } from "../support/pages/search-page";

const test = suite("search dead ends");

const summary = (page: Page) => page.locator(".rv-search-page__summary");

/** The number of products the page's summary states, once results are on screen. */
async function shownCount(page: Page): Promise<number> {
  await page.locator('.rv-result-grid[aria-busy="false"]').waitFor();
  const text = (await summary(page).textContent()) ?? "";
  const match = text.match(/^([\d,]+)\+? products?/);
  assert.ok(match, text);
  return Number(match[1]?.replace(/,/g, ""));
}

/** Types `text` in the search bar of the page shown, and says how many options the server added. */
async function suggestionCount(page: Page, text: string): Promise<number> {
  const input = page.getByRole("combobox", { name: "Search for product" });
  await input.click();
  await input.fill("");
  await input.pressSequentially(text);
  const options = page.getByRole("listbox", { name: "Suggestions" }).getByRole("option");
  await options.nth(1).waitFor();
  return (await options.count()) - 1; // the first is the typed text itself
}

test("every suggestion leads to results, on a fresh search and under the search page's filters", async () => {
  const { page, url, context, errors } = await openSession();
  const starts = [url("/reviews/categories"), url("/reviews/search?q=mug&min_rating=4.5&store_country=GB")];
  let followed = 0;
  for (const start of starts) {
    await page.goto(start);
    const count = await suggestionCount(page, "kettle");
    assert.ok(count >= 2, `${count} suggestions from ${start}`);
    for (let n = 1; n <= count; n++) {
      if (n > 1) {
        // Back to the start (the widget's own history entry, without a reload), typed again.
        await page.goBack();
        await page.waitForURL((u) => u.toString() === start);
        await suggestionCount(page, "kettle");
      }
      // The suggestions' options, not those of the search page's category selector.
      const option = page.getByRole("listbox", { name: "Suggestions" }).getByRole("option").nth(n);
      const name = (await option.textContent()) ?? "";
      await option.click();
      await page.waitForURL((u) => u.pathname === "/reviews/search" && u.searchParams.get("q") !== "mug");
      assert.ok((await shownCount(page)) > 0, `'${name}' from ${start}`);
      followed++;
    }
  }
  assert.ok(followed >= 6);
  assert.equal(errors, []);
  await context.close();
});

test("the default transparency is a pill; removing it writes min_transparency=0 and widens the search", async () => {
  const { page, url, context } = await openSession();
  await page.goto(url("/reviews/search?q=kettle"));
  const before = await shownCount(page);
  const pill = page
    .getByRole("list", { name: "Active filters" })
    .getByRole("button", { name: "Remove filter: Transparency 80%+" });
  await pill.click();
  await page.waitForURL((u) => u.searchParams.get("min_transparency") === "0");
  await pill.waitFor({ state: "detached" });
  await page.locator(".rv-search-page__summary", { hasNotText: `${before} products` }).waitFor();
  assert.ok((await shownCount(page)) > before);
  await context.close();
});

test("an empty page names its filters; each way out gives the count it promised", async () => {
  const { page, url, context } = await openSession();
  const start = url("/reviews/search?q=kettle&min_transparency=99&store_country=GB&min_rating=3.5");
  await page.goto(start);
  await page.getByRole("heading", { name: "Nothing matches this search" }).waitFor();
  await page.getByText("These filters left no results:").waitFor();
  const ways = page.getByRole("list", { name: "Remove a filter" }).getByRole("link");
  const names = (await ways.allTextContents()).map((t) => t.replace(/\d+ results?$/, "").trim());
  assert.equal(names, [
    "Remove “Stores in United Kingdom”",
    "Remove “3.5+ stars”",
    "Remove “Transparency 99%+”",
  ]);
  for (const viewport of [
    { width: 375, height: 740 },
    { width: 1280, height: 860 },
  ]) {
    await page.setViewportSize(viewport);
    assert.equal(await seriousAxeViolations(page), [], `at ${viewport.width} px`);
  }
  let opened = 0;
  for (let n = 0; n < names.length; n++) {
    // Back to the empty page (the widget's own history entry, without a reload).
    if (page.url() !== start) {
      await page.goBack();
      await page.waitForURL((u) => u.toString() === start);
    }
    const way = ways.nth(n);
    const promised = Number(((await way.textContent()) ?? "").match(/(\d+) results?$/)?.[1]);
    if (promised === 0) continue;
    await way.click();
    await page.waitForURL((u) => u.toString() !== start);
    assert.is(await shownCount(page), promised, names[n]);
    opened++;
  }
  assert.ok(opened >= 2, "at least two ways out lead somewhere");
  await context.close();
});

test("an empty store search offers its ways out too, with the stores each would show", async () => {
  const { page, url, context } = await openSession();
  await page.goto(url("/reviews/store_search?q=lucky&min_rating=4.5&min_transparency=95"));
  const way = page
    .getByRole("list", { name: "Remove a filter" })
    .getByRole("link", { name: /^Remove “4.5\+ stars”/ });
  const promised = Number(((await way.textContent()) ?? "").match(/(\d+) results?$/)?.[1]);
  assert.ok(promised > 0);
  await way.click();
  await page.waitForURL((u) => !u.searchParams.has("min_rating"));
  await page
    .locator(".rv-search-page__summary", { hasText: `${promised} ${promised === 1 ? "store" : "stores"}` })
    .waitFor();
  await context.close();
});

test("'This store only' with nothing in the store offers the same search in all stores", async () => {
  const { db } = await testHost();
  const shop = db
    .prepare(
      `SELECT s.domain, s.platform, s.name FROM shops s WHERE s.name NOT GLOB '*[<>&"]*' AND NOT EXISTS
       (SELECT 1 FROM products p JOIN products_fts f ON f.rowid = p.id
        WHERE p.shop_id = s.id AND products_fts MATCH 'title : "kettle"*') ORDER BY s.id LIMIT 1`,
    )
    .get() as { domain: string; platform: string; name: string };
  const { page, url, context } = await openSession();
  await page.goto(
    url(
      `/reviews/search?q=kettle&min_transparency=0&shop_domain=${shop.domain}&search_in_shop=true&platform=${shop.platform}`,
    ),
  );
  await page.getByRole("heading", { name: `No results in ${shop.name}` }).waitFor();
  const everywhere = page.getByRole("link", { name: /^\d+ results? in all stores$/ });
  const promised = Number(((await everywhere.textContent()) ?? "").match(/^\d+/)?.[0]);
  assert.ok(promised > 0);
  await everywhere.click();
  await page.waitForURL((u) => !u.searchParams.has("search_in_shop"));
  // The link names the exact count; the page's summary, as every count of a search, its rounded form.
  await page.locator('.rv-result-grid[aria-busy="false"]').waitFor();
  const shown = (await summary(page).textContent()) ?? "";
  assert.ok(shown.startsWith(`${roundedCount(promised, false)} products`), `${promised}: ${shown}`);
  await context.close();
});

test("a page past the last one shows the last page and says so, its note adopted as the host rendered it (its code loads only then)", async () => {
  const { page, url, context, errors } = await openSession();
  await page.goto(url("/reviews/search?q=kettle&page=999"));
  const note = page.getByText(/^There is no page 999\. Showing page (\d+), the last\./);
  await note.waitFor();
  const last = Number(((await note.textContent()) ?? "").match(/page (\d+), the last/)?.[1]);
  assert.ok(last > 1);
  assert.ok((await resultTitles(page).count()) > 0);
  const pages = page.getByRole("navigation", { name: "Result pages" });
  assert.is(await pages.locator('[aria-current="page"]').textContent(), String(last));
  assert.not.match((await page.locator("main").textContent()) ?? "", /Nothing matches/);
  await whenAdopted(page);
  await page.getByRole("link", { name: "Go to page 1" }).click();
  await page.waitForURL((u) => u.searchParams.get("page") === "1");
  await note.waitFor({ state: "detached" });
  assert.equal(errors, [], "adopted without a mismatch");
  await context.close();
});

test.run();
