// Details a shopper notices (issue 9): the skip link, a short keyboard path to the results, the
// mega-menu that focus alone does not open, stars drawn to their exact fraction, the currency
// picker's typeahead and whole labels, one authenticity figure per product, sign-in returning
// to the page, and a refusal that offers a way on.
import type { Page } from "playwright-core";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import type { SearchResponse } from "../../src/api/contract/search";
import { openSession, seriousAxeViolations } from "../support/browsers/chromium";
import { untilInPage } from "../support/browsers/until-in-page";
import { testHost } from "../support/hosts/test-host";

const test = suite("details");

const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return {
      name: element?.getAttribute("aria-label") || element?.textContent?.trim() || "",
      inResults: !!element?.closest(".rv-result-grid"),
      inMain: !!element?.closest("main"),
      inMegaMenu: !!element?.closest(".rv-mega-menu"),
    };
  });

test("'Skip to content' is first in the tab order and moves the keyboard into the page", async () => {
  const { page, url, context } = await openSession();
  await page.goto(url("/reviews/search?q=kettle"));
  await page.locator('.rv-result-grid[aria-busy="false"]').waitFor();
  await page.keyboard.press("Tab");
  assert.is((await focused(page)).name, "Skip to content");
  const link = page.getByRole("link", { name: "Skip to content" });
  const box = await link.boundingBox();
  assert.ok(box && box.y >= 0 && box.width > 0, "visible while focused");
  await page.keyboard.press("Enter");
  await page.keyboard.press("Tab");
  const next = await focused(page);
  assert.ok(next.inMain, `after skipping, Tab lands in the page: ${next.name}`);
  await context.close();
});

test("the first result is fewer than 15 Tab presses away, without the skip link", async () => {
  for (const viewport of ["desktop", "mobile"] as const) {
    const { page, url, context } = await openSession({ viewport });
    await page.goto(url("/reviews/search?q=kettle"));
    await page.locator('.rv-result-grid[aria-busy="false"]').waitFor();
    let presses = 0;
    while (presses < 15 && !(await focused(page)).inResults) {
      await page.keyboard.press("Tab");
      presses++;
    }
    assert.ok((await focused(page)).inResults, `${viewport}: not reached in ${presses} presses`);
    await context.close();
  }
});

test("Tab walks past the category banner without opening a mega-menu; ArrowDown opens one", async () => {
  const { page, url, context } = await openSession();
  await page.goto(url("/reviews/how-it-works"));
  const banner = page.getByRole("navigation", { name: "Categories" });
  const first = banner.getByRole("link").first();
  await first.waitFor();
  await first.focus();
  const count = await banner.getByRole("link").count();
  for (let i = 1; i < count; i++) {
    await page.keyboard.press("Tab");
    assert.is(await page.locator(".rv-mega-menu").count(), 0, `open after ${i} Tab presses`);
  }
  await first.focus();
  await page.keyboard.press("ArrowDown");
  await page.locator(".rv-mega-menu").waitFor();
  await untilInPage(page, () => !!document.activeElement?.closest(".rv-mega-menu"));
  await context.close();
});

/**
 * The filled share of a star row, from the drawing's geometry (24 units a star, 2 of margin), at the
 * tenth its words say ("Rated 4.6 out of 5").
 */
const expectedFill = (rating: number) => {
  const tenths = Math.round(rating * 10);
  const whole = Math.floor(tenths / 10);
  const part = (tenths % 10) / 10;
  return (whole * 24 + (part > 0 ? 2 + part * 20 : 0)) / 120;
};

const fillShares = (page: Page) =>
  page
    .locator(".rv-result-grid .rv-stars")
    .evaluateAll((rows) =>
      rows.map(
        (row) =>
          Number.parseFloat(getComputedStyle(row, "::before").width) / row.getBoundingClientRect().width,
      ),
    );

test("stars are drawn to the tenth their words say: 3.0 is three whole stars and nothing of the fourth", async () => {
  const { db } = await testHost();
  const three = db
    .prepare(
      `SELECT title FROM products WHERE average_rating = 3 AND reviews_count > 0
       AND title GLOB '[A-Z]*' AND title NOT GLOB '*[^A-Za-z ]*'
       AND title NOT IN (SELECT title FROM products GROUP BY title HAVING count(*) > 1) ORDER BY id LIMIT 1`,
    )
    .get() as { title: string };
  const { page, url, context } = await openSession({ browserRendered: true });
  const answer = page.waitForResponse((r) => new URL(r.url()).pathname === "/reviews/search.json");
  await page.goto(url(`/reviews/search?q=${encodeURIComponent(three.title)}&min_transparency=0`));
  const results = ((await (await answer).json()) as SearchResponse).data.search_results;
  await page.locator('.rv-result-grid[aria-busy="false"]').waitFor();
  const shares = await fillShares(page);
  assert.ok(results.length > 0 && shares.length === results.length);
  const index = results.findIndex((p) => p.title === three.title);
  assert.ok(index >= 0);
  // Three cells of 24 units: the fill ends between the third star's tip (70) and the fourth's (74).
  assert.ok(Math.abs((shares[index] ?? 0) - 0.6) < 0.005, `3.0 fills ${shares[index]}`);
  // Every other rating too, fractions included.
  const next = page.waitForResponse((r) => new URL(r.url()).pathname === "/reviews/search.json");
  await page.goto(url("/reviews/search?q=kettle&min_transparency=0"));
  const kettles = ((await (await next).json()) as SearchResponse).data.search_results;
  await page.locator('.rv-result-grid[aria-busy="false"]').waitFor();
  const kettleShares = await fillShares(page);
  assert.is(kettleShares.length, kettles.length);
  kettles.forEach((product, i) => {
    assert.ok(Math.abs((kettleShares[i] ?? 0) - expectedFill(product.average_rating)) < 0.005, product.title);
  });
  assert.ok(
    kettles.some((p) => p.average_rating % 1 !== 0),
    "a fractional rating is among them",
  );
  await context.close();
});

async function openCurrencyPicker(page: Page, viewport: "desktop" | "mobile") {
  await page.getByRole("button", { name: viewport === "mobile" ? "Open menu" : "Main menu" }).click();
  await page.getByRole("button", { name: /Show prices in/ }).click();
  return page.getByRole("combobox", { name: "Search Show prices in" });
}

test("currency picker: typing USD or US and Enter selects US dollar; names are never cut", async () => {
  for (const viewport of ["desktop", "mobile"] as const) {
    const { page, url, context } = await openSession({ viewport });
    await page.goto(url("/reviews/search?q=kettle"));
    await page.locator('.rv-result-grid[aria-busy="false"]').waitFor();
    for (const typed of ["USD", "US", "usd"]) {
      const search = await openCurrencyPicker(page, viewport);
      await search.pressSequentially(typed);
      await search.press("Enter");
      await page.getByRole("button", { name: /Show prices in.*USD · US Dollar/ }).waitFor();
      await page.keyboard.press("Escape");
      if (viewport === "mobile") await page.keyboard.press("Escape");
    }
    const search = await openCurrencyPicker(page, viewport);
    await search.pressSequentially("British");
    const option = page.getByRole("option", { name: "GBP · British Pound" });
    await option.waitFor();
    await search.press("Enter");
    const trigger = page.getByRole("button", { name: /Show prices in.*GBP · British Pound/ });
    await trigger.waitFor();
    const cut = await trigger
      .locator("span")
      .first()
      .evaluate((el) => el.scrollWidth > el.clientWidth + 1);
    assert.not.ok(cut, `${viewport}: the chosen currency's name is cut`);
    await page.getByRole("button", { name: /Show prices in/ }).click();
    const options = await page
      .getByRole("option")
      .evaluateAll((all) => all.filter((o) => o.scrollWidth > o.clientWidth + 1).map((o) => o.textContent));
    assert.equal(options, [], `${viewport}: options cut`);
    await context.close();
  }
});

test("a product shows the same authenticity and transparency figures in search and on its page", async () => {
  const { page, url, context } = await openSession();
  await page.goto(url("/reviews/search?q=kettle"));
  await page.locator('.rv-result-grid[aria-busy="false"]').waitFor();
  const card = page.locator(".rv-product-card").first();
  const figures = async (scope: ReturnType<Page["locator"]>) =>
    (await scope.locator(".rv-medal").allTextContents()).map(
      (t) => t.match(/(Transparency|Authenticity) \d+%/)?.[0],
    );
  const inSearch = await figures(card);
  assert.is(inSearch.length, 2);
  await card.getByRole("link").first().click();
  await page.waitForURL((u) => u.pathname.includes("/products/"));
  const overview = page.getByRole("list", { name: "How this product rates" });
  await overview.waitFor();
  assert.equal(await figures(overview), inSearch);
  // The reviews summary shows the same figures.
  const summary = page.locator(".rv-reviews-summary");
  await summary.locator(".rv-medal").first().waitFor();
  assert.equal(await figures(summary), inSearch);
  await context.close();
});

test("prices in mixed currencies sort by their converted value, and the page says so", async () => {
  const { db } = await testHost();
  const rates = new Map(
    (db.prepare("SELECT code, rate FROM exchange_rates").all() as { code: string; rate: number }[]).map(
      (r) => [r.code, r.rate],
    ),
  );
  const { page, url, context } = await openSession({ browserRendered: true });
  const answer = page.waitForResponse((r) => new URL(r.url()).pathname === "/reviews/search.json");
  await page.goto(url("/reviews/search?q=kettle&sort_by=price_asc&min_transparency=0"));
  const results = ((await (await answer).json()) as SearchResponse).data.search_results;
  await page.getByText(/sorted by their value in US dollars/).waitFor();
  const currencies = new Set(results.map((p) => p.currency));
  assert.ok(currencies.size > 2, "a page of mixed currencies");
  const usd = results.map((p) => p.price / (rates.get(p.currency) ?? Number.NaN));
  usd.forEach((value, i) => {
    assert.ok(i === 0 || value >= (usd[i - 1] ?? 0) - 0.01, `${results[i]?.price} ${results[i]?.currency}`);
  });
  await context.close();
});

test("a store that says 'N questions' shows them", async () => {
  const { db } = await testHost();
  const shop = db
    .prepare(
      `SELECT s.slug, count(*) n FROM shops s JOIN products p ON p.shop_id = s.id
       JOIN questions q ON q.product_id = p.id WHERE s.enable_question_anwser = 1
       GROUP BY s.id HAVING count(*) BETWEEN 4 AND 9 ORDER BY s.id LIMIT 1`,
    )
    .get() as { slug: string; n: number };
  const { page, url, context } = await openSession();
  await page.goto(url(`/reviews/stores/${shop.slug}`));
  const said = page.getByRole("link", { name: `${shop.n} questions` });
  await said.click();
  const section = page.getByRole("region", { name: `Questions (${shop.n})` });
  await section.waitFor();
  const listed = section.getByRole("article");
  assert.is(await listed.count(), 3, "the first page of three");
  await section.getByRole("link").first().waitFor(); // each names its product
  await context.close();
});

test("at 375 px the gallery shows the whole photo and keeps its controls on screen, and its strip follows the picture shown", async () => {
  const { db } = await testHost();
  const product = db
    .prepare(
      `SELECT s.slug shop, p.handle FROM products p JOIN shops s ON s.id = p.shop_id
       WHERE p.has_image = 1 ORDER BY p.reviews_count DESC LIMIT 1`,
    )
    .get() as { shop: string; handle: string };
  const { page, url, context } = await openSession({ viewport: "mobile", pictures: true });
  await page.goto(url(`/reviews/stores/${product.shop}/products/${product.handle}`));
  await page.getByRole("button", { name: /^Open the gallery/ }).click();
  const dialog = page.getByRole("dialog", { name: "Photos and videos" });
  const photo = dialog.locator(".rv-gallery__media").first();
  await photo.waitFor();
  await photo.evaluate((img) => (img as HTMLImageElement).decode());
  const fit = await photo.evaluate((img) => getComputedStyle(img).objectFit);
  assert.is(fit, "contain");
  // The photo's box lies inside the stage, which would otherwise crop it.
  const [photoBox, stageBox] = [
    await photo.boundingBox(),
    await dialog.locator(".rv-gallery__stage").boundingBox(),
  ];
  assert.ok(photoBox && stageBox);
  assert.ok(
    photoBox.y >= stageBox.y - 0.5 && photoBox.y + photoBox.height <= stageBox.y + stageBox.height + 0.5,
  );
  assert.ok(
    photoBox.x >= stageBox.x - 0.5 && photoBox.x + photoBox.width <= stageBox.x + stageBox.width + 0.5,
  );
  for (const control of [
    dialog.getByRole("button", { name: "Previous" }),
    dialog.getByRole("button", { name: "Next" }),
    dialog.getByRole("button", { name: /Close/ }),
  ]) {
    const box = await control.boundingBox();
    assert.ok(box && box.x >= 0 && box.x + box.width <= 375 && box.y >= 0 && box.y + box.height <= 740);
  }
  // Past what the strip shows at once, its row scrolls so the current picture's thumbnail stays
  // whole in it, and the page behind stays where it was.
  const strip = dialog.getByRole("list", { name: "All photos and videos" });
  const thumbnails = await strip.getByRole("listitem").count();
  const presses = Math.min(thumbnails - 1, 9);
  assert.ok(presses >= 7, `more thumbnails than the strip shows at once: ${thumbnails}`);
  const pageTop = await page.evaluate(() => window.scrollY);
  for (let shown = 2; shown <= presses + 1; shown++) {
    await dialog.getByRole("button", { name: "Next" }).click();
    await dialog.getByText(new RegExp(`^${shown} of`)).waitFor();
  }
  await untilInPage(page, () => {
    const row = document.querySelector(".rv-gallery__strip")?.getBoundingClientRect();
    const current = document
      .querySelector('.rv-gallery__strip [aria-current="true"]')
      ?.getBoundingClientRect();
    return !!row && !!current && current.left >= row.left - 0.5 && current.right <= row.right + 0.5;
  });
  assert.ok((await strip.evaluate((row) => row.scrollLeft)) > 0, "the strip scrolled along");
  assert.is(await page.evaluate(() => window.scrollY), pageTop);
  await context.close();
});

test("a medal's tooltip says what the score and the medal mean", async () => {
  const { page, url, context } = await openSession();
  await page.goto(url("/reviews/search?q=kettle"));
  await page.locator('.rv-result-grid[aria-busy="false"]').waitFor();
  await page.locator(".rv-product-card").first().getByRole("link").first().click();
  const about = page
    .getByRole("list", { name: "How this product rates" })
    .getByRole("button", { name: "About the authenticity score" });
  await about.click();
  await page
    .getByText(/^Authenticity \d+%: the share of reviews written by verified buyers\. /)
    .first()
    .waitFor();
  await context.close();
});

test("Sign In in the header returns to the page it was pressed on", async () => {
  const { page, url, context } = await openSession();
  await page.goto(url("/reviews/search?q=kettle&min_rating=4"));
  await page.getByRole("link", { name: "Sign In" }).click();
  await page.waitForURL((u) => u.pathname === "/login");
  await page.getByLabel("Email").fill("reviewer@example.com");
  await page.getByLabel("Password").fill("reviewer");
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL((u) => u.pathname === "/reviews/search");
  const query = new URL(page.url()).searchParams;
  assert.is(query.get("q"), "kettle");
  assert.is(query.get("min_rating"), "4");
  await context.close();
});

test("a refused page says what is not allowed and offers a way on, not 'Try again'", async () => {
  const { page, url, context } = await openSession({ as: "reviewer" });
  await page.goto(url("/reviews/arbitrator"));
  await page.getByRole("heading", { name: "You can’t open this page" }).waitFor();
  await page.getByText("Only arbitrators can see this page.").waitFor();
  await page.getByRole("link", { name: "Sign in as someone else" }).waitFor();
  await page.getByRole("link", { name: "Go to home" }).waitFor();
  assert.is(await page.getByRole("button", { name: "Try again" }).count(), 0);
  for (const viewport of [
    { width: 375, height: 740 },
    { width: 1280, height: 860 },
  ]) {
    await page.setViewportSize(viewport);
    assert.equal(await seriousAxeViolations(page), [], `at ${viewport.width} px`);
  }
  await context.close();
});

test.run();
