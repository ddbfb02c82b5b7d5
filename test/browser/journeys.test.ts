// Journeys across the areas of the product: from the header's search to a product and its store,
// the store's scope in the search bar, prices in the chosen currency on every screen.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { openSession, seriousAxeViolations } from "../support/browsers/chromium";
import { untilPricesIn } from "../support/pages/prices";

const test = suite("journeys");

test("search from the header, open a product, then search within its store", async () => {
  const { page, url, context, errors } = await openSession();
  await page.goto(url("/reviews/store_search"));
  const input = page.getByRole("combobox", { name: "Search for product" });
  await input.fill("aquarium kit");
  await input.press("Enter");
  await page.waitForURL(
    (u) => u.pathname === "/reviews/search" && u.searchParams.get("q") === "aquarium kit",
  );
  await page.locator('.rv-result-grid[aria-busy="false"]').waitFor();

  const first = page.locator(".rv-product-card__title a").first();
  const title = (await first.textContent()) ?? "";
  await first.click();
  await page.waitForURL((u) => u.pathname.includes("/products/"));
  await page.getByRole("heading", { level: 1, name: title }).waitFor();
  await page.locator("article.rv-review").first().waitFor();
  assert.equal(await seriousAxeViolations(page), []);

  // On a store's pages the search bar offers 'This store only'.
  await page.getByRole("button", { name: "This store only: remove" }).waitFor();
  await input.fill("oak");
  await input.press("Enter");
  await page.waitForURL((u) => u.pathname === "/reviews/search" && u.searchParams.get("q") === "oak");
  const query = new URL(page.url()).searchParams;
  assert.is(query.get("search_in_shop"), "true");
  assert.ok(query.get("shop_domain"));
  await page.locator('.rv-result-grid[aria-busy="false"]').waitFor();
  const shops = await page.locator(".rv-product-card__shop").allTextContents();
  assert.ok(shops.length > 0);
  assert.is(new Set(shops).size, 1, "every result comes from the one store");
  assert.equal(errors, []);
  await context.close();
});

test("a currency chosen in the header shows on search results and on the product page", async () => {
  const { page, url, context } = await openSession();
  await page.goto(url("/reviews/search?q=kettle&page=1"));
  await page.locator('.rv-result-grid[aria-busy="false"]').waitFor();
  await page.getByRole("button", { name: "Main menu" }).click();
  await page.getByRole("button", { name: /Show prices in/ }).click();
  await page.getByRole("combobox", { name: "Search Show prices in" }).fill("GBP");
  await page.keyboard.press("Enter");
  await page.keyboard.press("Escape");
  await untilPricesIn(page, "£");
  await page.locator(".rv-product-card__title a").first().click();
  await page.waitForURL((u) => u.pathname.includes("/products/"));
  await untilPricesIn(page, "£");
  await context.close();
});

test.run();
