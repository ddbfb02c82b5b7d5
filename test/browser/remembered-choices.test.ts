// A currency or a 'Ships to' country chosen in the filter sidebar is remembered as one chosen in
// the header is: stored on the device, saved to a signed-in reviewer's profile, kept across a
// reload; 'All countries' resets the country. The 'Ships to' list is the host's shipping
// countries. At 375 and 1280 px, axe-clean with the sidebar open.
import type { Locator, Page } from "playwright-core";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { openSession, type Session, seriousAxeViolations } from "../support/browsers/chromium";
import { clearPriceChoices } from "../support/data/seeded-queries";
import { testHost } from "../support/hosts/test-host";
import { untilPricesIn } from "../support/pages/prices";

const test = suite("remembered choices");

const SEARCH = "/reviews/search?q=lamp&page=1";

/** A session with the cookie bar already accepted, so it covers nothing. */
const session = (viewport: "mobile" | "desktop", as?: "reviewer"): Promise<Session> =>
  openSession({ viewport, as, cookiesAccepted: true });

/** The search page, its results in, and the filter sidebar opened as a shopper does at that width. */
async function openFilters(page: Page, address: string, mobile: boolean): Promise<Locator> {
  await page.goto(address);
  return openSidebar(page, mobile);
}

/** The filter sidebar of the search page shown, opened once its results are in. */
async function openSidebar(page: Page, mobile: boolean): Promise<Locator> {
  await page.locator('.rv-result-grid[aria-busy="false"]').waitFor();
  if (mobile) await page.getByRole("tab", { name: "Filter & sort" }).click();
  await page.getByRole("button", { name: "Filter by" }).click();
  const sidebar = page.getByRole("dialog", { name: "Filter by" });
  await sidebar.waitFor();
  return sidebar;
}

async function shipTo(sidebar: Locator, country: string) {
  await sidebar.getByRole("button", { name: /Ships to/ }).click();
  await sidebar.getByRole("option", { name: country, exact: true }).click();
  await sidebar.getByRole("button", { name: new RegExp(`Ships to.*${country}`) }).waitFor();
}

async function pricesIn(page: Page, sidebar: Locator, code: string) {
  await sidebar.getByRole("button", { name: /Prices in/ }).click();
  await page.keyboard.type(code);
  await page.keyboard.press("Enter");
  await sidebar.getByRole("button", { name: new RegExp(`Prices in.*${code}`) }).waitFor();
}

async function apply(page: Page, sidebar: Locator, done: (url: URL) => boolean) {
  await sidebar.getByRole("button", { name: "Apply filters" }).click();
  await page.waitForURL(done);
  await sidebar.waitFor({ state: "detached" });
}

/** What the device stored under a key of src/state/stored.ts. */
const stored = (page: Page, key: string) =>
  page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? "null")?.value ?? null, key);

for (const viewport of ["mobile", "desktop"] as const) {
  const mobile = viewport === "mobile";

  test(`${viewport} guest: 'Ships to' lists the host's shipping countries; the sidebar's choices survive a reload`, async () => {
    const { page, url, context, errors } = await session(viewport);
    try {
      const puts: string[] = [];
      page.on("request", (r) => r.method() === "PUT" && puts.push(r.url()));
      const answer = await page.request.get(url("/shipping_countries.json"));
      const shipping = (await answer.json()).shipping_countries as { code: string; name: string }[];
      assert.ok(shipping.length > 0);

      const sidebar = await openFilters(page, url(SEARCH), mobile);
      await sidebar.getByRole("button", { name: /Ships to/ }).click();
      const options = sidebar.getByRole("listbox", { name: "Ships to" }).getByRole("option");
      await options.nth(1).waitFor(); // the host's list is in
      assert.equal(await options.allTextContents(), ["All countries", ...shipping.map((c) => c.name)]);
      assert.equal(await seriousAxeViolations(page), [], "axe: 'Ships to' open");
      await page.keyboard.press("Escape");

      await shipTo(sidebar, "Germany");
      await pricesIn(page, sidebar, "EUR");
      await apply(page, sidebar, (u) => u.searchParams.get("country") === "DE");
      await untilPricesIn(page, "€");
      // The filter works with the host's codes: it narrows the results and says so.
      await page.getByRole("button", { name: /Remove filter: Ships to Germany/ }).waitFor();
      assert.ok((await page.locator(".rv-result-grid .rv-product-card").count()) > 0);
      assert.equal(
        [await stored(page, "reviews.country"), await stored(page, "reviews.currency")],
        ["DE", "EUR"],
      );

      // Another page, loaded afresh: the home carousels are Germany's, prices in euros.
      const germanCarousel = page.waitForRequest((r) => {
        const address = new URL(r.url());
        return address.pathname === "/reviews/carousels.json" && address.searchParams.get("country") === "DE";
      });
      await page.goto(url("/reviews"));
      await germanCarousel;
      await untilPricesIn(page, "€");
      // The search without a currency in its address opens the sidebar in the chosen one.
      const again = await openFilters(page, url(SEARCH), mobile);
      await again.getByRole("button", { name: /Prices in.*EUR · Euro/ }).waitFor();
      // Applying other filters, 'Ships to' untouched, leaves the remembered country alone.
      await again.getByRole("radio", { name: "4 stars and up" }).check();
      await apply(page, again, (u) => u.searchParams.get("min_rating") === "4");
      assert.equal(
        [await stored(page, "reviews.country"), await stored(page, "reviews.currency")],
        ["DE", "EUR"],
      );

      // 'All countries' resets the country.
      const reset = await openFilters(page, url(`${SEARCH}&country=DE`), mobile);
      await shipTo(reset, "All countries");
      await apply(page, reset, (u) => !u.searchParams.has("country"));
      assert.is(await stored(page, "reviews.country"), "*");
      await page.reload();
      await page.locator('.rv-result-grid[aria-busy="false"]').waitFor();
      assert.is(await stored(page, "reviews.country"), "*");
      assert.equal(puts, [], "a guest's choices stay on the device");
      assert.equal(errors, []);
    } finally {
      await context.close();
    }
  });

  test(`${viewport} reviewer: the sidebar's country and currency are saved to the profile`, async () => {
    const { page, url, context, errors } = await session(viewport, "reviewer");
    const { db } = await testHost();
    try {
      const saved = (field: string) =>
        page.waitForResponse(
          (r) =>
            r.url().endsWith("/reviews/profile/reviewers/0") &&
            r.request().method() === "PUT" &&
            field in (r.request().postDataJSON()?.reviewer ?? {}),
        );
      const me = async () => (await page.request.get(url("/reviews/me.json"))).json();

      const sidebar = await openFilters(page, url(SEARCH), mobile);
      await shipTo(sidebar, "Germany");
      await pricesIn(page, sidebar, "EUR");
      assert.equal(await seriousAxeViolations(page), [], "axe: the sidebar with choices made");
      const puts = Promise.all([saved("rs_country"), saved("rs_currency")]);
      await apply(page, sidebar, (u) => u.searchParams.get("country") === "DE");
      assert.equal(
        (await puts).map((r) => r.status()),
        [204, 204],
      );
      const after = await me();
      assert.equal([after.current_country, after.currency], ["DE", "EUR"]);

      // A reload keeps them (the host's profile answers them back).
      await page.reload();
      await untilPricesIn(page, "€");
      assert.equal(
        [await stored(page, "reviews.country"), await stored(page, "reviews.currency")],
        ["DE", "EUR"],
      );

      // 'All countries' resets the profile's country too (the page reloaded above, Germany in its address).
      assert.is(new URL(page.url()).searchParams.get("country"), "DE");
      const reset = await openSidebar(page, mobile);
      await shipTo(reset, "All countries");
      const cleared = saved("rs_country");
      await apply(page, reset, (u) => !u.searchParams.has("country"));
      assert.equal((await cleared).request().postDataJSON(), { reviewer: { rs_country: "*" } });
      assert.is((await me()).current_country, "*");
      assert.is(await stored(page, "reviews.country"), "*");
      assert.equal(errors, []);
    } finally {
      clearPriceChoices(db);
      await context.close();
    }
  });
}

test("reviewer: the edit profile form's currency and country show at once and are kept on this device; 'All countries' clears the profile's (regression)", async () => {
  const { page, url, context, errors } = await session("desktop", "reviewer");
  const { db } = await testHost();
  const own = () => db.prepare("SELECT country, rs_country, rs_currency FROM reviewers WHERE id = 1").get();
  const save = async () => {
    const put = page.waitForRequest(
      (r) => r.method() === "PUT" && r.url().endsWith("/reviews/profile/reviewers/0"),
    );
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByText("Your profile is saved.").waitFor();
    return (await put).postDataJSON().reviewer;
  };
  try {
    await page.goto(url("/reviews/profile/edit"));
    await page.getByLabel("Country").selectOption("GB");
    await page.getByLabel("Currency").selectOption("GBP");
    assert.equal((({ rs_country, rs_currency }) => ({ rs_country, rs_currency }))(await save()), {
      rs_country: "GB",
      rs_currency: "GBP",
    });
    // No reload: this device keeps them, and the next screen shows prices in pounds.
    assert.equal(
      [await stored(page, "reviews.country"), await stored(page, "reviews.currency")],
      ["GB", "GBP"],
    );
    await page.getByRole("link", { name: "Reviews home" }).click();
    await page.waitForURL((u) => u.pathname === "/reviews");
    await untilPricesIn(page, "£");

    await page.goto(url("/reviews/profile/edit"));
    await page.getByLabel("Country").selectOption({ label: "All countries" });
    assert.is((await save()).rs_country, null);
    const { country, ...saved } = own() as {
      country: string;
      rs_country: string | null;
      rs_currency: string;
    };
    assert.equal(saved, { rs_country: null, rs_currency: "GBP" });
    // Without a country of one's own, the host answers the profile's: the device keeps that one.
    assert.is((await (await page.request.get(url("/reviews/me.json"))).json()).current_country, country);
    assert.is(await stored(page, "reviews.country"), country);
    await page.reload();
    assert.is(await page.getByLabel("Country").inputValue(), "*");
    assert.equal(errors, []);
  } finally {
    clearPriceChoices(db);
    await context.close();
  }
});

test.run();
