// Store search and the categories end to end (issue 4), reached from the header's links.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { openSession, seriousAxeViolations } from "../support/browsers/chromium";

const test = suite("categories and stores");

test("store search from the header: shops with medals, rating, reviews and country; search and filter", async () => {
  const { page, url, context, errors } = await openSession();
  await page.goto(url("/reviews"));
  await page.getByRole("button", { name: "Main menu" }).click(); // the header's links are in its menu
  await page.getByRole("link", { name: "Find stores" }).click();
  await page.waitForURL((u) => u.pathname === "/reviews/store_search");
  await page.getByRole("heading", { level: 1, name: "Find stores" }).waitFor();
  const shops = page.locator(".rv-shop-results > li");
  await shops.first().waitFor();
  const first = shops.first();
  await first.getByRole("img", { name: /^Rated [\d.]+ out of 5$/ }).waitFor();
  assert.match((await first.textContent()) ?? "", /\d+ reviews? · [A-Z][a-z]/);
  assert.match((await first.textContent()) ?? "", /Transparency \d+%/);
  assert.equal(await seriousAxeViolations(page), []);

  const field = page.getByRole("searchbox", { name: "Search stores" });
  await field.fill("lucky");
  await field.press("Enter");
  await page.waitForURL((u) => u.searchParams.get("q") === "lucky");
  await page.getByRole("heading", { level: 1, name: "Stores matching “lucky”" }).waitFor();
  await page.locator('.rv-shop-results[aria-busy="false"]').waitFor();
  for (const name of await page.locator(".rv-shop-result h2").allTextContents()) {
    assert.match(name.toLowerCase(), "lucky");
  }
  // The sort offers what applies to a shop; the price sorts are left out.
  const sortLabels = await page.getByLabel("Sort by").locator("option").allTextContents();
  assert.equal(sortLabels, ["Default", "Most reviews first", "Newest", "Best Selling"]);
  await page.getByRole("button", { name: "Filter by" }).click();
  const sidebar = page.getByRole("dialog", { name: "Filter by" });
  assert.is(await sidebar.getByRole("group", { name: "Price" }).count(), 0);
  await sidebar.getByRole("radio", { name: "4 stars and up" }).check();
  await sidebar.getByRole("button", { name: "Apply filters" }).click();
  await page.waitForURL((u) => u.searchParams.get("min_rating") === "4");
  await page.getByRole("button", { name: "Remove filter: 4+ stars" }).waitFor();
  assert.equal(errors, []);
  await context.close();
});

test("the category index from the header: the whole tree in page order", async () => {
  const { page, url, context } = await openSession();
  await page.goto(url("/reviews"));
  await page.getByRole("button", { name: "Main menu" }).click();
  await page.getByRole("link", { name: "Product categories" }).click();
  await page.waitForURL((u) => u.pathname === "/reviews/categories");
  const tops = page.locator(".rv-category-index__top h2");
  await tops.first().waitFor();
  assert.equal((await tops.allTextContents()).slice(0, 3), ["Home & Kitchen", "Electronics", "Fashion"]);
  const homeAndKitchen = page.locator(".rv-category-index__top").first();
  assert.equal((await homeAndKitchen.locator(".rv-category-index__second").allTextContents()).slice(0, 2), [
    "Kitchen Appliances",
    "Cookware",
  ]);
  await homeAndKitchen.getByRole("link", { name: "Kettles" }).waitFor();
  assert.equal(await seriousAxeViolations(page), []);
  // The same check finds what it looks for: faint text (in a wide-gamut colour, which axe converts
  // with code of its own) and a button without a name, added to the page.
  await page.evaluate(() => {
    const faint = Object.assign(document.createElement("p"), { textContent: "Faint words" });
    faint.style.color = "color(a98-rgb 0.85 0.85 0.85)";
    document.querySelector("main")?.prepend(faint, document.createElement("button"));
  });
  const found = (await seriousAxeViolations(page)).map((violation) => violation.split(":")[0]);
  assert.equal(found.sort(), ["button-name", "color-contrast"]);
  await context.close();
});

test("a category page: breadcrumbs, products sorted in its own address, on to search with the category", async () => {
  const { page, url, context } = await openSession();
  await page.goto(url("/reviews/categories"));
  await page.getByRole("link", { name: "Kitchen Appliances" }).click();
  await page.waitForURL((u) => u.pathname === "/reviews/categories/kitchen-appliances");
  await page.getByRole("heading", { level: 1, name: "Kitchen Appliances" }).waitFor();
  const crumbs = page.getByRole("navigation", { name: "Breadcrumbs" });
  assert.equal(await crumbs.getByRole("listitem").allTextContents(), [
    "Product categories",
    "Home & Kitchen",
    "Kitchen Appliances",
  ]);
  await page
    .getByRole("navigation", { name: "Inside Kitchen Appliances" })
    .getByRole("link", { name: "Kettles" })
    .waitFor();
  await page.locator('.rv-category-products .rv-result-grid[aria-busy="false"]').waitFor();
  assert.equal(await seriousAxeViolations(page), []);

  const sent: URLSearchParams[] = [];
  page.on("request", (r) => {
    const address = new URL(r.url());
    if (address.pathname === "/reviews/search.json") sent.push(address.searchParams);
  });
  await page.getByLabel("Sort by").selectOption("reviews_count");
  await page.waitForURL((u) => u.searchParams.get("sort_by") === "reviews_count");
  assert.is(new URL(page.url()).pathname, "/reviews/categories/kitchen-appliances");
  await page.locator('.rv-category-products .rv-result-grid[aria-busy="false"]').waitFor();
  // A category route searches as a category: category_search true, the page's category.
  assert.is(sent.at(-1)?.get("category_search"), "true");
  const categoryId = sent.at(-1)?.get("category_id");
  assert.ok(Number(categoryId) > 0);

  await page.getByRole("link", { name: "Filter these products" }).click();
  await page.waitForURL((u) => u.pathname === "/reviews/search" && !u.searchParams.has("from"));
  const query = new URL(page.url()).searchParams;
  assert.equal([query.get("category_id"), query.get("sort_by")], [categoryId, "reviews_count"]);
  await page.getByRole("heading", { level: 1, name: "Kitchen Appliances" }).waitFor();
  await page.getByRole("button", { name: "Remove filter: Category: Kitchen Appliances" }).waitFor();

  // The search came from a category, so the next search drops the saved sort_by, once.
  const input = page.getByRole("combobox", { name: "Search for product" });
  await input.fill("kettle");
  await input.press("Enter");
  await page.waitForURL((u) => u.searchParams.get("q") === "kettle");
  assert.is(new URL(page.url()).searchParams.get("sort_by"), null);
  assert.is(new URL(page.url()).searchParams.get("category_id"), categoryId);
  await context.close();
});

test("coming from a category rides on the search page's history entry, one search long", async () => {
  const { page, url, context } = await openSession();
  try {
    await page.goto(url("/reviews/categories/kitchen-appliances?sort_by=reviews_count"));
    await page.getByRole("link", { name: "Filter these products" }).click();
    await page.waitForURL((u) => u.pathname === "/reviews/search" && !u.searchParams.has("from"));
    const origin = () => page.evaluate(() => (history.state as { from?: string } | null)?.from ?? null);
    assert.is(await origin(), "category");
    assert.is(new URL(page.url()).searchParams.get("sort_by"), "reviews_count");

    const input = page.getByRole("combobox", { name: "Search for product" });
    await input.fill("kettle");
    await input.press("Enter");
    await page.waitForURL((u) => u.searchParams.get("q") === "kettle");
    assert.is(new URL(page.url()).searchParams.get("sort_by"), null);
    assert.is(await origin(), null);
    // Back to the entry that came from the category: its context is there again.
    await page.goBack();
    await page.waitForURL((u) => u.searchParams.get("sort_by") === "reviews_count");
    assert.is(await origin(), "category");
  } finally {
    await context.close();
  }
});

test("a category that does not load sends the shopper to the category index", async () => {
  const { page, url, context } = await openSession();
  await page.goto(url("/reviews/categories/no-such-category"));
  await page.waitForURL((u) => u.pathname === "/reviews/categories");
  await page.getByRole("heading", { level: 1, name: "Product categories" }).waitFor();
  await context.close();
});

test.run();
