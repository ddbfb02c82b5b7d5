// The widget in the shopper's language: German and Arabic journeys (search with filters and prices
// in euros, a product's reviews, writing a review, opening a dispute), the first paint already in
// the page's language, the keyboard and carousels mirrored in Arabic and axe clean there, the
// language menu repainting at once and remembered, and an integrator's German page deciding alone.
// Controls are found by their names in the language, read from the catalogues (support/languages/catalogue-words.ts).
import type { Page } from "playwright-core";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { openSession, seriousAxeViolations } from "../support/browsers/chromium";
import { untilInPage } from "../support/browsers/until-in-page";
import { freshLineItem } from "../support/data/line-items";
import {
  categoryId,
  clearReviewerLocale,
  reviewerLocale,
  reviewerSlug,
  setTermsAcceptedAt,
} from "../support/data/seeded-queries";
import { integratorUrl } from "../support/hosts/integrator";
import { testHost } from "../support/hosts/test-host";
import { hostWords, widgetWords } from "../support/languages/catalogue-words";

const test = suite("languages");
const de = widgetWords("de");
const ar = widgetWords("ar");

/** Records, before any script of the page runs, the widget's language and its search box's text at its first paint. */
function watchFirstPaint(page: Page) {
  return page.addInitScript(() => {
    const seen: string[] = [];
    (globalThis as { firstPaint?: string[] }).firstPaint = seen;
    new MutationObserver((_, observer) => {
      const input = document.querySelector<HTMLInputElement>("#search-navbar input");
      if (!input) return;
      seen.push(input.closest(".rv-root")?.getAttribute("lang") ?? "", input.placeholder);
      observer.disconnect();
    }).observe(document, { subtree: true, childList: true });
  });
}
const firstPaint = (page: Page) => page.evaluate(() => (globalThis as { firstPaint?: string[] }).firstPaint);

const rootLanguage = (page: Page) => page.locator(".rv-root").first().getAttribute("lang");

test("German: the first paint is German, a search with filters shows prices in euros, a product's reviews read in German", async () => {
  const { page, url, context, errors } = await openSession({ viewport: "desktop" });
  await watchFirstPaint(page);
  await page.goto(url("/reviews/search?q=kettle&locale=de&currency=EUR"));
  await page.locator('.rv-result-grid[aria-busy="false"]').waitFor();
  assert.equal(await firstPaint(page), ["de", de("Search for product")], "never English first");
  assert.is(await page.locator("html").getAttribute("lang"), "de", "the host's page says it too");

  // 'Filter by (1)': the default transparency counts as a filter.
  await page.getByRole("button", { name: new RegExp(`^${de("Filter by")}`) }).click();
  const sidebar = page.getByRole("dialog", { name: de("Filter by") });
  // Both country lists name the countries in German and sort them by German rules (they were
  // English names in English order: 'Argentina, Australia, Austria…').
  const byGerman = new Intl.Collator("de").compare;
  for (const label of [de("Ships to"), de("Store location")]) {
    await sidebar.getByRole("button", { name: new RegExp(`^${label}`) }).click();
    const options = sidebar.getByRole("listbox", { name: label }).getByRole("option");
    await options.nth(1).waitFor();
    const [all, ...names] = await options.allTextContents();
    assert.is(all, de("All countries"), label);
    assert.ok(names.includes("Deutschland") && names.includes("Vereinigte Staaten"), `${label}: ${names}`);
    assert.not.ok(names.includes("Germany"), label);
    // The store locations lead with the most asked ones: each group sorted on its own.
    const groups = label === de("Ships to") ? [names] : [names.slice(0, 11), names.slice(11)];
    for (const group of groups)
      assert.equal(group, [...group].sort(byGerman), `${label} sorted by German rules`);
    await page.keyboard.press("Escape");
    await options.first().waitFor({ state: "detached" });
  }
  await sidebar
    .getByRole("radio", {
      name: de("{rating, plural, one {# star and up} other {# stars and up}}", { rating: 4 }),
    })
    .check();
  await sidebar.getByRole("button", { name: de("Apply filters") }).click();
  await page.waitForURL((u) => u.searchParams.get("min_rating") === "4");
  await page.locator('.rv-result-grid[aria-busy="false"]').waitFor();
  const prices = await page.locator("main .rv-price").allTextContents();
  assert.ok(prices.length > 0, "results with prices");
  for (const price of prices)
    assert.match(price, /^\d{1,3}(\.\d{3})*,\d{2}\s€$/, `a German price in euros: ${price}`);

  await page.locator(".rv-product-card__title a").first().click();
  await page.waitForURL((u) => u.pathname.includes("/products/"));
  await page.getByRole("list", { name: de("Reviews by rating") }).waitFor();
  await page.locator("article.rv-review").first().waitFor();
  assert.is(await rootLanguage(page), "de");
  assert.equal(errors, []);
  await context.close();
});

test("Arabic, rendered by the browser: the product page's data is asked in Arabic and its title stays Arabic (regression)", async () => {
  const { db } = await testHost();
  const product = db
    .prepare(
      `SELECT s.slug, p.handle, p.title FROM products p JOIN shops s ON s.id = p.shop_id
        WHERE p.title NOT GLOB '*[<&"]*' ORDER BY p.id LIMIT 1`,
    )
    .get() as { slug: string; handle: string; title: string };
  const path = `/reviews/stores/${encodeURIComponent(product.slug)}/products/${encodeURIComponent(product.handle)}?locale=ar`;
  const { page, url, context, errors } = await openSession({ browserRendered: true, viewport: "mobile" });
  // The host's own page in Arabic: its title is what the page keeps once the bundle has its data.
  const html = await (await page.request.get(url(path))).text();
  const served = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";
  assert.match(served, /[\u0600-\u06ff]/, `the host's title is Arabic: ${served}`);
  const pageData = page.waitForResponse((r) => new URL(r.url()).searchParams.get("format") === "json");
  await page.goto(url(path));
  const answer = await pageData;
  // The preload the host page names and the bundle's own call: one address, naming the language.
  assert.is(new URL(answer.url()).searchParams.get("locale"), "ar", answer.url());
  const title = ((await answer.json()) as { meta_data: { title: string } }).meta_data.title;
  assert.match(title, /[\u0600-\u06ff]/, `the page data's title is Arabic: ${title}`);
  await page.getByRole("heading", { level: 1, name: product.title }).waitFor();
  await page.locator("article.rv-review").first().waitFor();
  assert.match(
    await page.title(),
    /[\u0600-\u06ff]/,
    "the document's title after the bundle applied the data",
  );
  assert.not.match(await page.title(), / reviews \| /, "not the English title");
  assert.equal(errors, []);
  await context.close();
});

test("German, rendered by the browser: a category's search names the category in German, in its heading and the page's title (regression)", async () => {
  const { db } = await testHost();
  const kettles = categoryId(db, "kettles");
  const { page, url, context, errors } = await openSession({ browserRendered: true, viewport: "desktop" });
  const asked = page.waitForResponse((r) => new URL(r.url()).pathname === "/reviews/search.json");
  await page.goto(url(`/reviews/search?category_id=${kettles}&locale=de`));
  const answer = await asked;
  assert.is(new URL(answer.url()).searchParams.get("locale"), "de", answer.url());
  await page.getByRole("heading", { level: 1, name: /Wasserkocher/ }).waitFor();
  await page.locator('.rv-result-grid[aria-busy="false"]').waitFor();
  assert.match(await page.title(), /Wasserkocher/);
  assert.not.match(await page.title(), /Kettles/);
  assert.equal(errors, []);
  await context.close();
});

test("Arabic: writing a review, terms included, and its confirmation", async () => {
  const { db } = await testHost();
  setTermsAcceptedAt(db, null);
  const item = freshLineItem(db, 1);
  const { page, url, context, errors } = await openSession({ as: "reviewer", viewport: "mobile" });
  await page.goto(url(`/reviews/write-review/new?line_item_public_id=${item.publicId}&locale=ar`));
  await page
    .getByRole("radio", { name: ar("{rating, plural, one {# star} other {# stars}}", { rating: 5 }) })
    .check();
  await page.getByRole("textbox", { name: ar("Title"), exact: true }).fill("ممتاز");
  await page
    .getByRole("textbox", { name: ar("Review"), exact: true })
    .fill("وصل بسرعة ويعمل كما هو موصوف تمامًا، والتغليف بلا بلاستيك.");
  await page.getByRole("button", { name: ar("Submit review") }).click();
  const terms = page.getByRole("dialog", { name: ar("Terms of Service") });
  await terms.getByLabel(ar("Reviewer name")).fill("جيمي");
  await terms.getByLabel(ar("I accept the Terms of Service")).check();
  await terms.getByRole("button", { name: ar("Accept and continue") }).click();
  await page.getByRole("heading", { name: ar("Thank you for your review") }).waitFor();
  assert.is(await rootLanguage(page), "ar");
  assert.is(await page.locator(".rv-root").first().getAttribute("dir"), "rtl");
  assert.equal(errors, []);
  await context.close();
});

test("German: opening a dispute about a store, in the host's words too", async () => {
  const { db } = await testHost();
  const shop = db
    .prepare(
      `SELECT s.slug, s.name FROM shops s WHERE s.name NOT GLOB '*[<&"]*'
         AND EXISTS (SELECT 1 FROM orders o WHERE o.reviewer_id = 1 AND o.shop_id = s.id)
         AND NOT EXISTS (SELECT 1 FROM disputes d WHERE d.reviewer_id = 1 AND d.shop_id = s.id
           AND d.status IN ('open', 'in_review'))
       ORDER BY s.id LIMIT 1`,
    )
    .get() as { slug: string; name: string };
  const hostDe = hostWords("de");
  const { page, url, context, errors } = await openSession({ as: "reviewer", viewport: "desktop" });
  await page.goto(url(`/reviews/stores/${encodeURIComponent(shop.slug)}?locale=de`));
  await page.getByRole("link", { name: de("Open a dispute") }).click();
  await page
    .getByRole("heading", { level: 1, name: de("Open a dispute about {subject}", { subject: shop.name }) })
    .waitFor();
  const order = page.getByLabel(de("Order"), { exact: true });
  const firstOrder = await order.locator("option:not([disabled])").nth(1).getAttribute("value");
  assert.ok(firstOrder, "the form lists an order");
  await order.selectOption(firstOrder);
  const types = page.getByLabel(de("Dispute type"));
  assert.ok(
    (await types.locator("option").allTextContents()).includes(hostDe("Item not received")),
    "the host's labels in German",
  );
  await types.selectOption({ label: hostDe("Item not received") });
  await page
    .getByLabel(de("Description"))
    .fill("Das Paket ist nach drei Wochen immer noch nicht angekommen.");
  await page.getByLabel(de("Desired outcome")).selectOption({ index: 1 });
  await page
    .getByRole("button", { name: de("Button that sends the dispute form\u0004Open dispute") })
    .click();
  await page.waitForURL((u) => u.searchParams.get("tab") === "disputes");
  await page.getByRole("status").filter({ hasText: shop.name }).waitFor();
  assert.is(await rootLanguage(page), "de");
  assert.equal(errors, []);
  await context.close();
});

test("Arabic: the keyboard and carousels go the mirrored way, and axe finds nothing", async () => {
  const { page, url, context, errors } = await openSession({ as: "reviewer", viewport: "desktop" });
  await page.goto(url("/reviews?locale=ar"));
  const next = page.getByRole("button", { name: ar("Next") }).first();
  await next.waitFor();
  const list = page.locator(".rv-carousel__list").first();
  await next.focus();
  await page.keyboard.press("Enter");
  await untilInPage(page, (el) => (el as Element).scrollLeft < 0, await list.elementHandle());
  assert.equal(await seriousAxeViolations(page), [], "home in Arabic");

  const slug = reviewerSlug((await testHost()).db);
  await page.goto(url(`/reviews/users/${slug}?locale=ar`));
  const selected = page.getByRole("tab", { selected: true });
  await selected.waitFor();
  const first = await selected.textContent();
  await selected.focus();
  await page.keyboard.press("ArrowLeft");
  // The next tab is selected once the press is handled, which a busy machine may not have done yet.
  await untilInPage(
    page,
    (text) => document.querySelector('[role="tab"][aria-selected="true"]')?.textContent !== text,
    first,
  );
  const after = page.getByRole("tab", { selected: true });
  assert.not.equal(await after.textContent(), first, "ArrowLeft moves on along an Arabic row");
  assert.is(await page.evaluate(() => document.activeElement?.getAttribute("aria-selected")), "true");
  assert.equal(await seriousAxeViolations(page), [], "the private profile in Arabic");
  assert.equal(errors, []);
  await context.close();
});

test("the language menu repaints at once, is kept in the cookie and the profile, and the next page comes in it", async () => {
  const { db } = await testHost();
  const { page, url, context, errors } = await openSession({ as: "reviewer", viewport: "desktop" });
  await page.goto(url("/reviews/search?q=kettle&locale=en"));
  await page.locator('.rv-result-grid[aria-busy="false"]').waitFor();
  await page.getByRole("button", { name: "Main menu" }).click();
  await page.getByRole("button", { name: /^Language/ }).click();
  await page.getByRole("option", { name: "Deutsch" }).click();
  await page.getByRole("combobox", { name: de("Search for product") }).waitFor();
  assert.is(await rootLanguage(page), "de");
  assert.is(await page.locator("html").getAttribute("lang"), "en", "the host's <html> is the host's");
  const cookie = (await context.cookies()).find((c) => c.name === "reviews_locale");
  assert.is(cookie?.value, "de");
  await assertEventually(() => reviewerLocale(db) === "de");
  await page.goto(url("/reviews/categories"));
  assert.is(await page.locator("html").getAttribute("lang"), "de", "the next page comes in German");
  await page.getByRole("heading", { level: 1 }).waitFor();
  assert.is(await rootLanguage(page), "de");
  clearReviewerLocale(db);
  assert.equal(errors, []);
  await context.close();
});

test("an integrator's German page (<html lang='de'>, no languages offered) gets a German widget and no language menu", async () => {
  const session = await openSession({ viewport: "desktop" });
  const { page, context, errors } = session;
  await watchFirstPaint(page);
  await page.goto(integratorUrl(session, ["de"], "/reviews/search?q=kettle"));
  await page.locator('.rv-result-grid[aria-busy="false"]').waitFor();
  assert.equal(await firstPaint(page), ["de", de("Search for product")]);
  await page.getByRole("button", { name: de("Main menu") }).click();
  await page.getByRole("button", { name: new RegExp(`^${de("Show prices in")}`) }).waitFor();
  assert.is(await page.locator(".rv-language-select").count(), 0, "the integrator's page decides");
  assert.equal(errors, []);
  await context.close();
});

/** Waits until `check` holds, polling without a sleep of its own (each round awaits the next task). */
async function assertEventually(check: () => boolean, timeoutMs = 5000) {
  const until = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > until) assert.unreachable("the condition never held");
    await new Promise((resolve) => setImmediate(resolve));
  }
}

test.run();
