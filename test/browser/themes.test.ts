// The shop's own look (docs/theme.md): app_meta's dark scheme and a shop's theme and font, on the
// integrator's page (fixtures/host/integrator/: its `dark` and `themed` switches), rendered by the
// render service and adopted as they came; the scheme a host switches at run time on its roots;
// "auto" following the visitor's preference; a theme value that is not a colour or a length left
// out and named once. And the screens in each look at 375, 800 and 1280 px: axe-clean (contrast
// included) and without the looking test's defects (support/screens/screen-defects.ts).
import type { Page } from "playwright-core";
import sharp from "sharp";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { SHOP_THEME } from "../../fixtures/host/integrator/page";
import { GRID_PATH } from "../../fixtures/host/integrator/shop-pages";
import { INTEGRATOR_HOST, type Switch } from "../../fixtures/host/integrator/switches";
import { whenAdopted } from "../support/browsers/adoption";
import {
  openScriptlessPage,
  openSession,
  type Session,
  seriousAxeViolations,
  VIEWPORTS,
} from "../support/browsers/chromium";
import { editHtml } from "../support/browsers/edited-html";
import { readPage } from "../support/browsers/read-page";
import { resizeTo } from "../support/browsers/resize";
import { untilInPage } from "../support/browsers/until-in-page";
import { heaviestProductPath, heaviestStorePath } from "../support/data/heaviest-pages";
import { reviewerSlug } from "../support/data/seeded-queries";
import { integratorUrl, missingRenderedRoots, nextDocumentHtml } from "../support/hosts/integrator";
import { testHost } from "../support/hosts/test-host";
import { setHostColorScheme } from "../support/pages/color-scheme";
import { screenDefects } from "../support/screens/screen-defects";
import { SCREEN_SIZES } from "../support/screens/screen-widths";

const test = suite("themes");

/** The colours the widget paints now: its page's background, its text, a primary button's. */
const painted = (page: Page) =>
  page.evaluate(() =>
    Object.fromEntries(
      (
        [
          ["page", "main .rv-page", "backgroundColor"],
          ["text", "main .rv-root", "color"],
          ["header", "#search-navbar .rv-navbar", "backgroundColor"],
        ] as const
      ).map(([name, selector, property]) => [
        name,
        getComputedStyle(document.querySelector(selector) as Element)[property],
      ]),
    ),
  );

const LIGHT = { page: "rgb(245, 246, 248)", text: "rgb(17, 24, 39)", header: "rgb(255, 255, 255)" };
const DARK = { page: "rgb(17, 24, 39)", text: "rgb(229, 231, 235)", header: "rgb(31, 41, 55)" };

test("app_meta's dark scheme: the render service's roots carry it before any script runs, and the page is dark from its first paint, adopted as it came", async () => {
  const session = await openSession();
  const { page, errors } = session;
  try {
    const html = nextDocumentHtml(page);
    await page.goto(integratorUrl(session, ["ssr", "dark"], "/reviews"));
    const sent = await html;
    assert.equal(missingRenderedRoots(sent), []);
    assert.match(sent, /<main id="main"><div class="rv-root"[^>]*data-rv-color-scheme="dark"/);
    assert.match(sent, /<div id="search-navbar"><div class="rv-root"[^>]*data-rv-color-scheme="dark"/);
    await whenAdopted(page);
    assert.equal(await painted(page), DARK);
    assert.equal(errors, []);
  } finally {
    await session.context.close();
  }
});

test("the host switches the scheme on its roots at run time, over app_meta's, without a reload; 'auto' follows the visitor's preference as it changes", async () => {
  const session = await openSession();
  const { page, errors } = session;
  try {
    await readPage(page, integratorUrl(session, ["dark"], "/reviews/search?q=kettle"));
    await page.locator("main .rv-page").waitFor();
    assert.equal(await painted(page), DARK, "app_meta's dark");
    // A mark on the page: gone if the page were loaded again.
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    await setHostColorScheme(page, "light");
    assert.equal(await painted(page), LIGHT, "the host's light over app_meta's dark");
    await page.emulateMedia({ colorScheme: "dark" });
    await setHostColorScheme(page, "auto");
    assert.equal(await painted(page), DARK, "auto, the visitor preferring dark");
    await page.emulateMedia({ colorScheme: "light" });
    assert.equal(await painted(page), LIGHT, "auto, the visitor now preferring light");
    await setHostColorScheme(page, null);
    assert.equal(await painted(page), DARK, "app_meta's again");
    assert.ok(await page.evaluate(() => "samePage" in window), "no reload");
    assert.equal(errors, []);
  } finally {
    await session.context.close();
  }
});

test("a shop's theme and font from app_meta: its accent on the primary buttons, its radius on the cards, its page colour and its font family, on a page the service rendered without a style attribute", async () => {
  const session = await openSession();
  const { page, errors } = session;
  try {
    const html = nextDocumentHtml(page);
    await page.goto(integratorUrl(session, ["ssr", "themed"], "/reviews/search?q=kettle"));
    const sent = await html;
    // No style attribute in the HTML (a strict style-src ignores it): the theme goes in through the CSSOM.
    assert.match(sent, /<main id="main"><div class="rv-root"/);
    assert.not.match(sent, /<[^>]+\sstyle=/);
    await whenAdopted(page);
    const signIn = await page
      .getByRole("link", { name: "Sign In", exact: true })
      .first()
      .evaluate((link) => getComputedStyle(link).backgroundColor);
    const look = await page.evaluate(() => {
      const [card, screen, root] = [".rv-product-card", "main .rv-page", "main .rv-root"].map((selector) =>
        getComputedStyle(document.querySelector(selector) as Element),
      ) as CSSStyleDeclaration[];
      return {
        cardRadius: card?.borderTopLeftRadius,
        page: screen?.backgroundColor,
        font: root?.fontFamily,
        shopFont: getComputedStyle(document.body).fontFamily,
      };
    });
    assert.is(signIn, "rgb(154, 52, 18)", "the accent");
    assert.equal(look, {
      cardRadius: SHOP_THEME.radius,
      page: "rgb(251, 246, 239)",
      font: look.shopFont,
      shopFont: 'Georgia, "Times New Roman", serif',
    });
    assert.equal(errors, []);
  } finally {
    await session.context.close();
  }
});

test("a host's own rule on .rv-root sets a theme property, though its stylesheet comes before the widget's", async () => {
  const session = await openSession();
  const { page, errors } = session;
  try {
    // A stylesheet of the host's own origin, as its strict style-src allows (an inline <style> it refuses).
    await page.route("**/host-theme.css", (route) =>
      route.fulfill({
        contentType: "text/css",
        body: ".rv-root { --rv-accent: rgb(1, 2, 3); --rv-radius: 3px }",
      }),
    );
    await editHtml(page, "**/reviews/medals", (html) =>
      html.replace("<head>", '<head><link rel="stylesheet" href="/host-theme.css">'),
    );
    await readPage(page, session.url("/reviews/medals"));
    const painted = await page.evaluate(() => [
      getComputedStyle(document.querySelector("#search-navbar .rv-root a[href^='/login']") as Element)
        .backgroundColor,
      getComputedStyle(document.querySelector(".rv-medal-tier") as Element).borderTopLeftRadius,
    ]);
    assert.equal(painted, ["rgb(1, 2, 3)", "3px"], "the Sign In button's colour, a medal tier's corners");
    assert.equal(errors, []);
  } finally {
    await session.context.close();
  }
});

test("theme values that are not a colour or a length are left out, never written into the page, and named once in the console; the valid ones apply", async () => {
  const session = await openSession({ browserRendered: true });
  const { page, warnings, errors } = session;
  try {
    const theme = {
      accent: "#c2410c",
      "text-muted": "red;} body{display:none",
      radius: "url(x)",
      line: "12px",
    };
    await editHtml(page, "**/reviews/medals", (html) =>
      html.replace(
        /(<script id="app_meta" type="application\/json">\{)/,
        `$1"theme":${JSON.stringify(theme)},`,
      ),
    );
    await readPage(page, session.url("/reviews/medals"));
    const style = await page.locator("main > .rv-root").getAttribute("style");
    assert.is(style, "--rv-accent: #c2410c;");
    const named = warnings.filter((text) => text.includes("app_meta's theme"));
    assert.is(named.length, 1, named.join("\n"));
    for (const name of ["text-muted", "radius", "line"])
      assert.match(named[0] as string, `app_meta's theme.${name} is dropped`);
    assert.not.match(named[0] as string, "theme.accent");
    assert.ok(await page.getByRole("heading", { level: 1 }).isVisible(), "the page shows");
    assert.equal(errors, []);
  } finally {
    await session.context.close();
  }
});

/** A screen at 375 px, then 800 and 1280: the looking test's defects and axe's violations. */
async function defectsOf(
  session: Session,
  switches: Switch[],
  name: string,
  path: string,
): Promise<string[]> {
  const { page } = session;
  const found: string[] = [];
  for (const [index, size] of SCREEN_SIZES.entries()) {
    if (index === 0) {
      await page.setViewportSize(size);
      await readPage(page, integratorUrl(session, switches, path));
    } else await resizeTo(page, size);
    // axe within the widget (the shop's own header and footer are the shop's), at the phone's and
    // the laptop's widths: the tablet's shows the same parts.
    const shown = await screenDefects(page);
    if (size.width !== 800) shown.push(...(await seriousAxeViolations(page, ".rv-root")));
    for (const defect of shown) found.push(`${name} (${switches.join(".")}) at ${size.width} px: ${defect}`);
  }
  return found;
}

/** Each star row's filled share and the share its words say ("Rated 4.6 out of 5": 24 units a star, 2 of margin). */
const starShares = (page: Page) =>
  page.locator("main .rv-stars").evaluateAll((rows) =>
    rows
      .filter((row) => row.getBoundingClientRect().width > 0)
      .map((row) => {
        const rating = Number(/([\d.]+) out of 5/.exec(row.getAttribute("aria-label") ?? "")?.[1]);
        const whole = Math.floor(rating);
        const part = Math.round((rating - whole) * 10) / 10;
        return {
          rating,
          drawn:
            Number.parseFloat(getComputedStyle(row, "::before").width) / row.getBoundingClientRect().width,
          said: (whole * 24 + (part > 0 ? 2 + part * 20 : 0)) / 120,
        };
      }),
  );

/** Each histogram bar's painted share (its pixels of another colour than its track's, mid-height) and its count's. */
async function barShares(page: Page) {
  const bars = page.locator("main progress.rv-histogram__bar");
  const shares: { painted: number; counted: number }[] = [];
  for (const bar of await bars.all()) {
    const { value, max, track } = await bar.evaluate((element) => ({
      value: (element as HTMLProgressElement).value,
      max: (element as HTMLProgressElement).max,
      track: getComputedStyle(element).backgroundColor.match(/\d+/g)?.map(Number) ?? [],
    }));
    const { data, info } = await sharp(await bar.screenshot())
      .raw()
      .toBuffer({ resolveWithObject: true });
    const row = Math.floor(info.height / 2) * info.width * info.channels;
    let filled = 0;
    for (let x = 0; x < info.width; x++) {
      const at = row + x * info.channels;
      const distance = [0, 1, 2].reduce((sum, c) => sum + Math.abs((data[at + c] ?? 0) - (track[c] ?? 0)), 0);
      if (distance > 60) filled++;
    }
    shares.push({ painted: filled / info.width, counted: value / max });
  }
  return shares;
}

/** The policy violations a page reports, from before its first script. */
const violationsOf = (page: Page) =>
  page.evaluate(() => (window as unknown as { policyViolations?: string[] }).policyViolations ?? []);

/**
 * A shop's themed grid and product page as they paint: the colours of their badges' and reviews'
 * stars, and their reviews' root's accent and page colour.
 */
const themedLook = (page: Page) =>
  page.evaluate(() => {
    const fills = document.querySelectorAll(
      "[data-reviews-badge] .rv-stars, [data-reviews-product] .rv-stars",
    );
    const root = document.querySelector("[data-reviews-product] > .rv-root");
    return {
      stars: [...new Set([...fills].map((row) => getComputedStyle(row, "::before").backgroundColor))],
      accent: root && getComputedStyle(root).getPropertyValue("--rv-accent"),
      surfacePage: root && getComputedStyle(root).getPropertyValue("--rv-surface-page"),
    };
  });

test("under the host's style-src 'self': the heaviest product's stars and histogram bars and a profile's avatar drawn to their widths by the HTML alone and once adopted, a shop's themed badges and reviews in its theme by the HTML and its stylesheet alone and once adopted, and no policy violation", async () => {
  const { db, url } = await testHost();
  const product = heaviestProductPath(db);
  const profile = `/reviews/profile/${encodeURIComponent(reviewerSlug(db))}`;
  const checkWidths = async (page: Page, how: string) => {
    const stars = await starShares(page);
    assert.ok(stars.length > 5, `${how}: star rows`);
    for (const { rating, drawn, said } of stars)
      assert.ok(Math.abs(drawn - said) < 0.005, `${how}: ${rating} fills ${drawn}, not ${said}`);
    const bars = await barShares(page);
    assert.is(bars.length, 5, `${how}: a bar a rating`);
    assert.ok(
      bars.some(({ counted }) => counted > 0.1 && counted < 0.9),
      `${how}: a bar partly filled`,
    );
    for (const { painted, counted } of bars)
      assert.ok(Math.abs(painted - counted) < 0.03, `${how}: a bar painted ${painted} for ${counted}`);
  };
  const avatarBox = (page: Page) => page.locator(".rv-avatar--72").boundingBox();
  const star = "rgb(217, 119, 6)";
  assert.is(SHOP_THEME.star, "#d97706");

  // The HTML alone, as it paints before any script (and under a policy that ignores style attributes).
  const scriptless = await openScriptlessPage();
  try {
    const answer = await scriptless.page.goto(scriptless.url(product));
    assert.match((await answer?.allHeaders())?.["content-security-policy"] ?? "", "style-src 'self';");
    await checkWidths(scriptless.page, "the HTML");
    await scriptless.page.goto(scriptless.url(profile));
    const box = await avatarBox(scriptless.page);
    assert.equal([box?.width, box?.height], [72, 72], "the profile's avatar");
  } finally {
    await scriptless.close();
  }
  // A shop's own grid and product page in its theme, by their HTML and the theme's stylesheet of
  // the shop's origin alone (the badges and the reviews rendered by the service without it).
  const shop = await openScriptlessPage({
    url: url.replace("127.0.0.1", ["ssr", "themed", INTEGRATOR_HOST].join(".")),
  });
  try {
    const answer = await shop.page.goto(shop.url(GRID_PATH));
    assert.match((await answer?.allHeaders())?.["content-security-policy"] ?? "", "style-src 'self';");
    const grid = await themedLook(shop.page);
    assert.equal(grid.stars, [star], "the grid's stars, before any script");
    await shop.page.goto(shop.url(`${GRID_PATH}/8000000001`));
    assert.equal(
      await themedLook(shop.page),
      { stars: [star], accent: SHOP_THEME.accent, surfacePage: SHOP_THEME["surface-page"] },
      "the product page's reviews, before any script",
    );
  } finally {
    await shop.close();
  }

  const session = await openSession({ cookiesAccepted: true, pictures: true });
  const { page } = session;
  try {
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { policyViolations: string[] }).policyViolations = seen;
      document.addEventListener("securitypolicyviolation", (event) =>
        seen.push(`${event.violatedDirective}: ${event.sample || event.blockedURI}`),
      );
    });
    await page.goto(session.url(product));
    await whenAdopted(page);
    await checkWidths(page, "adopted");
    assert.equal(await violationsOf(page), []);
    await page.goto(session.url(profile));
    await whenAdopted(page);
    assert.equal((await avatarBox(page))?.width, 72);
    assert.equal(await violationsOf(page), []);

    // The same once adopted: the script sets the theme through the CSSOM as well.
    await page.goto(integratorUrl(session, ["ssr", "themed"], GRID_PATH));
    await untilInPage(
      page,
      (colour) =>
        [...document.querySelectorAll("[data-reviews-badge] .rv-stars")].every(
          (row) => getComputedStyle(row, "::before").backgroundColor === colour,
        ),
      star,
    );
    assert.equal(await violationsOf(page), []);
    await page.goto(integratorUrl(session, ["ssr", "themed"], `${GRID_PATH}/8000000001`));
    await page.locator("[data-reviews-product]").scrollIntoViewIfNeeded();
    await whenAdopted(page);
    assert.equal(await themedLook(page), {
      stars: [star],
      accent: SHOP_THEME.accent,
      surfacePage: SHOP_THEME["surface-page"],
    });
    assert.equal(await violationsOf(page), []);
    assert.equal(session.errors, []);
  } finally {
    await session.context.close();
  }
});

/** The shop's product page's look: its body's and its reviews' font family and background, their summary's, a badge's font. */
const shopPageLook = (page: Page) =>
  page.evaluate(() => {
    const [body, root, summary] = [
      "body",
      "[data-reviews-product]>.rv-root",
      "[data-reviews-product] .rv-reviews-summary",
    ].map((selector) => getComputedStyle(document.querySelector(selector) as Element));
    return {
      shopFont: body?.fontFamily,
      reviewsFont: root?.fontFamily,
      reviewsBackground: root?.backgroundColor,
      summaryBackground: summary?.backgroundColor,
    };
  });

test('a shop\'s own pages in the shop\'s look by default: its reviews and badges in its font family over its background (no summary slab), axe-clean with contrast on the cream, serif shop and the dark one at 375 and 1280 px; "font": "own" keeps the widget\'s font and panel', async () => {
  const session = await openSession({ cookiesAccepted: true, pictures: true });
  const { page } = session;
  const product = `${GRID_PATH}/8000000001`;
  const none = "rgba(0, 0, 0, 0)";
  try {
    for (const look of ["themed", "dark"] as const) {
      await page.setViewportSize(VIEWPORTS.desktop);
      await page.goto(integratorUrl(session, ["ssr", look], GRID_PATH));
      const badgeFont = await page
        .locator("[data-reviews-badge] .rv-badge")
        .first()
        .evaluate((badge) => [
          getComputedStyle(badge).fontFamily,
          getComputedStyle(document.body).fontFamily,
        ]);
      assert.is(badgeFont[0], badgeFont[1], `${look}: a badge in the shop's font`);
      await page.goto(integratorUrl(session, ["ssr", look], product));
      await page.locator("[data-reviews-product]").scrollIntoViewIfNeeded();
      await whenAdopted(page);
      const seen = await shopPageLook(page);
      assert.equal(
        seen,
        { ...seen, reviewsFont: seen.shopFont, reviewsBackground: none, summaryBackground: none },
        look,
      );
      assert.not.match(seen.reviewsFont ?? "", "system-ui", `${look}: not the widget's own font`);
      for (const viewport of ["desktop", "mobile"] as const) {
        await page.setViewportSize(VIEWPORTS[viewport]);
        assert.equal(
          await seriousAxeViolations(page, "[data-reviews-product]"),
          [],
          `${look} at ${viewport}`,
        );
      }
    }

    // "font": "own" in the shop's settings: the widget's own font, and its summary a panel.
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.goto(integratorUrl(session, ["ssr", "themed", "own"], product));
    await page.locator("[data-reviews-product]").scrollIntoViewIfNeeded();
    await whenAdopted(page);
    const own = await shopPageLook(page);
    assert.is.not(own.reviewsFont, own.shopFont, "the widget's own font");
    assert.match(own.reviewsFont ?? "", "system-ui");
    assert.is(own.summaryBackground, "rgb(255, 255, 255)", "its summary a panel of its own");
    assert.equal(session.errors, []);
  } finally {
    await session.context.close();
  }
});

test("home, search, the heaviest product and the heaviest store in the dark scheme and in a shop's theme, at 375, 800 and 1280 px: none of the looking test's defects, and axe-clean at 375 and 1280 px, contrast included", async () => {
  const { db } = await testHost();
  const session = await openSession({ cookiesAccepted: true, pictures: true });
  try {
    const screens = {
      home: "/reviews",
      search: "/reviews/search?q=kettle",
      product: heaviestProductPath(db),
      store: heaviestStorePath(db),
    };
    const defects: string[] = [];
    // Under Bootstrap, which gives the shop's own header its look (dark under data-bs-theme="dark").
    for (const switches of [
      ["dark", "bootstrap"],
      ["themed", "bootstrap"],
    ] as Switch[][])
      for (const [name, path] of Object.entries(screens))
        defects.push(...(await defectsOf(session, switches, name, path)));
    assert.ok(defects.length === 0, `${defects.length} defects:\n${defects.join("\n")}`);
    assert.equal(session.errors, []);
  } finally {
    await session.context.close();
  }
});

test.run();
