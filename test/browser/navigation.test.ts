// Issue 3 in Chromium at 375, 800 and 1280 px, for a guest and the seeded reviewer: the header,
// its menus by mouse and keyboard, the mega-menu and its 500 ms close, 'Show prices in' with EUR
// (kept across reloads, saved on the host for the reviewer), the side menu, the footer and the
// cookie bar; axe-core on the header in each state.
import type { Page, Request } from "playwright-core";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { openSession, type Session, seriousAxeViolations, VIEWPORTS } from "../support/browsers/chromium";
import { twoFrames } from "../support/browsers/frames";
import { noLayoutShift, watchShifts } from "../support/browsers/layout-shifts";
import { untilInPage } from "../support/browsers/until-in-page";
import { resetReviewer, reviewerCurrency } from "../support/data/seeded-queries";
import { testHost } from "../support/hosts/test-host";
import { reachFooter } from "../support/pages/footer";
import { untilPricesIn } from "../support/pages/prices";

const test = suite("navigation");

/**
 * The page dims under the header: the header's root paints a fixed veil over the page and the
 * header stays above it; the host's <body> gets nothing.
 */
function pageDimmed(page: Page): Promise<boolean> {
  return page.getByRole("banner").evaluate((header) => {
    const veil = getComputedStyle(header.closest(".rv-root") as Element, "::after");
    return (
      veil.content !== "none" &&
      veil.position === "fixed" &&
      veil.backgroundColor !== "rgba(0, 0, 0, 0)" &&
      Number(getComputedStyle(header).zIndex) > Number(veil.zIndex) &&
      getComputedStyle(document.body, "::after").content === "none"
    );
  });
}
type Viewport = keyof typeof VIEWPORTS;
const DESKTOPS: Viewport[] = ["tablet", "desktop"];
const ALL: Viewport[] = ["mobile", "tablet", "desktop"];
/** A session with the cookie bar already accepted (it is tested on its own below). */
const session = (viewport: Viewport, as?: "reviewer"): Promise<Session> =>
  openSession({ viewport, as, cookiesAccepted: true });

async function headerIsClean(page: Page, state: string) {
  assert.equal(await seriousAxeViolations(page, "#search-navbar"), [], `axe: ${state}`);
}

const prices = (page: Page) => page.locator("main .rv-price").allTextContents();

test.after.each(async () => resetReviewer((await testHost()).db));

/** Opens 'Show prices in' (the 9-dot menu, or the side menu on mobile) and picks a currency. */
async function choose(page: Page, viewport: Viewport, code: string) {
  if (viewport === "mobile") await page.getByRole("button", { name: "Open menu" }).click();
  else await page.getByRole("button", { name: "Main menu" }).click();
  await page.getByRole("button", { name: /Show prices in/ }).click();
  await page.getByRole("combobox", { name: "Search Show prices in" }).fill(code);
  await page.keyboard.press("Enter");
  await page.getByRole("button", { name: new RegExp(`Show prices in.*${code}`) }).waitFor();
}

async function closeMenus(page: Page, viewport: Viewport) {
  await page.keyboard.press("Escape");
  if (viewport === "mobile") await page.getByRole("dialog", { name: "Menu" }).waitFor({ state: "detached" });
}

/** Home's header and banner are in: what the layout-shift check waits for. */
async function headerAndBannerIn(page: Page, viewport: Viewport) {
  await untilPricesIn(page, "$");
  if (viewport !== "mobile") await page.getByRole("navigation", { name: "Categories" }).waitFor();
  await page.getByRole("heading", { name: "The marketplace in numbers" }).waitFor();
}

/** Home's header: its parts, where and when they show; axe-clean. */
async function homeHeader(page: Page, viewport: Viewport, as: "reviewer" | undefined) {
  const who = as ?? "guest";
  const logo = page.getByRole("link", { name: "Reviews home" });
  assert.is(await logo.getAttribute("href"), "/reviews");
  const mobile = viewport === "mobile";
  if (as) {
    assert.is(await page.getByRole("link", { name: "Sign In" }).count(), 0);
    if (!mobile) await page.getByRole("button", { name: "Account menu" }).waitFor();
  } else {
    // Signing in returns to the page it started from (here, home).
    assert.is(
      await page.getByRole("link", { name: "Sign In" }).getAttribute("href"),
      "/login?return_to=%2Freviews",
    );
  }
  if (mobile) {
    await page.getByRole("button", { name: "Open menu" }).waitFor();
    assert.is(await page.getByRole("button", { name: "Main menu" }).isVisible(), false);
  } else {
    await page.getByRole("button", { name: "Main menu" }).waitFor();
    const business = page.getByRole("link", { name: "For Businesses" });
    await business.waitFor();
    assert.is(await business.getAttribute("href"), "https://business.example.com/");
    assert.is(await business.getAttribute("target"), "_blank");
    assert.is(await business.getAttribute("rel"), "noopener noreferrer");
    const banner = page.getByRole("navigation", { name: "Categories" });
    await banner.waitFor();
    assert.is(await banner.locator(".rv-category-banner__link").count(), 6);
  }
  // The header hides its search bar on home (home has a search box of its own); on other
  // pages it is there (behind the search button on mobile).
  const header = page.locator("#search-navbar");
  assert.is(await header.getByRole("combobox", { name: "Search for product" }).count(), 0);
  assert.is(await page.getByRole("button", { name: "Open search" }).count(), 0);
  await page.getByRole("heading", { name: "Most transparent products" }).waitFor();
  await headerIsClean(page, `${viewport} ${who} home`);
}

/** 'Write a review' shows on home with the redesign flag only (a signed-in desktop home is open). */
async function writeReviewWithRedesignOnly(page: Page, url: (path: string) => string) {
  await page.getByRole("button", { name: "Account menu" }).waitFor();
  assert.is(await page.getByRole("link", { name: "Write a review" }).count(), 0);
  await page.goto(url("/reviews?redesign=1"));
  const write = page.getByRole("link", { name: "Write a review" });
  await write.waitFor();
  assert.is(await write.getAttribute("href"), "/reviews/write-review?redesign=1");
}

/** A guest's EUR in 'Show prices in' shows prices in euros and survives a reload (home is open). */
async function guestChoosesEuros(page: Page, viewport: Viewport) {
  const puts: string[] = [];
  const onRequest = (r: Request) => {
    if (r.method() === "PUT") puts.push(r.url());
  };
  page.on("request", onRequest);
  await untilPricesIn(page, "$"); // the seeded US stores sell in dollars
  const before = await prices(page);
  await choose(page, viewport, "EUR");
  await untilPricesIn(page, "€");
  assert.is((await prices(page)).length, before.length);
  const tip = page.getByRole("button", { name: "About prices in this currency" });
  await tip.hover();
  await page
    .getByRole("tooltip")
    .getByText("Prices will only be shown in this currency here.", { exact: false })
    .waitFor();
  await headerIsClean(page, `${viewport} currency chosen`);
  await closeMenus(page, viewport);
  await page.reload();
  await untilPricesIn(page, "€");
  page.off("request", onRequest);
  assert.equal(puts, [], "a guest's choice stays on the device");
}

/**
 * The reviewer's EUR is saved on the host, survives a reload and follows the reviewer to a new
 * session (new cookies, empty local storage), which the journey goes on in (home is open).
 */
async function reviewerChoosesEuros(session: Session, viewport: Viewport): Promise<Session> {
  const { page, context } = session;
  await untilPricesIn(page, "$");
  const saved = page.waitForResponse(
    (r) => r.url().endsWith("/reviews/profile/reviewers/0") && r.request().method() === "PUT",
  );
  await choose(page, viewport, "EUR");
  const response = await saved;
  assert.is(response.status(), 204);
  assert.equal(response.request().postDataJSON(), { reviewer: { rs_currency: "EUR" } });
  await untilPricesIn(page, "€");
  const { db } = await testHost();
  assert.is(reviewerCurrency(db), "EUR");
  await closeMenus(page, viewport);
  await page.reload();
  await untilPricesIn(page, "€");
  assert.equal(session.errors, []);
  await context.close();

  const later = await openSession({ viewport, as: "reviewer", cookiesAccepted: true });
  await later.page.goto(later.url("/reviews"));
  await untilPricesIn(later.page, "€");
  return later;
}

/** The side menu locks scroll, closes on outside click, Escape and a choice (a phone's home is open). */
async function sideMenu(page: Page, as: "reviewer" | undefined) {
  const burger = page.getByRole("button", { name: "Open menu" });
  await burger.click();
  const menu = page.getByRole("dialog", { name: "Menu" });
  await menu.waitFor();
  const locked = () => page.evaluate(() => getComputedStyle(document.documentElement).overflow === "hidden");
  assert.ok(await locked(), "page scroll locked");
  assert.is(await menu.getByRole("link", { name: "Home" }).getAttribute("aria-current"), "page");
  const main = menu.getByRole("navigation", { name: "Main" });
  const expected = [
    "Home",
    "Product categories",
    "Find stores",
    "Find people",
    "How it works",
    "For Businesses",
  ];
  assert.equal(await main.getByRole("link").allTextContents(), expected);
  if (as) {
    const account = menu.getByRole("button", { name: /My Account/ });
    assert.is(await account.getAttribute("aria-expanded"), "false");
    await account.click();
    assert.equal(await menu.getByRole("link", { name: /My Profile|Following|Feed/ }).allTextContents(), [
      "My Profile",
      "Following",
      "Feed",
    ]);
    await menu.getByRole("button", { name: "Sign out" }).waitFor();
  } else {
    assert.is(await menu.getByRole("link", { name: "Sign In" }).getAttribute("href"), "/login");
  }
  await headerIsClean(page, `mobile ${as ?? "guest"} side menu open`);
  await menu.getByRole("button", { name: /Show prices in/ }).click();
  await page.getByRole("listbox").waitFor();
  await page.keyboard.press("Escape");
  await page.getByRole("listbox").waitFor({ state: "detached" });
  assert.ok(await menu.isVisible(), "Escape in the dropdown leaves the side menu open");
  assert.ok(await locked());

  await page.keyboard.press("Escape");
  await menu.waitFor({ state: "detached" });
  assert.not.ok(await locked(), "scroll unlocked");
  assert.ok(await burger.evaluate((el) => el === document.activeElement), "focus back on the menu button");

  await burger.click();
  await menu.waitFor();
  await page.mouse.click(VIEWPORTS.mobile.width - 8, 400); // on the overlay, outside the menu
  await menu.waitFor({ state: "detached" });

  await burger.click();
  await menu.getByRole("link", { name: "Find stores" }).click();
  await page.waitForURL((u) => u.pathname === "/reviews/store_search");
  await menu.waitFor({ state: "detached" });
  assert.not.ok(await locked());
}

/** The 9-dot menu by mouse and by keyboard (a desktop page other than home is open: Find people). */
async function nineDotMenu(page: Page, viewport: Viewport) {
  const button = page.getByRole("button", { name: "Main menu" });
  await button.click();
  const menu = page.getByRole("navigation", { name: "Main menu" });
  await menu.waitFor();
  assert.equal(await menu.getByRole("link").allTextContents(), [
    "Home",
    "Product categories",
    "Find stores",
    "Find people",
    "How it works",
  ]);
  assert.is(await menu.getByRole("link", { name: "Find people" }).getAttribute("aria-current"), "page");
  assert.is(await button.getAttribute("aria-expanded"), "true");
  await headerIsClean(page, `${viewport} 9-dot open`);
  // Escape in the currency dropdown closes only the dropdown.
  await page.getByRole("button", { name: /Show prices in/ }).click();
  await page.getByRole("listbox").waitFor();
  await headerIsClean(page, `${viewport} currency dropdown open`);
  await page.keyboard.press("Escape");
  await page.getByRole("listbox").waitFor({ state: "detached" });
  assert.ok(await menu.isVisible(), "the 9-dot menu stays open");
  await page.mouse.click(20, 500); // outside
  await menu.waitFor({ state: "detached" });

  await button.focus();
  await page.keyboard.press("Enter");
  const first = menu.getByRole("link", { name: "Home" });
  await first.waitFor();
  assert.ok(await first.evaluate((el) => el === document.activeElement), "focus moves to the first item");
  await page.keyboard.press("ArrowDown");
  assert.ok(
    await menu
      .getByRole("link", { name: "Product categories" })
      .evaluate((el) => el === document.activeElement),
  );
  await page.keyboard.press("Escape");
  await menu.waitFor({ state: "detached" });
  assert.ok(await button.evaluate((el) => el === document.activeElement), "focus returns to the button");
  await page.keyboard.press("ArrowUp");
  await menu.getByRole("link", { name: "How it works" }).waitFor();
  assert.ok(
    await menu.getByRole("link", { name: "How it works" }).evaluate((el) => el === document.activeElement),
  );
  await page.keyboard.press("Enter");
  await page.waitForURL((u) => u.pathname === "/reviews/how-it-works");
  await menu.waitFor({ state: "detached" });
}

/** The avatar menu by mouse and by keyboard (a signed-in desktop page is open: Find people). */
async function avatarMenu(page: Page, viewport: Viewport) {
  const button = page.getByRole("button", { name: "Account menu" });
  await page.locator(".rv-navbar__avatar .rv-avatar__image").waitFor();
  await button.click();
  const menu = page.getByRole("menu");
  await menu.waitFor();
  const items = menu.getByRole("menuitem");
  assert.equal(await items.allTextContents(), ["My Profile", "Following", "Feed", "Sign out"]);
  assert.equal(await items.evaluateAll((links) => links.map((a) => a.getAttribute("href"))), [
    "/profile",
    "/reviews/following",
    "/reviews/feed",
    null,
  ]);
  // Sign out is a form's button, posting to /logout (test/browser/auth.test.ts signs out with it)
  assert.is(await items.last().evaluate((b) => b.closest("form")?.getAttribute("action")), "/logout");
  await headerIsClean(page, `${viewport} avatar menu open`);
  await button.click();
  await menu.waitFor({ state: "detached" });

  await button.focus();
  await page.keyboard.press("ArrowDown");
  await menu.waitFor();
  assert.ok(await items.first().evaluate((el) => el === document.activeElement));
  await page.keyboard.press("ArrowUp");
  assert.ok(await items.last().evaluate((el) => el === document.activeElement), "wraps to Sign out");
  await page.keyboard.press("Escape");
  await menu.waitFor({ state: "detached" });
  assert.ok(await button.evaluate((el) => el === document.activeElement));
  await button.click();
  await items.nth(1).click();
  await page.waitForURL((u) => u.pathname === "/reviews/following");
  await menu.waitFor({ state: "detached" });
}

/** The phone's search header opens over the bar with the search box focused, and closes (Find people is open). */
async function searchHeader(page: Page) {
  const open = page.getByRole("button", { name: "Open search" });
  await open.click();
  const box = page.getByRole("combobox", { name: "Search for product" });
  await box.waitFor();
  await untilInPage(page, () => document.activeElement?.getAttribute("aria-label") === "Search for product");
  assert.not.ok(
    await page.getByRole("link", { name: "Reviews home" }).isVisible(),
    "the search header covers the bar",
  );
  await headerIsClean(page, "mobile search header");
  await page.getByRole("button", { name: "Close search" }).click();
  await box.waitFor({ state: "hidden" });
  // The focus goes back to the button in the frame after the header closes.
  await untilInPage(page, () => document.activeElement?.getAttribute("aria-label") === "Open search");
  assert.ok(await open.evaluate((el) => el === document.activeElement));
}

/** The cookie bar hides after its button is clicked (a page showing it is open). */
async function acceptCookies(page: Page) {
  const bar = page.getByRole("region", { name: "Cookies" });
  await bar.waitFor();
  assert.equal(await seriousAxeViolations(page, ".rv-cookie-bar"), []);
  await bar.getByRole("button", { name: "Accept cookies" }).click();
  await bar.waitFor({ state: "detached" });
}

// One journey per width and account, over home, Find people and the feed: what each page's header
// shows, and on them what the header opens, with a choice of currency (each part a function above).
for (const viewport of ALL) {
  for (const as of [undefined, "reviewer"] as const) {
    const who = as ?? "guest";
    const mobile = viewport === "mobile";
    const parts = [
      "the header's parts, where and when they show; axe-clean",
      as && "no layout shift while the header and the banner load",
      as && viewport === "desktop" && "'Write a review' with the redesign flag only",
      !as && "EUR in 'Show prices in' shows prices in euros and survives a reload",
      as && viewport !== "tablet" && "EUR is saved on the host and follows the reviewer to a new session",
      mobile && "the side menu locks scroll, closes on outside click, Escape and a choice",
      mobile && !as && "the search header opens over the bar with the search box focused, and closes",
      mobile && !as && "the cookie bar hides after its button is clicked and stays hidden after a reload",
      !mobile && !as && "the 9-dot menu by mouse and by keyboard",
      !mobile && as && "the avatar menu by mouse and by keyboard",
    ].filter(Boolean);
    test(`${viewport} ${who}: ${parts.join("; ")}`, async () => {
      // The phone's guest meets the cookie bar (every other journey has accepted cookies).
      const cookieBar = mobile && !as;
      // A reviewer's page is watched for shifts, which pictures would make.
      const pictures = Boolean(as);
      let session = await openSession({ viewport, as, cookiesAccepted: !cookieBar, pictures });
      if (as) await watchShifts(session.page);
      await session.page.goto(session.url("/reviews"));
      const bar = session.page.getByRole("region", { name: "Cookies" });
      if (cookieBar) await acceptCookies(session.page);
      if (as) {
        // The header and the banner keep their place on home: no layout shift while they load.
        await headerAndBannerIn(session.page, viewport);
        await noLayoutShift(session.page, viewport);
      }
      await homeHeader(session.page, viewport, as);
      if (!as) await guestChoosesEuros(session.page, viewport);
      if (cookieBar) {
        // Accepted, the bar stays hidden after a reload (the euros' own).
        await reachFooter(session.page);
        assert.is(await bar.count(), 0);
      }
      if (as && viewport !== "tablet") session = await reviewerChoosesEuros(session, viewport);
      const { page, url, context, errors } = session;
      if (as && viewport === "desktop") await writeReviewWithRedesignOnly(page, url);
      if (mobile) {
        if (page.url() !== url("/reviews")) await page.goto(url("/reviews"));
        await sideMenu(page, as);
      }

      await page.goto(url("/reviews/people"));
      if (mobile) await page.getByRole("button", { name: "Open search" }).waitFor();
      else await page.getByRole("combobox", { name: "Search for product" }).waitFor();
      if (mobile && !as) await searchHeader(page);
      if (!mobile && !as) await nineDotMenu(page, viewport);
      if (!mobile && as) await avatarMenu(page, viewport);

      await page.goto(url("/reviews/feed"));
      await page.getByRole("heading", { level: 1 }).waitFor();
      const feedSearch = mobile
        ? page.getByRole("button", { name: "Open search" })
        : page.getByRole("combobox", { name: "Search for product" });
      assert.is(await feedSearch.count(), as ? 1 : 0, "the feed shows search to reviewers only");
      assert.equal(errors, []);
      await context.close();
    });
  }
}

/**
 * The footer: policy pages served by the host, social links, back to top; the header works there
 * (a desktop page is open).
 */
async function footerLinks(page: Page) {
  const footer = await reachFooter(page);
  const policies = footer.getByRole("navigation", { name: "Policies" }).getByRole("link");
  assert.equal(await policies.allTextContents(), [
    "Terms of Service",
    "Privacy Policy",
    "Authenticity",
    "Compliance",
    "Content Policy",
  ]);
  for (const a of await footer.getByRole("list", { name: "Follow us" }).getByRole("link").all()) {
    assert.match((await a.getAttribute("href")) ?? "", /^https:\/\//);
    assert.is(await a.getAttribute("rel"), "noopener noreferrer");
  }
  assert.equal(await seriousAxeViolations(page, "#site-footer"), []);

  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await untilInPage(page, () => window.scrollY > 0);
  await footer.getByRole("button", { name: "Back to top" }).click();
  await untilInPage(page, () => window.scrollY === 0);

  await footer.getByRole("link", { name: "Content Policy" }).click();
  await page.waitForURL((u) => u.pathname === "/content-policy");
  await page.getByRole("heading", { level: 1, name: "Content Policy" }).waitFor();
  await reachFooter(page);
  assert.ok(
    await page.locator("main[data-static] article.rv-policy-page").isVisible(),
    "the host's content stays",
  );
  await page.getByRole("button", { name: "Main menu" }).click();
  await page
    .getByRole("navigation", { name: "Main menu" })
    .getByRole("link", { name: "Find stores" })
    .click();
  await page.waitForURL((u) => u.pathname === "/reviews/store_search");
  await page.getByRole("heading", { level: 1, name: "Find stores" }).waitFor();
}

for (const viewport of DESKTOPS) {
  test(`${viewport}: the mega-menu opens on hover with 'All {category}' and closes 500 ms after leaving${viewport === "desktop" ? "; on the category page its link opens, the footer: policy pages served by the host, social links, back to top; the header works there" : ""}`, async () => {
    const { page, url, context } = await session(viewport);
    // The page's time runs as it does until the pointer leaves the menu; then it stands still, and
    // the menu's 500 ms are counted in it by the test, however busy the machine.
    const installed = Date.now();
    await page.clock.install({ time: installed });
    await page.goto(url("/reviews/trust"));
    const electronics = page.getByRole("link", { name: "Electronics", exact: true });
    await electronics.hover();
    const all = page.getByRole("link", { name: "All Electronics" });
    await all.waitFor();
    assert.is(await electronics.getAttribute("aria-expanded"), "true");
    assert.ok(await pageDimmed(page), "the page dims under the header");
    assert.ok(
      (await page.locator(".rv-mega-menu__seconds > li > a").count()) > 1,
      "second level on the left",
    );
    assert.ok(
      (await page.locator(".rv-mega-menu__seconds .rv-mega-menu__columns a").count()) > 0,
      "third level",
    );
    await page.locator(".rv-mega-menu__image").waitFor();
    await headerIsClean(page, `${viewport} mega-menu open`);

    // A second level with children becomes active when hovered.
    const second = page.locator(".rv-mega-menu__seconds > li > a").nth(1);
    await second.hover();
    await page
      .locator(".rv-mega-menu__seconds > li.rv-is-active > a")
      .filter({ hasText: await second.innerText() })
      .waitFor();

    // Paused at a moment far enough ahead that the page's time cannot have passed it yet (the
    // test gives up on any step after 10 s); the jump fires what was due meanwhile, the pointer
    // has not left yet.
    await page.clock.pauseAt(installed + 10 * 60_000);
    await page.mouse.move(10, VIEWPORTS[viewport].height - 10);
    await page.clock.runFor(499);
    assert.ok(await all.isVisible(), "still open 499 ms after the pointer left");
    await page.clock.runFor(1);
    await all.waitFor({ state: "detached" });
    await page.clock.resume();
    assert.not.ok(await pageDimmed(page));

    // bar_flat_view: no left column.
    await page.getByRole("link", { name: "Toys & Games", exact: true }).hover();
    await page.getByRole("link", { name: "All Toys & Games" }).waitFor();
    assert.is(await page.locator(".rv-mega-menu__seconds").count(), 0);
    assert.ok((await page.locator(".rv-mega-menu--flat .rv-mega-menu__heading").count()) >= 3);
    await page.mouse.move(10, VIEWPORTS[viewport].height - 10);
    await page.getByRole("link", { name: "All Toys & Games" }).waitFor({ state: "detached" });

    // Keyboard: focus alone leaves it closed; ArrowDown opens it and moves into it; Escape
    // closes it and keeps focus on the category.
    await page.getByRole("link", { name: "Fashion", exact: true }).focus();
    await page.keyboard.press("Tab");
    assert.is(await page.locator(".rv-mega-menu").count(), 0, "focus does not open a panel");
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("ArrowDown");
    await page.getByRole("link", { name: "All Fashion" }).waitFor();
    await untilInPage(page, () => !!document.activeElement?.closest(".rv-mega-menu"));
    await page.keyboard.press("Escape");
    await page.getByRole("link", { name: "All Fashion" }).waitFor({ state: "detached" });
    assert.ok(
      await page
        .getByRole("link", { name: "Fashion", exact: true })
        .evaluate((el) => el === document.activeElement),
    );

    // Opened by the keys under a resting pointer, the panel keeps the focused second level open:
    // the one that appears under the pointer does not take over.
    await page.getByRole("link", { name: "Fashion", exact: true }).hover();
    const third = await page.locator(".rv-mega-menu__seconds > li > a").nth(2).boundingBox();
    assert.ok(third, "a third second level");
    await page.mouse.move(10, VIEWPORTS[viewport].height - 10);
    await page.getByRole("link", { name: "All Fashion" }).waitFor({ state: "detached" });
    await page.mouse.move(third.x + 10, third.y + third.height / 2);
    await page.getByRole("link", { name: "Fashion", exact: true }).focus();
    await page.keyboard.press("ArrowDown");
    await untilInPage(page, () => !!document.activeElement?.closest(".rv-mega-menu"));
    await twoFrames(page);
    assert.is(
      await page.locator(".rv-mega-menu__seconds > li.rv-is-active > a").innerText(),
      await page.evaluate(() => document.activeElement?.textContent),
      "the focused second level is the open one",
    );
    await page.keyboard.press("Escape");

    // Following a link in the panel goes to the category page, where the banner is hidden.
    await electronics.hover();
    await all.click();
    await page.waitForURL((u) => u.pathname.startsWith("/reviews/categories/"));
    await page.getByRole("navigation", { name: "Categories" }).waitFor({ state: "detached" });
    if (viewport === "desktop") await footerLinks(page);
    await context.close();
  });
}

test.run();
