// Product search end to end (issue 4): the search bar and its suggestions, the search page's
// filter bar and sidebar, sorting, the address normaliser's junk-query rules, back and forward.
import type { Page, Request } from "playwright-core";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { openSession, seriousAxeViolations } from "../support/browsers/chromium";
import { topsAfterJumpTo, twoFrames } from "../support/browsers/frames";
import { untilInPage } from "../support/browsers/until-in-page";
import { pathAndQuery, resultTitles } from "../support/pages/search-page";
import { screenDefects } from "../support/screens/screen-defects";
import { ordered } from "../support/search/search-json";

const test = suite("search");

/** The query of every search.json request the page sends from now on. */
function searchRequests(page: Page): URLSearchParams[] {
  const seen: URLSearchParams[] = [];
  page.on("request", (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname === "/reviews/search.json") seen.push(url.searchParams);
  });
  return seen;
}

async function waitForResults(page: Page): Promise<void> {
  await page.locator('.rv-result-grid[aria-busy="false"]').waitFor();
}

test("typing quickly sends one instant search; the typed text comes first; Enter searches", async () => {
  const { page, url, context, errors } = await openSession();
  const suggestions: string[] = [];
  page.on("request", (request) => {
    const address = new URL(request.url());
    if (address.pathname === "/reviews/instant_search") suggestions.push(address.searchParams.get("q") ?? "");
  });
  // The page's own time: its timers move only as the test moves them while it types, so the
  // pause between two keys is a quick typist's, however busy the machine.
  await page.clock.install();
  await page.goto(url("/reviews/categories"));
  const input = page.getByRole("combobox", { name: "Search for product" });
  await input.click();
  // Focused with nothing typed: a way to the categories instead of suggestions.
  await page.getByRole("link", { name: "Browse by category" }).waitFor();
  // Paused a few seconds on, as if the shopper waited before typing: never in the page's past.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 5_000);
  const listbox = page.getByRole("listbox", { name: "Suggestions" });
  const options = listbox.getByRole("option");
  for (const key of "kettle") {
    await input.press(key);
    await page.clock.runFor(20);
  }
  // The list shows the typed text a render after the key (a deferred value, rendered in real
  // time): the page's time moves on once it shows all of it, as it would for a shopper.
  await options
    .first()
    .filter({ hasText: /^kettle$/ })
    .waitFor();
  // The suggestions' own pause after the last key, in the page's time: then they are asked for.
  for (let step = 0; suggestions.length === 0 && step < 20; step++) await page.clock.runFor(100);
  await page.clock.resume();
  await options.nth(1).waitFor(); // the server's suggestions have arrived
  assert.equal(suggestions, ["kettle"]);
  assert.is(await options.first().textContent(), "kettle");
  assert.is(await input.getAttribute("aria-expanded"), "true");
  await page.getByText(/^\d+ suggestions$/).waitFor({ state: "attached" });

  // Arrow keys cycle and wrap through the options (active descendant).
  const count = await options.count();
  const activeIs = async (id: string | null) =>
    page.locator(`#search-input[aria-activedescendant="${id}"]`).waitFor();
  await input.press("ArrowUp");
  await activeIs(await options.nth(count - 1).getAttribute("id"));
  await input.press("ArrowDown");
  await activeIs(await options.first().getAttribute("id"));

  await input.press("Enter");
  await page.waitForURL((u) => u.pathname === "/reviews/search");
  assert.is(pathAndQuery(page.url()), "/reviews/search?q=kettle&page=1");
  await waitForResults(page);
  for (const title of await resultTitles(page).allTextContents()) assert.match(title.toLowerCase(), "kettle");
  await page.getByRole("heading", { level: 1, name: "Results for “kettle”" }).waitFor();
  assert.equal(await seriousAxeViolations(page), []);
  assert.equal(errors, []);
  await context.close();
});

test("a category suggestion searches the text in that category; there a typo shows what was searched instead, with a link to what was typed; an empty search goes nowhere", async () => {
  const { page, url, context } = await openSession();
  await page.goto(url("/reviews/how-it-works"));
  const input = page.getByRole("combobox", { name: "Search for product" });
  await input.click();
  await input.press("Enter");
  assert.is(new URL(page.url()).pathname, "/reviews/how-it-works");
  await input.pressSequentially("kett");
  const inCategory = page.getByRole("option", { name: "kett in Kettles" });
  await inCategory.click();
  await page.waitForURL((u) => u.pathname === "/reviews/search");
  const query = new URL(page.url()).searchParams;
  assert.is(query.get("q"), "kett");
  assert.ok(Number(query.get("category_id")) > 0);
  await page.getByRole("heading", { level: 1, name: "Kettles" }).waitFor();

  // A typo in that category: the host searched the word it corrected it to, and the page says so.
  await input.fill("ketle");
  await input.press("Enter");
  await page.waitForURL((u) => u.searchParams.get("q") === "ketle");
  const note = page.getByRole("status").filter({ hasText: "Showing results for" });
  await note.waitFor();
  assert.is(await note.textContent(), "Showing results for kettle. Search instead for ketle");
  await waitForResults(page);
  for (const title of await resultTitles(page).allTextContents()) assert.match(title.toLowerCase(), "kettle");
  assert.equal(await seriousAxeViolations(page), []);
  // One press searches exactly what was typed, which finds what it finds: nothing.
  await note.getByRole("link", { name: "Search instead for ketle" }).click();
  await page.waitForURL((u) => u.searchParams.get("as_typed") === "true");
  assert.is(new URL(page.url()).searchParams.get("q"), "ketle");
  await page.getByRole("heading", { name: "Nothing matches this search" }).waitFor();
  assert.is(await note.count(), 0);
  // A new text is corrected again.
  await input.fill("candel");
  await input.press("Enter");
  await page.waitForURL((u) => u.searchParams.get("q") === "candel");
  assert.not.ok(new URL(page.url()).searchParams.has("as_typed"));
  await context.close();
});

test("a junk query is normalised in the request the page sends", async () => {
  const { page, url, context } = await openSession({ browserRendered: true });
  const requests = searchRequests(page);
  await page.goto(url("/reviews/search?q=kettle&page=abc&min_rating=9&min_price=50&max_price=10&country=XX"));
  await page.getByRole("heading", { level: 1, name: "Results for “kettle”" }).waitFor();
  await page.locator(".rv-search-page__summary").filter({ hasText: "product" }).waitFor();
  const sent = requests[0];
  assert.ok(sent, "a search.json request");
  assert.is(sent.get("page"), "1");
  assert.is(sent.get("min_rating"), "5");
  assert.is(sent.get("min_price"), "10");
  assert.is(sent.get("max_price"), "50");
  assert.is(sent.get("country"), "*");
  await context.close();
});

test("closing the sidebar without applying changes nothing; applying changes address, pills, results", async () => {
  const { page, url, context } = await openSession();
  const requests = searchRequests(page);
  await page.goto(url("/reviews/search?q=kettle&page=1"));
  await waitForResults(page);
  const before = {
    address: pathAndQuery(page.url()),
    titles: await resultTitles(page).allTextContents(),
    sent: requests.length,
  };

  // 'Filter by' says that it opens a dialog, and whether it is open.
  const opener = page.getByRole("button", { name: "Filter by" });
  assert.is(await opener.getAttribute("aria-haspopup"), "dialog");
  assert.is(await opener.getAttribute("aria-expanded"), "false");
  await opener.click();
  const sidebar = page.getByRole("dialog", { name: "Filter by" });
  await sidebar.waitFor();
  assert.is(await opener.getAttribute("aria-expanded"), "true");
  await sidebar.getByRole("radio", { name: "4 stars and up" }).check();
  await sidebar.getByLabel("Minimum transparency").selectOption("90");
  assert.equal(await seriousAxeViolations(page), []);
  await sidebar.getByRole("button", { name: "Cancel" }).click();
  await sidebar.waitFor({ state: "detached" });
  assert.is(await opener.getAttribute("aria-expanded"), "false");
  assert.is(pathAndQuery(page.url()), before.address);
  assert.equal(await resultTitles(page).allTextContents(), before.titles);
  // Only the default transparency of 80 narrows the search, and says so.
  assert.equal(
    await page.getByRole("list", { name: "Active filters" }).getByRole("button").allTextContents(),
    ["Transparency 80%+"],
  );
  assert.is(requests.length, before.sent);

  // Opening again starts from the filters of the address, not the abandoned draft.
  await page.getByRole("button", { name: "Filter by" }).click();
  assert.ok(await sidebar.getByRole("radio", { name: "Any rating" }).isChecked());
  await sidebar.getByRole("radio", { name: "3 stars and up" }).check();
  await sidebar.getByLabel("Minimum transparency").selectOption("0");
  await sidebar.getByRole("button", { name: "Apply filters" }).click();
  await page.waitForURL((u) => u.searchParams.get("min_rating") === "3");
  assert.is(pathAndQuery(page.url()), "/reviews/search?q=kettle&page=1&min_rating=3&min_transparency=0");
  const pills = page.getByRole("list", { name: "Active filters" });
  await pills.getByRole("button", { name: "Remove filter: 3+ stars" }).waitFor();
  // Transparency 0 filters nothing: no pill for it.
  assert.equal(await pills.getByRole("button").allTextContents(), ["3+ stars"]);
  await waitForResults(page);
  const last = requests.at(-1);
  assert.is(last?.get("min_rating"), "3");
  assert.is(last?.get("min_transparency"), "0");
  assert.not.equal(await resultTitles(page).allTextContents(), before.titles);

  // 'Clear' returns to the default filters and keeps the search text.
  await page.getByRole("link", { name: "Clear" }).click();
  await page.waitForURL((u) => !u.searchParams.has("min_rating"));
  assert.is(pathAndQuery(page.url()), "/reviews/search?q=kettle&page=1");
  await pills.getByRole("button", { name: "Remove filter: 3+ stars" }).waitFor({ state: "detached" });
  assert.equal(await pills.getByRole("button").allTextContents(), ["Transparency 80%+"]);
  assert.is(await page.getByRole("link", { name: "Clear" }).count(), 0);
  await context.close();
});

test("a pill's cancel icon removes its filter; long pill text is cut at 30 characters", async () => {
  const { page, url, context } = await openSession();
  await page.goto(
    url("/reviews/search?q=pan&page=1&store_country=GB&min_price=10000000&max_price=50000000&currency=IDR"),
  );
  const pills = page.getByRole("list", { name: "Active filters" });
  const long = pills.getByRole("button", { name: /^Remove filter: IDR.10,000,000 – IDR.50,000,000$/ });
  await long.waitFor();
  const shown = (await long.textContent()) ?? "";
  assert.is([...shown].length, 33);
  assert.ok(shown.endsWith("..."), shown);
  await pills.getByRole("button", { name: "Remove filter: Stores in United Kingdom" }).click();
  await page.waitForURL((u) => !u.searchParams.has("store_country"));
  assert.is(new URL(page.url()).searchParams.get("min_price"), "10000000");
  await context.close();
});

test("each sort option reorders the results as the host ordered them", async () => {
  const { page, url, context } = await openSession();
  const me = await page.request.get(url("/reviews/me.json?exchange_rates=true"));
  rates = ((await me.json()) as { exchange_rates: Record<string, number> }).exchange_rates;
  await page.goto(url("/reviews/search?q=set&page=1"));
  await waitForResults(page);
  const sort = page.getByRole("combobox", { name: "Sort by" });
  const labels = await sort.locator("option").allTextContents();
  assert.equal(labels, [
    "Default",
    "Most reviews first",
    "Newest",
    "Best Selling",
    "Low price first",
    "High price first",
  ]);
  const seen = new Set<string>();
  for (const [value, check] of [
    [
      "reviews_count",
      (r: Answer) =>
        ordered(
          r.map((p) => p.reviews_count),
          (a, b) => b - a,
        ),
    ],
    ["newest", () => true],
    ["best_selling", () => true],
    ["price_asc", (r: Answer) => ordered(r.map(usd), (a, b) => a - b, roundingDrift)],
    ["price_desc", (r: Answer) => ordered(r.map(usd), (a, b) => b - a, roundingDrift)],
  ] as const) {
    const answer = page.waitForResponse((r) => new URL(r.url()).searchParams.get("sort_by") === value);
    await sort.selectOption(value);
    const results = ((await (await answer).json()) as { data: { search_results: Answer } }).data
      .search_results;
    await page.waitForURL((u) => u.searchParams.get("sort_by") === value);
    await waitForResults(page);
    assert.equal(
      await resultTitles(page).allTextContents(),
      results.map((p) => p.title),
      value,
    );
    assert.ok(check(results), `${value} is ordered`);
    seen.add(results.map((p) => p.title).join("|"));
  }
  assert.ok(seen.size >= 4, "the sorts give different orders");
  await context.close();
});

type Answer = { title: string; reviews_count: number; price: number; currency: string }[];
/** Units per US dollar, as the host serves them (me.json), read before the sort test. */
let rates: Record<string, number> = {};
/** A result's price in US dollars. */
const usd = (p: Answer[number]) => {
  const rate = rates[p.currency];
  assert.ok(rate, `the host serves a rate for ${p.currency}`);
  return p.price / rate;
};
/** Prices are stored rounded in each shop's currency: two cents a dollar (two at least) of drift allowed in an order. */
const roundingDrift = (usd: number) => 0.02 * Math.max(1, usd);

test("back and forward show the cached results at once and restore the scroll position", async () => {
  const { page, url, context } = await openSession({ reducedMotion: true });
  const requests = searchRequests(page);
  await page.goto(url("/reviews/search?q=set&page=1"));
  await waitForResults(page);
  const firstPage = await resultTitles(page).allTextContents();
  // Scrolled down to the pages' links: that is the position to come back to.
  const pageTwo = page
    .getByRole("navigation", { name: "Result pages" })
    .getByRole("link", { name: "Page 2" });
  await pageTwo.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  assert.ok(scrolled > 500, `scrolled to ${scrolled}`);
  // The scroll manager records the position on the next animation frame.
  await twoFrames(page);
  await pageTwo.click();
  await page.waitForURL((u) => u.searchParams.get("page") === "2");
  await waitForResults(page);
  await untilInPage(page, () => window.scrollY === 0);
  const sent = requests.length;

  await page.goBack();
  await page.waitForURL((u) => u.searchParams.get("page") === "1");
  assert.equal(await resultTitles(page).allTextContents(), firstPage);
  await untilInPage(page, (y) => Math.abs(window.scrollY - y) < 2, scrolled);
  await page.goForward();
  await page.waitForURL((u) => u.searchParams.get("page") === "2");
  await waitForResults(page);
  assert.is(requests.length, sent, "both pages came from the cache");
  await context.close();
});

test("the sidebar's currency converts the price range, rounded up, and applying keeps it", async () => {
  const { page, url, context } = await openSession();
  await page.goto(url("/reviews/search?q=lamp&page=1&min_price=10&max_price=50&currency=USD"));
  await page.getByRole("button", { name: "Filter by" }).click();
  const sidebar = page.getByRole("dialog", { name: "Filter by" });
  await sidebar.getByRole("button", { name: /Prices in/ }).click();
  await sidebar.getByRole("option", { name: "EUR" }).click();
  assert.is(await sidebar.getByLabel("Minimum price").inputValue(), "10"); // 9.2 rounded up
  assert.is(await sidebar.getByLabel("Maximum price").inputValue(), "46");
  await sidebar.getByRole("button", { name: "Apply filters" }).click();
  await page.waitForURL((u) => u.searchParams.get("currency") === "EUR");
  const query = new URL(page.url()).searchParams;
  assert.equal([query.get("min_price"), query.get("max_price")], ["10", "46"]);
  await page.getByRole("button", { name: "Remove filter: €10.00 – €46.00" }).waitFor();
  await context.close();
});

test("an empty search shows the category index; 'This store only' keeps the shop", async () => {
  const { page, url, context } = await openSession();
  await page.goto(url("/reviews/search"));
  await page.waitForURL((u) => u.pathname === "/reviews/categories");
  await page.getByRole("heading", { level: 1, name: "Product categories" }).waitFor();
  await page.goto(url("/reviews/search?q=&shop_domain=x.example&search_in_shop=true&platform=shopify"));
  const pill = page.getByRole("button", { name: "This store only: remove" });
  await pill.waitFor();
  const input = page.getByRole("combobox", { name: "Search for product" });
  await input.fill("mug");
  await input.press("Enter");
  await page.waitForURL((u) => u.searchParams.get("q") === "mug");
  assert.is(new URL(page.url()).searchParams.get("shop_domain"), "x.example");
  await pill.click();
  await page.waitForURL((u) => !u.searchParams.has("shop_domain"));
  assert.is(new URL(page.url()).searchParams.get("q"), "mug");
  await context.close();
});

test("mobile: the search and filter/sort tabs switch as the results scroll; the result pages' links stay where they are when the reader jumps to them, and take the press", async () => {
  const { page, url, context } = await openSession({ viewport: "mobile" });
  await page.goto(url("/reviews/search?q=set&page=1"));
  await waitForResults(page);
  assert.is(await page.locator(".rv-result-grid > li").count(), 24);
  const searchTab = page.getByRole("tab", { name: "Search" });
  const filterTab = page.getByRole("tab", { name: "Filter & sort" });
  assert.is(await searchTab.getAttribute("aria-selected"), "true");
  await page.evaluate(() => window.scrollTo(0, 900));
  await untilInPage(
    page,
    () => document.querySelector('[role="tab"][aria-selected="true"]')?.textContent === "Filter & sort",
  );
  await page.getByRole("tabpanel").getByRole("button", { name: "Filter by" }).waitFor();
  await page.evaluate(() => window.scrollTo(0, 0));
  await untilInPage(
    page,
    () => document.querySelector('[role="tab"][aria-selected="true"]')?.textContent === "Search",
  );
  assert.is(await filterTab.getAttribute("aria-selected"), "false");
  assert.equal(await seriousAxeViolations(page), []);
  // Every card above them is laid out with the page, so none moves them as it comes into view.
  const nextPage = page
    .getByRole("navigation", { name: "Result pages" })
    .getByRole("link", { name: "Page 2" });
  const tops = await topsAfterJumpTo(nextPage);
  assert.is(new Set(tops).size, 1, `the link to page 2 at ${tops.join(", ")} px, frame by frame`);
  await nextPage.click();
  await page.waitForURL((address) => address.searchParams.get("page") === "2");
  await page.locator('.rv-pagination a[aria-current="page"][aria-label="Page 2"]').waitFor();
  await context.close();
});

test("the search pages have their stylesheet: no control in the browser's look, no bullets, a slim pill (regression: search.css imported by no module)", async () => {
  const { page, url, context } = await openSession({ viewport: "mobile" });
  const look = ["default look", "bullet beside a card"] as const;
  await page.goto(url("/reviews/search?q=kettle"));
  await waitForResults(page);
  // The tabs, the query chip and the results, on a phone.
  await page.getByRole("tab", { name: "Filter & sort" }).waitFor();
  assert.equal(await screenDefects(page, look), [], "search at 375 px");
  await page.setViewportSize({ width: 1280, height: 800 });
  const pill = page.getByRole("button", { name: "Remove filter: Transparency 80%+" });
  const box = await pill.boundingBox();
  assert.ok(box && box.height < 48, `the pill is ${box?.height} px tall`);
  assert.equal(await screenDefects(page, look), [], "search at 1280 px");

  await page.goto(url("/reviews/store_search?q=gear"));
  await page.locator('.rv-shop-results[aria-busy="false"] li').first().waitFor();
  await page.getByRole("searchbox", { name: "Search stores" }).waitFor();
  assert.equal(await screenDefects(page, look), [], "store search at 1280 px");
  await context.close();
});

test.run();
