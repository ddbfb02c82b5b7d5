// Home end to end (issue 14): the four carousels and the metrics, Previous and Next by keyboard,
// a failed carousel left out, the stored country in the carousel requests, data below the fold
// asked for near the viewport, the search box, no layout shift, axe at 375 and 1280 px.
import type { Locator, Page } from "playwright-core";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { openSession, type Session, seriousAxeViolations } from "../support/browsers/chromium";
import { noLayoutShift, watchShifts } from "../support/browsers/layout-shifts";
import { untilInPage } from "../support/browsers/until-in-page";

const test = suite("home");

const CAROUSELS = [
  ["product", "Most transparent products"],
  ["category", "Popular categories"],
  ["collection", "Collections"],
  ["featured_review", "Featured reviews"],
] as const;

type Kind = (typeof CAROUSELS)[number][0];

/** The carousel requests the page sends from now on, by q. */
function carouselRequests(page: Page): Map<string, URLSearchParams> {
  const seen = new Map<string, URLSearchParams>();
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname === "/reviews/carousels.json")
      seen.set(url.searchParams.get("q") ?? "", url.searchParams);
  });
  return seen;
}

const region = (page: Page, title: string) => page.getByRole("region", { name: title, exact: true });

/** Scrolls to a carousel and waits for its links. */
async function showCarousel(page: Page, title: string): Promise<Locator> {
  const carousel = region(page, title);
  await carousel.scrollIntoViewIfNeeded();
  await carousel.getByRole("list").first().getByRole("link").first().waitFor();
  return carousel;
}

async function waitForMetrics(page: Page): Promise<void> {
  const metrics = region(page, "The marketplace in numbers");
  await metrics
    .getByText(/^[\d,]+$/)
    .first()
    .waitFor();
}

/** Console errors other than the failed network request a test injected itself. */
const unexpected = (errors: string[]) => errors.filter((e) => !e.startsWith("Failed to load resource"));

/** Each carousel scrolls by a page with Next and Previous, by keyboard. */
async function scrollEachByKeyboard(page: Page, reducedMotion: boolean) {
  for (const [kind, title] of CAROUSELS) {
    const carousel = await showCarousel(page, title);
    const list = carousel.locator(".rv-carousel__list");
    const previous = carousel.getByRole("button", { name: "Previous" });
    const next = carousel.getByRole("button", { name: "Next" });
    assert.is(await previous.getAttribute("aria-disabled"), "true", `${kind}: at the start`);
    await next.focus();
    await page.keyboard.press("Enter");
    // About a page: most of the visible width, not one item.
    const element = await list.elementHandle();
    await untilInPage(page, (el) => !!el && el.scrollLeft >= el.clientWidth * 0.6, element);
    await carousel.locator('.rv-carousel__step[aria-disabled="false"]', { hasText: "Previous" }).waitFor();
    assert.ok(
      await next.evaluate((el) => el === document.activeElement),
      `${kind}: Next keeps the focus (reduced motion ${reducedMotion})`,
    );
    await previous.focus();
    await page.keyboard.press("Space");
    await untilInPage(page, (el) => !!el && el.scrollLeft <= 1, element);
    await carousel.locator('.rv-carousel__step[aria-disabled="true"]', { hasText: "Previous" }).waitFor();
  }
}

test("home at 1280 px shows its four carousels, each a list of links, and the metrics; no layout shift while they fill in; axe-clean; each carousel scrolls by a page with Next and Previous, by keyboard, with and without reduced motion; its own search box offers the header's suggestions and searches", async () => {
  const { page, url, context, errors } = await openSession({ pictures: true });
  await watchShifts(page);
  await page.goto(url("/reviews"));
  await waitForMetrics(page);
  const figures = await region(page, "The marketplace in numbers").getByRole("definition").allTextContents();
  assert.is(figures.length, 4);
  assert.ok(
    figures.every((f) => /\d/.test(f)),
    figures.join(" | "),
  );
  for (const [, title] of CAROUSELS) {
    const carousel = await showCarousel(page, title);
    const links = await carousel.getByRole("list").first().getByRole("link").count();
    assert.ok(links >= 4, `${title}: ${links} links`);
    assert.is(await carousel.getByRole("button", { name: "Previous" }).count(), 1, title);
    assert.is(await carousel.getByRole("button", { name: "Next" }).count(), 1, title);
  }
  const review = region(page, "Featured reviews").getByRole("listitem").first();
  assert.match((await review.getByRole("img").first().getAttribute("aria-label")) ?? "", /^Rated \d/);
  assert.ok((await review.getByRole("link").count()) >= 3, "reviewer, product and store are linked");
  await page.waitForLoadState("networkidle");
  await noLayoutShift(page, "desktop");
  assert.equal(await seriousAxeViolations(page), [], "desktop");

  // The carousels read the reader's wish for reduced motion as they scroll.
  await scrollEachByKeyboard(page, false);
  await page.emulateMedia({ reducedMotion: "reduce" });
  await scrollEachByKeyboard(page, true);
  await page.emulateMedia({ reducedMotion: "no-preference" });

  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
  const main = page.getByRole("main");
  const input = main.getByRole("combobox", { name: "Search for product" });
  await input.click();
  await input.pressSequentially("kettle");
  const options = page.getByRole("listbox").getByRole("option");
  await options.nth(1).waitFor();
  assert.is((await options.first().textContent())?.trim(), "kettle");
  await input.press("Enter");
  await page.waitForURL((u) => u.pathname === "/reviews/search" && u.searchParams.get("q") === "kettle");
  assert.equal(errors, []);
  await context.close();
});

test("home at 375 px: no layout shift while it loads and its carousels fill in; axe-clean with every carousel shown", async () => {
  const { page, url, context } = await openSession({ viewport: "mobile", pictures: true });
  await watchShifts(page);
  await page.goto(url("/reviews"));
  await showCarousel(page, "Most transparent products");
  await waitForMetrics(page);
  for (const [, title] of CAROUSELS) await showCarousel(page, title);
  await page.waitForLoadState("networkidle");
  await noLayoutShift(page, "mobile");
  assert.equal(await seriousAxeViolations(page), [], "mobile");
  await context.close();
});

test("a carousel whose call fails is left out; the others and the metrics still show", async () => {
  for (const [failing, failingTitle] of CAROUSELS) {
    const { page, url, context, errors } = await openSession({ browserRendered: true });
    await page.route(`**/reviews/carousels.json?q=${failing}&*`, (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: '{"error":"down"}' }),
    );
    const failed = page.waitForResponse((r) => r.url().includes(`q=${failing}&`) && r.status() === 500);
    await page.goto(url("/reviews"));
    await waitForMetrics(page);
    for (const [kind, title] of CAROUSELS) if (kind !== failing) await showCarousel(page, title);
    await failed;
    await region(page, failingTitle).waitFor({ state: "detached" });
    assert.is(await page.getByRole("heading", { name: failingTitle, exact: true }).count(), 0, failing);
    assert.equal(unexpected(errors), [], failing);
    await context.close();
  }
});

/** The countries of the transparency carousel's requests (the host page's preload included), once it shows. */
async function productCarouselCountries(session: Session, path: string): Promise<(string | null)[]> {
  const seen: URLSearchParams[] = [];
  session.page.on("request", (r) => {
    const url = new URL(r.url());
    if (url.pathname === "/reviews/carousels.json" && url.searchParams.get("q") === "product")
      seen.push(url.searchParams);
  });
  await session.page.goto(session.url(path));
  await showCarousel(session.page, "Most transparent products");
  return seen.map((params) => `${params.get("country")}|${params.get("redesign")}`);
}

test("the carousels ask for the stored country, US when none is known, with the redesign flag", async () => {
  const stored = await openSession({ browserRendered: true });
  await stored.page.addInitScript(() =>
    localStorage.setItem("reviews.country", JSON.stringify({ value: "GB" })),
  );
  const gb = await productCarouselCountries(stored, "/reviews?redesign=1");
  assert.ok(gb.includes("GB|1"), gb.join(", "));
  assert.match(
    (await region(stored.page, "Most transparent products").textContent()) ?? "",
    "stores in United Kingdom",
  );
  await stored.context.close();

  // No stored country and me.json unreachable: nothing is known, so the United States.
  const unknown = await openSession({ browserRendered: true });
  await unknown.page.route("**/reviews/me.json*", (route) => route.abort());
  const us = await productCarouselCountries(unknown, "/reviews");
  assert.equal([...new Set(us)], ["US|null"]);
  await unknown.context.close();
});

test("the first carousel's data comes from the host page's preload: one request, no warning", async () => {
  const path = "/reviews?redesign=1&country=gb";
  const { page, url, context, warnings } = await openSession({ browserRendered: true });
  const seen: string[] = [];
  page.on("request", (r) => r.url().includes("carousels.json?q=product") && seen.push(r.url()));
  await page.goto(url(path));
  await preloadsProductCarousel(page);
  await showCarousel(page, "Most transparent products");
  await page.waitForLoadState("networkidle");
  assert.is(seen.length, 1, `${path}: ${seen.join(", ")}`);
  assert.equal(
    warnings.filter((w) => w.includes("preload")),
    [],
    path,
  );
  await context.close();
});

/** The page's preloads include the first carousel's data. */
async function preloadsProductCarousel(page: Page) {
  const preloads = await page.$$eval('link[rel="preload"][as="fetch"]', (links) =>
    links.map((link) => (link as HTMLLinkElement).href),
  );
  assert.ok(
    preloads.some((href) => href.includes("carousels.json?q=product")),
    preloads.join(", "),
  );
}

test("home at 375 px: the first carousel's data comes from the host page's preload (one request, no warning); below the fold, carousels ask for their data only when the reader scrolls near them", async () => {
  const { page, url, context, warnings } = await openSession({ viewport: "mobile", browserRendered: true });
  const requests = carouselRequests(page);
  const seen: string[] = [];
  page.on("request", (r) => r.url().includes("carousels.json?q=product") && seen.push(r.url()));
  await page.goto(url("/reviews"));
  await preloadsProductCarousel(page);
  await showCarousel(page, "Most transparent products");
  await page.waitForLoadState("networkidle");
  assert.ok(requests.has("product"));
  assert.is(seen.length, 1, `/reviews: ${seen.join(", ")}`);
  assert.equal(
    warnings.filter((w) => w.includes("preload")),
    [],
    "/reviews",
  );
  assert.not.ok(requests.has("featured_review"), "featured reviews wait far below the fold");
  const asked = page.waitForRequest((r) => r.url().includes("q=featured_review"));
  await region(page, "Featured reviews").scrollIntoViewIfNeeded();
  await asked;
  await showCarousel(page, "Featured reviews");
  await context.close();
});

export type { Kind };

test.run();
