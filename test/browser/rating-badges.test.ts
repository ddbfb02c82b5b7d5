// Rating badges on a shop's own product grid (the integrator's page, fixtures/host/integrator/
// shop-pages.ts): a grid of 48 gets every badge from one call of the ratings, each the host's
// figures, heard as one phrase, linked to the product's page, in the room its element held (no
// layout shift), loading the badges' own script alone; under ssr the HTML carries them (no script
// needed: JavaScript off shows the stars and counts); a Turbo visit to the next grid fills its
// badges in one more call, and cards an infinite scroll adds later are filled in the next one.
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import type { Page, Request } from "playwright-core";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { PRODUCT_REVIEWS_IDLE_BUDGET } from "../../build/budgets";
import { EMBED_NAME, EMBED_REST_NAME } from "../../build/embed-bundle";
import { SEEDED_ACCOUNTS } from "../../fixtures/host/domain";
import { GRID_PATH } from "../../fixtures/host/integrator/shop-pages";
import type { ProductRatings, WidgetData } from "../../src/api/contract/review";
import { ME_WITH_RATES_URL } from "../../src/lib/request-urls";
import { RATINGS_PATH, WIDGET_PATHS } from "../../src/lib/widget-paths";
import { isAdopted, REVIEWS_REST_SCRIPT } from "../support/browsers/adoption";
import {
  openScriptlessPage,
  openSession,
  type Session,
  seriousAxeViolations,
} from "../support/browsers/chromium";
import { holdRequests } from "../support/browsers/held-requests";
import { noLayoutShift, watchShifts } from "../support/browsers/layout-shifts";
import { untilInPage } from "../support/browsers/until-in-page";
import { accountId, exampleShop, exampleShopIds } from "../support/data/seeded-queries";
import { integratorUrl } from "../support/hosts/integrator";
import { getJson, testHost } from "../support/hosts/test-host";
import {
  guestHelpfulLink,
  helpfulButton,
  helpfulCount,
  othersReviewCard,
  reviewsShown,
  waitForHelpful,
} from "../support/pages/review-cards";

const test = suite("rating badges");

/** Who is signed in: the one call of a shop's page that asks it. */
const ME_PATH = new URL(ME_WITH_RATES_URL, "http://host").pathname;

const GRID = 48;

/** What a screen reader says of each badge of the page, by product id: its label, or its text. */
const heardBadges = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll("[data-reviews-badge]")].map((slot) => {
      const badge = slot.querySelector(":scope > .rv-badge");
      return {
        id: slot.getAttribute("data-reviews-badge") ?? "",
        heard: (badge?.getAttribute("aria-label") ?? badge?.textContent)?.replace(/\s+/g, " ").trim() ?? "",
        seen: badge?.textContent ?? "",
        href: badge?.getAttribute("href") ?? null,
        height: slot.getBoundingClientRect().height,
      };
    }),
  );

/** An average as a person reads it: 3.55 is 3.6 (toFixed(1) says 3.5 for the binary 3.5499…). */
const ONE_DECIMAL = new Intl.NumberFormat("en", { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** The host's ratings of `ids`, as the badges must say them. */
async function expectedBadges(ids: string[]) {
  const { db } = await testHost();
  const shop = exampleShop(db);
  const ratings = await getJson<ProductRatings>(
    `${RATINGS_PATH}?platform=${shop.platform}&shop_domain=${shop.domain}&api_token=${shop.public_token}&external_ids=${ids.join(",")}`,
  );
  const rated = new Map(ratings.products.map((p) => [p.external_id, p]));
  return ids.map((id) => {
    const product = rated.get(id);
    if (!product || product.number_of_reviews === 0)
      return { id, heard: "No reviews yet", seen: "No reviews yet", href: null };
    const reviews = `${product.number_of_reviews} review${product.number_of_reviews === 1 ? "" : "s"}`;
    return {
      id,
      heard: `${ONE_DECIMAL.format(product.average_rating)} out of 5, ${reviews}`,
      seen: `${ONE_DECIMAL.format(product.average_rating)} (${product.number_of_reviews})`,
      href: product.internal_path,
    };
  });
}

/** The host's ratings of `ids`. */
async function expectedRatings(ids: string[]) {
  const { db } = await testHost();
  const shop = exampleShop(db);
  const ratings = await getJson<ProductRatings>(
    `${RATINGS_PATH}?platform=${shop.platform}&shop_domain=${shop.domain}&api_token=${shop.public_token}&external_ids=${ids.join(",")}`,
  );
  return ratings.products;
}

/** The page's calls of the ratings, from now on. */
function ratingsCalls(page: Page): Request[] {
  const calls: Request[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === RATINGS_PATH) calls.push(request);
  });
  return calls;
}

const allFilled = (page: Page, count: number) =>
  untilInPage(
    page,
    (n) =>
      document.querySelectorAll("[data-reviews-badge] > .rv-badge").length === n &&
      document.querySelectorAll("[data-reviews-badge][aria-busy]").length === 0,
    count,
  );

async function gridSession(): Promise<Session & { ids: string[] }> {
  const session = await openSession({ viewport: "mobile", pictures: true });
  const { db } = await testHost();
  return { ...session, ids: exampleShopIds(db) };
}

test("a grid of 48: every badge from one call of the ratings, each the host's figures heard as one phrase and linked to its page, in the room its element held (no shift), the badges' script alone, axe-clean", async () => {
  const session = await gridSession();
  const { page, ids, errors } = session;
  await watchShifts(page);
  const calls = ratingsCalls(page);
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  // The ratings held back until the page has painted its grid: the badges come into a page on screen.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`**${RATINGS_PATH}?*`, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(integratorUrl(session, [], GRID_PATH));
  await page.waitForLoadState("load");
  const empty = await heardBadges(page);
  assert.is(empty.length, GRID, "48 badges' elements");
  assert.ok(
    empty.every((badge) => badge.heard === "" && badge.height === 20),
    "each empty, holding its room",
  );
  release();
  await allFilled(page, GRID);
  assert.is(calls.length, 1, "one call of the ratings for the whole grid");
  const asked = new URL(calls[0]?.url() ?? "").searchParams.get("external_ids")?.split(",");
  assert.equal(asked, ids.slice(0, GRID));
  const shown = await heardBadges(page);
  assert.equal(
    shown.map(({ id, heard, seen, href }) => ({ id, heard, seen, href })),
    await expectedBadges(ids.slice(0, GRID)),
  );
  assert.ok(
    shown.every((badge) => badge.height === 20),
    `each in the room its element held: ${shown.map((b) => b.height)}`,
  );
  const shifts = await page.evaluate(() => (window as unknown as { shifts: { value: number }[] }).shifts);
  assert.equal(shifts, [], "no layout shift as the badges came");
  assert.equal(
    scripts.map((path) => path.replace(/-\w+\.js$/, ".js")),
    ["/assets/badges.js"],
    "the badges' script alone",
  );
  assert.equal(await seriousAxeViolations(page), []);
  assert.equal(errors, []);
  await page.unroute(`**${RATINGS_PATH}?*`);
});

test("under ssr the HTML carries every badge, so a browser without JavaScript shows the stars and counts, and the script asks nothing", async () => {
  const { db } = await testHost();
  const ids = exampleShopIds(db).slice(0, GRID);
  const scriptless = await openScriptlessPage();
  try {
    const response = await scriptless.page.goto(
      integratorUrl(scriptless as unknown as Session, ["ssr"], GRID_PATH),
    );
    const html = (await response?.text()) ?? "";
    assert.is(html.match(/<div data-reviews-badge="[^"]+"><(a|span) class="rv-root rv-badge/g)?.length, GRID);
    const shown = await heardBadges(scriptless.page);
    assert.equal(
      shown.map(({ id, heard, seen, href }) => ({ id, heard, seen, href })),
      await expectedBadges(ids),
    );
    assert.ok(
      await scriptless.page.evaluate(
        () =>
          [...document.querySelectorAll("[data-reviews-badge] .rv-stars")].filter(
            (row) => Number.parseFloat(getComputedStyle(row, "::before").width) > 0,
          ).length > 40 &&
          getComputedStyle(document.querySelector(".rv-stars") as Element).clipPath !== "none",
      ),
      "the stars drawn by the badges' stylesheet",
    );
  } finally {
    await scriptless.close();
  }
  const session = await gridSession();
  const calls = ratingsCalls(session.page);
  await session.page.goto(integratorUrl(session, ["ssr"], GRID_PATH));
  await session.page.waitForLoadState("networkidle");
  assert.is(calls.length, 0, "the script had nothing to fill");
});

test("a Turbo visit to the next grid fills its 48 badges in one more call; cards an infinite scroll appends later are filled in the next one", async () => {
  const session = await gridSession();
  const { page, ids } = session;
  const calls = ratingsCalls(page);
  await page.goto(integratorUrl(session, ["turbo"], GRID_PATH));
  await allFilled(page, GRID);
  await page.evaluate(() => {
    (window as unknown as { samePage: boolean }).samePage = true;
  });
  await page.getByRole("link", { name: "Next page" }).click();
  await page.waitForURL((url) => url.search === "?page=2");
  await allFilled(page, GRID);
  assert.ok(
    await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage),
    "a Turbo visit, not a page load",
  );
  assert.is(calls.length, 2, "one call for each grid");
  const second = (await heardBadges(page)).map(({ id, heard, seen, href }) => ({ id, heard, seen, href }));
  const wanted = await expectedBadges(ids.slice(GRID, 2 * GRID));
  assert.equal(
    second.filter((badge, i) => JSON.stringify(badge) !== JSON.stringify(wanted[i])),
    [],
  );
  assert.is(second.length, wanted.length);
  // An infinite scroll: a page of twelve more cards appended at once, one of a product the
  // marketplace does not have.
  const more = [...ids.slice(0, 11), "not-on-the-marketplace"];
  await page.evaluate((more) => {
    const grid = document.querySelector(".shop-grid") as Element;
    for (const id of more) {
      const card = document.createElement("li");
      card.className = "shop-card";
      const badge = document.createElement("div");
      badge.dataset.reviewsBadge = id;
      card.append(badge);
      grid.append(card);
    }
  }, more);
  await allFilled(page, GRID + more.length);
  assert.is(calls.length, 3, "one more call for the cards appended");
  assert.equal(new URL(calls[2]?.url() ?? "").searchParams.get("external_ids")?.split(","), more);
  assert.equal(
    (await heardBadges(page)).slice(GRID).map(({ id, heard, seen, href }) => ({ id, heard, seen, href })),
    await expectedBadges(more),
  );
});

/** The shop's own product page: the example shop's first product, with photos and questions. */
const productPagePath = (ids: string[]) => `${GRID_PATH}/${ids[0]}`;

/** The bundle's scripts the page asks for from now on, by path. */
function bundleScripts(page: Page): string[] {
  const asked: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (request.resourceType() === "script" && pathname.startsWith("/assets/")) asked.push(pathname);
  });
  return asked;
}

/** Each script's name without its hash. */
const unhashed = (paths: string[]) => paths.map((path) => path.replace(/-\w+\.js$/, ".js"));

/** The gzip bytes of the bundle's scripts at `paths`, as dist/ has them. */
const gzipBytes = (paths: string[]) =>
  paths.reduce((total, path) => total + gzipSync(readFileSync(`dist${path}`), { level: 9 }).length, 0);

/** Whether React has adopted every element of the reviews' element. */
const reviewsLive = (page: Page) =>
  untilInPage(page, () => {
    const all = [...document.querySelectorAll("[data-reviews-product] *")];
    return (
      all.length > 0 &&
      all.every((element) => Object.keys(element).some((key) => key.startsWith("__reactProps$")))
    );
  });

/**
 * Sorts the shop's reviews by `sort`, and waits until they show the first review of the answer to
 * it: the address changes before the list does, which shows the last order meanwhile. Its title.
 */
async function sortReviewsBy(page: Page, sort: string): Promise<string> {
  const answer = page.waitForResponse(
    (response) => new URL(response.url()).pathname === WIDGET_PATHS.product,
  );
  await page.getByLabel("Sort by").selectOption(sort);
  await page.waitForURL((url) => url.searchParams.get("sort_by") === sort);
  const { reviews } = (await (await answer).json()) as WidgetData;
  const title = reviews[0]?.title ?? "";
  assert.ok(title, `the first review sorted by ${sort} has a title`);
  await untilInPage(
    page,
    (expected) =>
      document.querySelector("[data-reviews-product] article.rv-review h3")?.textContent === expected,
    title,
  );
  await reviewsShown(page);
  return title;
}

/** The page's JSON-LD's AggregateRatings, wherever they are. */
const aggregateRatings = (page: Page) =>
  page.evaluate(() => {
    const found: { reviewCount: number; ratingValue: number }[] = [];
    const left: unknown[] = [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => JSON.parse(script.textContent ?? "null"),
    );
    while (left.length > 0) {
      const value = left.pop();
      if (!value || typeof value !== "object") continue;
      const object = value as Record<string, unknown>;
      if (object["@type"] === "AggregateRating") found.push(object as never);
      left.push(...Object.values(object));
    }
    return found;
  });

test("the grid and a card's link: no AggregateRating on the grid; the shop's product page carries its product's once, with the host's count", async () => {
  const session = await gridSession();
  const { page, ids } = session;
  await page.goto(integratorUrl(session, ["ssr"], GRID_PATH));
  assert.equal(await aggregateRatings(page), [], "a grid page carries no AggregateRating");
  await page.locator(".shop-card__title a").first().click();
  await page.waitForURL((url) => url.pathname === productPagePath(ids));
  await reviewsShown(page);
  const [rated] = await expectedRatings([ids[0] as string]);
  const ratings = await aggregateRatings(page);
  assert.is(ratings.length, 1, "once, though the page shows the marketplace's reviews section");
  assert.is(ratings[0]?.reviewCount, rated?.number_of_reviews);
  const head = await page.evaluate(() => ({
    title: document.title,
    url: JSON.parse(document.querySelector('script[type="application/ld+json"]')?.textContent ?? "{}").url,
  }));
  assert.match(head.title, "| Example Shop", "the shop's own title, not the marketplace's");
  assert.is(new URL(head.url).pathname, productPagePath(ids), "the shop's own JSON-LD, naming its page");
});

test("the shop's product page under ssr: its reviews in the HTML (JavaScript off: the summary, the reviews with their photos, the questions); on a phone below the first screen, under stars linking down to them, with only the reviews' entry loaded at idle (within its budget); scrolled near, the rest loads and adopts them, a sort chosen before then applied in place; Write a review leading to the marketplace, axe-clean", async () => {
  const { db } = await testHost();
  const ids = exampleShopIds(db);
  const scriptless = await openScriptlessPage();
  try {
    const response = await scriptless.page.goto(
      integratorUrl(scriptless as unknown as Session, ["ssr"], productPagePath(ids)),
    );
    const html = (await response?.text()) ?? "";
    assert.match(html, `data-reviews-product="${ids[0]}"><div class="rv-root`);
    // The section's own stylesheet just before the reviews: what comes before them paints without
    // it. Never the widget app's whole stylesheet.
    const stylesheet = new RegExp(`<link rel="stylesheet" href="[^"]*/${EMBED_NAME}-[^"]+\\.css">`, "g");
    assert.match(html, new RegExp(`${stylesheet.source}\\s*<div id="product-reviews"`));
    assert.is(html.match(stylesheet)?.length, 1, "that one alone");
    assert.not.match(html, /\/styles-[^"]+\.css/, "not the widget app's");
    const [rated] = await expectedRatings([ids[0] as string]);
    const shown = scriptless.page.locator("[data-reviews-product]");
    assert.ok((await shown.locator("article.rv-review").count()) > 0, "its reviews are there");
    assert.ok((await shown.locator("article.rv-review img").count()) > 0, "with their photos");
    assert.match(
      (await shown.textContent()) ?? "",
      String(rated?.number_of_reviews),
      "the summary says the host's count",
    );
    assert.ok(await shown.locator("#questions").isVisible(), "its questions");
  } finally {
    await scriptless.close();
  }

  const session = await gridSession();
  const { page, errors } = session;
  const scripts = bundleScripts(page);
  await page.goto(integratorUrl(session, ["ssr"], productPagePath(ids)), { waitUntil: "commit" });
  // The section's own element, which a sort keeps: marked as the HTML brought it.
  const section = page.locator("[data-reviews-product] > .rv-root");
  await section.waitFor();
  await section.evaluate((root) => {
    (root as unknown as { fromHtml: boolean }).fromHtml = true;
  });
  await page.waitForLoadState("networkidle");
  // A phone's first screen: the product, its stars linked down to the reviews, its options and cart.
  const reviewsTop = await page.locator("[data-reviews-product]").evaluate((element) => ({
    top: element.getBoundingClientRect().top,
    screen: innerHeight,
    id: element.id,
  }));
  assert.ok(
    reviewsTop.top > reviewsTop.screen,
    `the reviews below the first screen: ${JSON.stringify(reviewsTop)}`,
  );
  const stars = page.getByRole("link", { name: /^\d\.\d out of 5, \d+ reviews$/ });
  assert.is(
    await stars.getAttribute("href"),
    `#${reviewsTop.id}`,
    "the stars by the title link down to the reviews",
  );
  await page.getByRole("button", { name: "Add to cart" }).waitFor();
  assert.equal(
    unhashed(scripts),
    ["/assets/product-reviews.js"],
    "at idle the reviews' entry alone (English: no catalogue)",
  );
  const idle = gzipBytes(scripts);
  assert.ok(idle <= PRODUCT_REVIEWS_IDLE_BUDGET.bytes, `JS at idle: ${idle} bytes gzip`);
  assert.not.ok(await isAdopted(section), "not adopted until near");
  // Scrolled near (the description ends above the reviews): the rest is asked for, held back here.
  const rest = await holdRequests(page, REVIEWS_REST_SCRIPT);
  const asked = page.waitForRequest(REVIEWS_REST_SCRIPT);
  await page.getByRole("heading", { name: "Delivery and returns" }).scrollIntoViewIfNeeded();
  await asked;
  // A sort chosen before the rest has come: kept, done once the section is live.
  await page.evaluate(() => {
    (window as unknown as { samePage: boolean }).samePage = true;
  });
  await page.getByLabel("Sort by").selectOption("lowest");
  assert.is(new URL(page.url()).searchParams.get("sort_by"), null, "not done before the section is live");
  rest();
  await reviewsLive(page);
  assert.ok(
    await section.evaluate((root) => (root as unknown as { fromHtml?: boolean }).fromHtml),
    "adopted: the markup the HTML brought is the one React keeps",
  );
  assert.equal(unhashed(scripts), ["/assets/product-reviews.js", `/assets/${EMBED_REST_NAME}.js`]);
  await page.waitForURL((url) => url.searchParams.get("sort_by") === "lowest");
  assert.is(new URL(page.url()).pathname, productPagePath(ids), "the shop's own page, its query changed");
  assert.ok(
    await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage),
    "in place, not a page load",
  );
  await reviewsShown(page);
  const ratings = await page
    .locator("[data-reviews-product] article.rv-review [role=img][aria-label^='Rated']")
    .evaluateAll((all) =>
      all.map((stars) => Number(/[\d.]+/.exec(stars.getAttribute("aria-label") ?? "")?.[0])),
    );
  assert.ok(ratings.length > 0, "reviews after the sort");
  assert.equal(
    ratings,
    [...ratings].sort((a, b) => a - b),
    `lowest first: ${ratings}`,
  );
  assert.equal(await seriousAxeViolations(page), []);
  const write = page.getByRole("link", { name: "Write a review" });
  assert.is(await write.getAttribute("href"), "/reviews/write-review");
  await write.click();
  // The marketplace's page, loaded whole: a guest is asked to sign in first.
  await page.waitForURL((url) => url.pathname !== productPagePath(ids));
  const left = new URL(page.url());
  assert.ok(
    left.pathname === "/reviews/write-review" ||
      (left.pathname === "/login" &&
        (left.searchParams.get("return_to") ?? "").includes("/reviews/write-review")),
    `the marketplace's Write a review: ${left.pathname}${left.search}`,
  );
  assert.equal(errors, []);
});

test("a reviewer on the shop's product page under ssr: its Sign in comes back to it; the HTML is a guest's, then the script shows their own vote pressed and a vote counts in place, without a shift", async () => {
  const { db } = await testHost();
  const slug = db.prepare("SELECT slug FROM reviewers WHERE id = ?").pluck().get(accountId(db, "reviewer"));
  const session = await gridSession();
  const { page, errors, ids } = session;
  await watchShifts(page);
  const path = productPagePath(ids);
  await page.goto(integratorUrl(session, ["ssr"], path));
  await reviewsShown(page);
  // A review of someone else's: a guest's Helpful is a link to sign in, coming back to it here.
  const card = othersReviewCard(page, String(slug));
  const id = (await card.getAttribute("id")) ?? "";
  const before = await helpfulCount(guestHelpfulLink(card));
  await guestHelpfulLink(card).click();
  await page.waitForURL((url) => url.pathname === "/login");
  assert.is(new URL(page.url()).searchParams.get("return_to"), `${path}#${id}`);
  await page.getByLabel("Email").fill(SEEDED_ACCOUNTS.reviewer.email);
  await page.getByLabel("Password").fill(SEEDED_ACCOUNTS.reviewer.password);
  const html = page
    .waitForResponse((r) => r.request().isNavigationRequest() && new URL(r.url()).pathname === path)
    .then((response) => response.text());
  await Promise.all([
    page.waitForURL((url) => url.pathname === path && url.hash === `#${id}`),
    page.getByRole("button", { name: "Sign in" }).click(),
  ]);
  const reviewed = page.locator(`article#${id}`);
  assert.match(
    await html,
    `>Helpful (${before})</a>`,
    "the page's HTML is a guest's, the same for every visitor",
  );
  // The script asks who is signed in: the link becomes the reviewer's vote, which counts in place.
  await waitForHelpful(reviewed, before, false);
  const put = page.waitForResponse((r) => r.url().endsWith("/helpful") && r.request().method() === "PUT");
  await helpfulButton(reviewed).click();
  assert.is((await put).status(), 200, "the vote carries the page's token");
  await waitForHelpful(reviewed, before + 1, true);
  // Their vote, on the page as it comes again: pressed once the script knows them, asked once.
  const asked: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === ME_PATH) asked.push(request.url());
  });
  await page.reload();
  await waitForHelpful(reviewed, before + 1, true);
  assert.is(asked.length, 1, "one me.json");
  await noLayoutShift(page, "the guest's links becoming the reviewer's buttons");
  await helpfulButton(reviewed).click();
  await waitForHelpful(reviewed, before, false);
  assert.equal(errors, []);
});

test("a German shop's product page: its reviews in German in the HTML; scrolled near, the German catalogue is asked beside the rest, not after it, and the section goes live in German", async () => {
  const { db } = await testHost();
  const session = await gridSession();
  const { page, errors } = session;
  await page.goto(integratorUrl(session, ["ssr", "de"], productPagePath(exampleShopIds(db))));
  const sort = page.locator("[data-reviews-product]").getByLabel("Sortieren nach");
  assert.ok(await sort.isVisible(), "rendered in German");
  const rest = await holdRequests(page, REVIEWS_REST_SCRIPT);
  const catalogue = page.waitForRequest(/\/assets\/locale-de-[^/]+\.js$/);
  await page.getByRole("heading", { name: "Delivery and returns" }).scrollIntoViewIfNeeded();
  // The rest is held back: the catalogue asked meanwhile was asked beside it.
  await catalogue;
  rest();
  await reviewsLive(page);
  await sort.selectOption("lowest");
  await page.waitForURL((url) => url.searchParams.get("sort_by") === "lowest");
  await reviewsShown(page);
  assert.match(
    (await page.locator("[data-reviews-product]").textContent()) ?? "",
    "Hilfreich (",
    "live in German",
  );
  assert.equal(errors, []);
});

test("under Turbo the reviews stay in the page's cached copy: Back to the product page shows them as they were last rendered, live again once near; Back from a sort of theirs keeps them live", async () => {
  const { db } = await testHost();
  const ids = exampleShopIds(db);
  const session = await gridSession();
  const { page, errors } = session;
  await page.addInitScript(() => {
    // The first review each page Turbo puts on screen shows, as it is shown.
    const shown: string[] = [];
    (window as unknown as { reviewsShown: string[] }).reviewsShown = shown;
    // And whether a copy, going live again, was ever emptied of its reviews meanwhile.
    const watched = window as unknown as { reviewsEmptied: boolean };
    watched.reviewsEmptied = false;
    addEventListener("turbo:render", () => {
      const reviews = document.querySelector("[data-reviews-product]");
      shown.push(reviews?.querySelector("article.rv-review h3")?.textContent ?? "");
      if (reviews)
        new MutationObserver(() => {
          if (!reviews.querySelector("article.rv-review")) watched.reviewsEmptied = true;
        }).observe(reviews, { childList: true, subtree: true });
    });
  });
  await page.goto(integratorUrl(session, ["ssr", "turbo"], productPagePath(ids)));
  const reviews = page.locator("[data-reviews-product]");
  await reviews.scrollIntoViewIfNeeded();
  await reviewsLive(page);
  const firstTitle = page.locator("[data-reviews-product] article.rv-review h3").first();
  const first = (await firstTitle.textContent()) ?? "";
  assert.ok(first, "the first review's title");
  await page.evaluate(() => {
    (window as unknown as { samePage: boolean }).samePage = true;
  });
  // The shop's own form, sent as a Turbo visit; then Back, restored from Turbo's cached copy.
  const before = await page.evaluate(
    () => (window as unknown as { reviewsShown: string[] }).reviewsShown.length,
  );
  await page.getByRole("button", { name: "Add to cart" }).click();
  await page.waitForURL((url) => url.searchParams.get("added") === "1");
  // Turbo changes the address before it renders the page that came: the render is waited for.
  await untilInPage(
    page,
    (count) => (window as unknown as { reviewsShown: string[] }).reviewsShown.length > count,
    before,
  );
  await reviews.locator("article.rv-review").first().waitFor();
  const rendered = await page.evaluate(
    () => (window as unknown as { reviewsShown: string[] }).reviewsShown.length,
  );
  await page.goBack();
  await page.waitForURL((url) => url.search === "");
  // The address comes back before Turbo puts its copy on screen: the copy is the next page it renders.
  await untilInPage(
    page,
    (count) => (window as unknown as { reviewsShown: string[] }).reviewsShown.length > count,
    rendered,
  );
  assert.ok(
    await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage),
    "Turbo's visits, not page loads",
  );
  assert.is(
    await page.evaluate(() => (window as unknown as { reviewsShown: string[] }).reviewsShown.at(-1)),
    first,
    "the cached copy shows the reviews as they were last rendered",
  );
  await reviews.scrollIntoViewIfNeeded();
  await reviewsLive(page);
  await reviewsShown(page);
  assert.is(await firstTitle.textContent(), first, "live again");
  assert.not.ok(
    await page.evaluate(() => (window as unknown as { reviewsEmptied: boolean }).reviewsEmptied),
    "going live again, the copy is rendered from the answers it was last rendered with: the reviews shown throughout",
  );
  // Two sorts of theirs, then Back onto the first: Turbo keeps a copy then too (no visit: the entry
  // is theirs), and the reviews stay live, sorted in place.
  const lowest = await sortReviewsBy(page, "lowest");
  await sortReviewsBy(page, "highest");
  await page.goBack();
  await page.waitForURL((url) => url.searchParams.get("sort_by") === "lowest");
  await untilInPage(
    page,
    (title) => document.querySelector("[data-reviews-product] article.rv-review h3")?.textContent === title,
    lowest,
  );
  assert.ok(await isAdopted(firstTitle), "still live");
  assert.equal(errors, []);
});

test.run();
