// The first screen in the page's HTML: each kind of page comes with its roots rendered and is
// adopted as it is (no mismatch, no request for data the page came with), at a phone's and a
// laptop's width, as the guest, the reviewer and the arbitrator, with a currency and a country
// kept on the device; its heading paints before the bundle runs, it is interactive at once after,
// and a browser that runs no script reads the reviews, the results and the products in it.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { holdBundle, whenAdopted } from "../support/browsers/adoption";
import { openScriptlessPage, openSession, type Session, VIEWPORTS } from "../support/browsers/chromium";
import { trackRequests } from "../support/browsers/settled";
import { untilInPage } from "../support/browsers/until-in-page";
import { testHost } from "../support/hosts/test-host";
import { busyProduct, helpfulButton, productPath, waitForHelpful } from "../support/pages/review-cards";
import { everyScreen } from "../support/screens/every-screen";

const test = suite("first screen in the HTML");

/** A request for data (page data, an API call), as the bundle makes them. */
const isData = (url: URL) =>
  url.pathname.endsWith(".json") || url.searchParams.has("format") || url.pathname.startsWith("/api/");

/** The header's category banner: a laptop's only (the server renders the header a phone sees). */
const LAPTOP_ONLY = "/reviews/categories.json?level=1";

/** Opens `path`, and gives the document's HTML and the data the page asked for until it settled. */
async function openRendered({ page, url }: Session, path: string) {
  const asked: string[] = [];
  const onRequest = (request: { url: () => string }) => {
    const address = new URL(request.url());
    if (isData(address)) asked.push(`${address.pathname}${address.search}`);
  };
  page.on("request", onRequest);
  const requests = trackRequests(page);
  const response = await page.goto(url(path));
  const html = (await response?.text()) ?? "";
  await page.getByRole("heading", { level: 1 }).first().waitFor();
  await requests.settled();
  page.off("request", onRequest);
  return { html, asked };
}

const KINDS = [
  "home",
  "search",
  "category",
  "store",
  "product",
  "public-profile",
  "private-profile",
  "following",
  "arbitrator",
];

test("each kind of page comes rendered and is adopted as it is, asking for none of its data again", async () => {
  const { db } = await testHost();
  const screens = everyScreen(db).filter((screen) => KINDS.includes(screen.name));
  assert.is(screens.length, KINDS.length);
  for (const viewport of ["mobile", "desktop"] as const) {
    for (const screen of screens) {
      const session = await openSession({ viewport, as: screen.as });
      const { html, asked } = await openRendered(session, screen.path);
      const where = `${screen.name} at ${VIEWPORTS[viewport].width} px`;
      assert.match(
        html,
        /<main id="main"><div class="rv-root"[^>]*>.*<h1/s,
        `${where}: <main> holds the screen`,
      );
      assert.match(html, /<div id="search-navbar"><div class="rv-root"/, `${where}: the header`);
      assert.match(html, /<script id="app_first_screen" type="application\/json">/, where);
      assert.equal(session.errors, [], `${where}: adopted without a mismatch`);
      const again = asked.filter((address) => (viewport === "desktop" ? address !== LAPTOP_ONLY : true));
      assert.equal(again, [], `${where}: no data asked again`);
      await session.context.close();
    }
  }
});

test("a currency and a country kept on the device: the page is adopted as the host rendered it, then shows them", async () => {
  const session = await openSession({ viewport: "mobile" });
  await session.page.addInitScript(() => {
    localStorage.setItem("reviews.currency", JSON.stringify({ value: "EUR" }));
    localStorage.setItem("reviews.country", JSON.stringify({ value: "DE" }));
  });
  const { html } = await openRendered(session, "/reviews/search?q=kettle");
  const first =
    /<script id="app_first_screen" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1] ?? "{}";
  assert.is.not(
    (JSON.parse(first) as { me?: { currency: unknown } }).me?.currency,
    "EUR",
    "the host rendered its own choice",
  );
  // Once adopted, every price is in the device's currency.
  await untilInPage(session.page, () => {
    const prices = [...document.querySelectorAll(".rv-product-card .rv-price")];
    return prices.length > 0 && prices.every((price) => price.textContent?.includes("€"));
  });
  assert.equal(session.errors, []);
  await session.context.close();
});

test("the heading and the cookie notice paint before the bundle runs, and the page answers at once once it has", async () => {
  const session = await openSession({ viewport: "desktop" });
  const { page, url } = session;
  const release = await holdBundle(page);
  await page.goto(url("/reviews/search?q=kettle"), { waitUntil: "commit" });
  await page.getByRole("heading", { level: 1, name: /kettle/ }).waitFor();
  const notice = page.getByRole("region", { name: "Cookies" });
  await notice.waitFor();
  assert.is(await page.evaluate(() => "ReviewsWidget" in window), false, "the bundle has not run");
  release();
  await untilInPage(page, () => "ReviewsWidget" in window);
  // The filter button opens its sidebar, the notice's button takes it away: the markup is live.
  await whenAdopted(page);
  await page.getByRole("button", { name: /^Filter by/ }).click();
  await page.getByRole("dialog").waitFor();
  await page.keyboard.press("Escape");
  await page.getByRole("dialog").waitFor({ state: "hidden" });
  await notice.getByRole("button", { name: "Accept cookies" }).click();
  await notice.waitFor({ state: "detached" });
  assert.equal(session.errors, []);
  await session.context.close();
});

test("after it is adopted: the search bar suggests, and a reviewer's helpful vote counts", async () => {
  const { db } = await testHost();
  const session = await openSession({ viewport: "desktop", as: "reviewer" });
  const { page } = session;
  await openRendered(session, productPath(db, busyProduct(db, 0)));
  const box = page.getByRole("combobox", { name: "Search for product" });
  await box.fill("ket");
  await page.getByRole("listbox").getByRole("option").first().waitFor();
  await box.press("Escape");
  const card = page
    .locator("article.rv-review")
    .filter({ has: helpfulButton(page) })
    .first();
  const button = helpfulButton(card);
  const before = Number(/\d+/.exec((await button.textContent()) ?? "")?.[0]);
  await button.click();
  await waitForHelpful(card, before + 1, true);
  assert.equal(session.errors, []);
  await session.context.close();
});

test("a browser that runs no script reads the reviews, results and products in the HTML, and follows plain links", async () => {
  const { db } = await testHost();
  const { page, url, close } = await openScriptlessPage();
  try {
    const screens = everyScreen(db);
    const path = (name: string) => screens.find((screen) => screen.name === name)?.path as string;
    for (const name of ["product", "store"]) {
      await page.goto(url(path(name)));
      await page.getByRole("heading", { level: 1 }).waitFor();
      const reviews = page.locator("article.rv-review");
      assert.ok((await reviews.count()) > 0, `${name}: reviews in the HTML`);
      assert.match((await reviews.first().innerText()).trim(), /\S/, `${name}: a review's words`);
      const rating = page.getByRole("img", { name: /^Rated [\d.]+ out of 5$/ });
      assert.ok((await rating.count()) > 0, `${name}: its rating`);
    }
    // The header's search is a plain form too.
    await page.goto(url(path("home")));
    await page.getByRole("combobox", { name: "Search for product" }).fill("kettle");
    await Promise.all([
      page.waitForURL((u) => u.pathname === "/reviews/search" && u.searchParams.get("q") === "kettle"),
      page.getByRole("combobox", { name: "Search for product" }).press("Enter"),
    ]);
    // The cookie notice, which no button can take away without scripts, covers nothing.
    assert.ok(await page.locator(".rv-cookie-bar").count(), "the notice is in the HTML");
    assert.is(await page.getByRole("region", { name: "Cookies" }).isVisible(), false);
    const results = page.locator(".rv-product-card");
    assert.ok((await results.count()) > 0, "search results in the HTML");
    // The next page of results is a plain link, and a full page load shows it.
    const next = page.locator('a[href*="page=2"]').first();
    await Promise.all([page.waitForURL(/page=2/), next.click()]);
    assert.ok((await page.locator(".rv-product-card").count()) > 0, "the second page of results");
    await page.goto(url(path("category")));
    assert.ok((await page.locator(".rv-product-card").count()) > 0, "a category's products in the HTML");
  } finally {
    await close();
  }
});

test("a browser that runs no script filters and sorts the search results with a plain form, landing on the filtered results", async () => {
  const { page, url, close } = await openScriptlessPage();
  try {
    await page.goto(url("/reviews/search?q=kettle"));
    const form = page.getByRole("form", { name: "Filter by" });
    await form.getByLabel("Minimum rating").selectOption({ label: "4 stars and up" });
    await form.getByLabel("Minimum transparency").selectOption({ index: 0 });
    await form.getByLabel("Sort by").selectOption({ label: "Most reviews first" });
    await Promise.all([
      page.waitForURL(/min_rating=4/),
      form.getByRole("button", { name: "Apply filters" }).click(),
    ]);
    const address = new URL(page.url());
    assert.is(address.pathname, "/reviews/search");
    assert.is(address.searchParams.get("q"), "kettle", "the search text kept");
    assert.is(address.searchParams.get("sort_by"), "reviews_count");
    const ratings = await page
      .locator(".rv-product-card")
      .getByRole("img", { name: /^Rated [\d.]+ out of 5$/ })
      .evaluateAll((stars) =>
        stars.map((star) => Number(/[\d.]+/.exec(star.getAttribute("aria-label") ?? "")?.[0])),
      );
    assert.ok(ratings.length > 0, "results in the HTML");
    assert.ok(
      ratings.every((rating) => rating >= 4),
      `rated 4 and up: ${ratings}`,
    );
    // The form shows what the address asks.
    assert.is(
      await page.getByRole("form", { name: "Filter by" }).getByLabel("Minimum rating").inputValue(),
      "4",
    );
  } finally {
    await close();
  }
});

test.run();
