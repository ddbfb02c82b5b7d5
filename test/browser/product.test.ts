// The product page: reviews widget against the host's data, URL-driven review controls, the media
// gallery (with injected failures), search-engine tags, literal user content, not-found, clicks.
import type { Page } from "playwright-core";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { MEDAL_LABELS, medalTier, scorePoints } from "../../src/lib/medals";
import { openSession, seriousAxeViolations, VIEWPORTS } from "../support/browsers/chromium";
import { untilInPage } from "../support/browsers/until-in-page";
import { EXTERNAL_CLIP, HOSTED_CLIP } from "../support/components/clip-fixture";
import { reviewerSlug } from "../support/data/seeded-queries";
import { testDb, testHost } from "../support/hosts/test-host";
import { screenDefects } from "../support/screens/screen-defects";
import { reviewsMatching } from "../support/search/fts-oracle";

const test = suite("product page");

const PRODUCT = "/reviews/stores/lucky-gear/products/lucky-vintage-aquarium-kit-oak";
const GALLERY_ERROR = "Something went wrong, please try again later or contact our customer support";

async function productRow() {
  return (await testDb())
    .prepare("SELECT p.*, s.name shop_name FROM products p JOIN shops s ON s.id = p.shop_id WHERE p.id = 1")
    .get() as {
    id: number;
    encoded_id: string;
    reviews_count: number;
    average_rating: number;
    transparency_score: number;
    authenticity_score: number;
  };
}

async function count(sql: string, ...params: unknown[]): Promise<number> {
  return ((await testDb()).prepare(sql).get(...params) as { n: number }).n;
}

const VISIBLE = "published = 1 AND deleted = 0";
const status = (page: import("playwright-core").Page) => page.locator(".rv-reviews__status");

test("a shopper opens a product from its store; histogram, scores and medal tiers match the host; leaving for the store records the click with the reviewer journey", async () => {
  const { page, url, context, errors } = await openSession();
  await page.goto(url("/reviews/stores/lucky-gear"));
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.getByRole("link", { name: "Lucky Vintage Aquarium Kit – Oak" }).first().click();
  await page.waitForURL((u) => u.pathname === PRODUCT);
  await page.getByRole("heading", { level: 1, name: "Lucky Vintage Aquarium Kit – Oak" }).waitFor();
  assert.is(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument), true);

  const product = await productRow();
  const histogram = page.getByRole("list", { name: "Reviews by rating" });
  await histogram.waitFor();
  for (const rating of [1, 2, 3, 4, 5]) {
    const n = await count(
      `SELECT count(*) n FROM reviews WHERE product_id = 1 AND rating = ? AND ${VISIBLE}`,
      rating,
    );
    const label = rating === 1 ? "1 star" : `${rating} stars`;
    await histogram.getByRole("link", { name: `${label} ${n} reviews` }).waitFor();
  }
  await page.getByText(`${product.reviews_count} reviews`, { exact: true }).waitFor();
  await page
    .getByRole("img", { name: `Rated ${Math.round(product.average_rating * 10) / 10} out of 5` })
    .first()
    .waitFor();
  const scores = page.getByRole("list", { name: "Scores" });
  for (const [kind, score] of [
    ["Transparency", product.transparency_score],
    ["Authenticity", product.authenticity_score],
  ] as const) {
    const tier = medalTier(score);
    const text = `${tier ? MEDAL_LABELS[tier] : ""}${kind} ${scorePoints(score)}%`;
    assert.ok((await scores.innerText()).replace(/\s+/g, "").includes(text.replace(/\s+/g, "")), text);
  }
  assert.equal(await seriousAxeViolations(page), []);
  assert.equal(errors, []);

  // Leaving for the store records the click with the reviewer journey.
  await context.route("https://**/*", (route) => route.fulfill({ status: 200, body: "store" }));
  const before = await count("SELECT count(*) n FROM clicks WHERE product_id = 1");
  const [popup, response] = await Promise.all([
    context.waitForEvent("page"),
    page.waitForResponse((r) => new URL(r.url()).pathname === "/reviews/click"),
    page.getByRole("link", { name: /View in store/ }).click(),
  ]);
  await popup.close();
  assert.is(response.status(), 204);
  assert.is(await count("SELECT count(*) n FROM clicks WHERE product_id = 1"), before + 1);
  const row = (await testDb())
    .prepare("SELECT * FROM clicks WHERE product_id = 1 ORDER BY id DESC LIMIT 1")
    .get() as {
    tracking_data: string;
    referral_page: string;
    pageview_id: string;
  };
  const journey = JSON.parse(row.tracking_data);
  assert.ok(journey.id && journey.created_at && Array.isArray(journey.journey));
  assert.ok(journey.journey.includes(PRODUCT));
  assert.match(row.referral_page, PRODUCT);
  assert.ok(row.pageview_id.length > 0);
  await context.close();
});

test("the 2-star row filters to 2-star reviews and puts the filter in the address; search within reviews and the media-only filter work, survive reload and back", async () => {
  const { page, url, context } = await openSession();
  await page.goto(url(PRODUCT));
  const twoStars = await count(
    `SELECT count(*) n FROM reviews WHERE product_id = 1 AND rating = 2 AND ${VISIBLE}`,
  );
  await page.getByRole("link", { name: `2 stars ${twoStars} reviews` }).click();
  await page.waitForURL((u) => u.searchParams.get("filter_rating") === "2");
  await status(page).getByText(`Showing 1–10 of ${twoStars} reviews`).waitFor();
  const ratings = await page
    .locator(".rv-review .rv-stars")
    .evaluateAll((els) => els.map((e) => e.getAttribute("aria-label")));
  assert.is(ratings.length, 10);
  assert.ok(
    ratings.every((r) => r === "Rated 2 out of 5"),
    ratings.join(),
  );
  await page.getByRole("link", { name: "Remove filter: 2 stars" }).waitFor();
  await page.goBack();
  await page.waitForURL((u) => !u.searchParams.has("filter_rating"));
  await status(page)
    .getByText(/of \d+ reviews/)
    .waitFor();

  // Search within reviews and the media-only filter work, survive reload and back.
  await page.getByRole("searchbox", { name: "Search reviews" }).fill("box");
  await page.getByRole("button", { name: "Search reviews" }).click();
  await page.waitForURL((u) => u.searchParams.get("search") === "box");
  const withBox = reviewsMatching(await testDb(), `product_id = 1 AND ${VISIBLE}`, "box").length;
  assert.ok(withBox > 0);
  await status(page).getByText(`of ${withBox} reviews`).waitFor();

  await page.getByRole("checkbox", { name: "With photos or videos" }).check();
  await page.waitForURL(
    (u) => u.searchParams.get("with_media") === "true" && u.searchParams.get("search") === "box",
  );
  const both = reviewsMatching(
    await testDb(),
    `product_id = 1 AND ${VISIBLE} AND has_media = 1`,
    "box",
  ).length;
  await status(page)
    .getByText(both === 0 ? "No reviews match these filters." : `of ${both} review`)
    .waitFor();

  await page.reload();
  await status(page)
    .getByText(both === 0 ? "No reviews match these filters." : `of ${both} review`)
    .waitFor();
  assert.is(await page.getByRole("searchbox", { name: "Search reviews" }).inputValue(), "box");
  assert.ok(await page.getByRole("checkbox", { name: "With photos or videos" }).isChecked());
  await page.goBack();
  await page.waitForURL((u) => !u.searchParams.has("with_media") && u.searchParams.get("search") === "box");
  await status(page).getByText(`of ${withBox} reviews`).waitFor();

  // Two presses at once on a slow phone's CPU: the second comes while the reviews the first asks
  // for are still being rendered, and it keeps the first (the change is made over the address as
  // it is, not as the list was last rendered). Keys: the first press scrolls to the reviews.
  const verified = page.getByRole("checkbox", { name: "Verified buyers only" });
  await verified.focus();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 6 });
  await page.keyboard.press("Space");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Space");
  await page.waitForFunction(() => new URLSearchParams(location.search).has("with_media"));
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
  const pressed = new URL(page.url()).searchParams;
  assert.is(pressed.get("verified_only"), "true", "the first press is kept");
  assert.is(pressed.get("search"), "box");
  assert.ok(await verified.isChecked());
  await context.close();
});

test("the gallery opens on a review's media, pages through the host's media, closes with Escape and returns focus", async () => {
  const { page, url, context, errors } = await openSession();
  await page.goto(url(`${PRODUCT}?with_media=true`));
  const thumb = page.getByRole("button", { name: /^Open (photo|video) 1 of \d+ in the gallery$/ }).first();
  await thumb.click();
  const dialog = page.getByRole("dialog", { name: "Photos and videos" });
  await dialog.waitFor();
  const total = await count(
    `SELECT (SELECT count(*) FROM reviews r, json_each(r.pictures) WHERE r.product_id = 1 AND r.${VISIBLE.replaceAll(" AND ", " AND r.")})
          + (SELECT count(*) FROM reviews r, json_each(r.video_ids) WHERE r.product_id = 1 AND r.${VISIBLE.replaceAll(" AND ", " AND r.")}) n`,
  );
  await dialog.getByText(`1 of ${total}`).waitFor();
  assert.equal(await seriousAxeViolations(page), []);
  await page.keyboard.press("ArrowRight");
  await dialog.getByText(`2 of ${total}`).waitFor();
  // Past the first page of 20: the next page loads on demand.
  for (let i = 2; i <= 21; i++) await page.keyboard.press("ArrowRight");
  await dialog.getByText(`22 of ${total}`).waitFor();
  await page.keyboard.press("ArrowLeft");
  await dialog.getByText(`21 of ${total}`).waitFor();
  await page.keyboard.press("Escape");
  await dialog.waitFor({ state: "detached" });
  assert.ok(await thumb.evaluate((el) => el === document.activeElement), "focus returns to the thumbnail");
  assert.equal(errors, []);
  await context.close();
});

test("the gallery opens on the product image and plays hosted and external videos, each behind its play button", async () => {
  const { page, url, context } = await openSession();
  const items = [HOSTED_CLIP, EXTERNAL_CLIP];
  const clipAsked: string[] = [];
  page.on("request", (request) => {
    if (HOSTED_CLIP.url && request.url().endsWith(HOSTED_CLIP.url)) clipAsked.push(request.url());
  });
  await page.route("**/reviews_with_media?page=1", (route) =>
    route.fulfill({ json: { items, total_count: 2, total_pages: 1, current_page: 1 } }),
  );
  await page.goto(url(PRODUCT));
  await page.getByRole("button", { name: /^Open the gallery/ }).click();
  const dialog = page.getByRole("dialog", { name: "Photos and videos" });
  await dialog.getByRole("img", { name: "Lucky Vintage Aquarium Kit – Oak" }).waitFor();
  await dialog.getByText("1 of 3").waitFor();
  await page.keyboard.press("ArrowRight");
  await dialog.getByText("2 of 3").waitFor();
  // A hosted clip waits behind its play button too: no player, nothing of the clip fetched.
  assert.equal(clipAsked, [], "nothing of the clip asked before Play");
  assert.is(await dialog.locator("video").count(), 0);
  await dialog.getByRole("button", { name: /Play video/ }).click();
  const video = dialog.locator("video");
  await video.waitFor();
  assert.ok(await video.evaluate((v) => v === document.activeElement), "the player takes the focus");
  const duration = await video.evaluate(
    (v: HTMLVideoElement) =>
      new Promise<number>((resolve, reject) => {
        v.addEventListener("error", () => reject(new Error("the clip did not load")), { once: true });
        if (v.readyState >= 1) resolve(v.duration);
        else v.addEventListener("loadedmetadata", () => resolve(v.duration), { once: true });
      }),
  );
  assert.ok(duration > 0);
  // The focused player keeps the arrow keys (they seek the clip): Next moves on.
  await dialog.getByRole("button", { name: "Next" }).click();
  await dialog.getByText("3 of 3").waitFor();
  // The external player is not loaded until asked for (no third party on open).
  await dialog.getByRole("button", { name: /Play video/ }).waitFor();
  assert.is(await dialog.locator("iframe").count(), 0);
  await page.keyboard.press("Escape");
  await dialog.waitFor({ state: "detached" });
  await context.close();
});

test("the gallery shows the error message when the host fails, on the first load and on load-more", async () => {
  const { page, url, context } = await openSession();
  await page.route("**/reviews_with_media?page=1", (route) =>
    route.fulfill({ status: 500, contentType: "application/json", body: '{"error":"boom"}' }),
  );
  await page.goto(url(`${PRODUCT}?with_media=true`));
  await page
    .getByRole("button", { name: /^Open (photo|video) 1 of/ })
    .first()
    .click();
  const dialog = page.getByRole("dialog", { name: "Photos and videos" });
  await dialog.getByRole("alert").getByText(GALLERY_ERROR).waitFor();
  await page.keyboard.press("Escape");
  await dialog.waitFor({ state: "detached" });

  await page.unroute("**/reviews_with_media?page=1");
  await page.route("**/reviews_with_media?page=2", (route) => route.abort());
  await page
    .getByRole("button", { name: /^Open (photo|video) 1 of/ })
    .first()
    .click();
  // The first page is in (the count is the host's total, past one page of 20): the 20th press asks
  // for the second.
  await dialog.getByText(/^1 of \d{2,}$/).waitFor();
  for (let i = 1; i <= 20; i++) await page.keyboard.press("ArrowRight");
  await dialog.getByRole("alert").getByText(GALLERY_ERROR).waitFor();
  await context.close();
});

test("a 404 on the gallery's first load means no media", async () => {
  const { page, url, context } = await openSession();
  await page.route("**/reviews_with_media?page=1", (route) =>
    route.fulfill({ status: 404, contentType: "application/json", body: '{"error":"none"}' }),
  );
  await page.goto(url(PRODUCT));
  await page.getByRole("button", { name: /^Open the gallery/ }).click();
  const dialog = page.getByRole("dialog", { name: "Photos and videos" });
  await dialog.getByText("1 of 1").waitFor();
  assert.is(await dialog.getByRole("alert").count(), 0);
  await context.close();
});

test("search engines: Product JSON-LD with the right counts in the served HTML; after a move in the app, noindex under 3 reviews and the new product's JSON-LD", async () => {
  const { page, url, context } = await openSession();
  const few = (await testDb())
    .prepare(
      `SELECT s.slug, p.handle, p.reviews_count FROM products p JOIN shops s ON s.id = p.shop_id
       WHERE p.reviews_count BETWEEN 1 AND 2 ORDER BY p.id LIMIT 1`,
    )
    .get() as { slug: string; handle: string; reviews_count: number };
  const fewPath = `/reviews/stores/${few.slug}/products/${few.handle}`;
  // Its served HTML's noindex: host/page-json-ld "a product with fewer than 3 reviews is not indexed".

  const html = (await (await page.goto(url(PRODUCT)))?.text()) ?? "";
  assert.match(html, '<meta name="robots" content="index, follow">');
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((m) =>
    JSON.parse(m[1] as string),
  );
  const product = blocks.find((b) => b["@type"] === "Product");
  const row = await productRow();
  assert.is(product.aggregateRating.reviewCount, row.reviews_count);
  assert.is(product.aggregateRating.ratingValue, row.average_rating);
  assert.is(product.review.length, 5);
  assert.ok(blocks.some((b) => b["@type"] === "BreadcrumbList"));

  // After client-side navigation the head follows: the few-reviews product is noindex.
  await page.getByRole("heading", { level: 1 }).waitFor();
  await page.evaluate((path) => {
    history.pushState(null, "", path);
    dispatchEvent(new Event("pushState"));
  }, fewPath);
  await untilInPage(
    page,
    () => document.querySelector('meta[name="robots"]')?.getAttribute("content") === "noindex",
  );
  const inHead = await page.evaluate(() =>
    [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) =>
      JSON.parse(s.textContent ?? ""),
    ),
  );
  const fewProduct = inHead.find((b) => b["@type"] === "Product");
  assert.is(fewProduct.aggregateRating.reviewCount, few.reviews_count);
  await context.close();
});

test("review texts seeded with markup render literally and run no script", async () => {
  const { page, url, context, errors } = await openSession();
  const dialogs: string[] = [];
  page.on("dialog", (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await page.goto(url(`${PRODUCT}?search=xss`));
  await page.getByText("<script>alert('xss')</script> Nice try, still a good product.").first().waitFor();
  await page.getByRole("heading", { name: "<i>Markup</i> in the title" }).first().waitFor();
  await page.goto(url(`${PRODUCT}?search=pictures+never+load`));
  await page.getByText('<img src=x onerror="alert(1)"> Pictures never load for me').first().waitFor();
  assert.is(
    await page.locator(".rv-reviews img[src='x'], .rv-reviews script, .rv-reviews i, .rv-reviews b").count(),
    0,
  );
  assert.equal(dialogs, []);
  assert.equal(errors, []);
  await context.close();
});

test("an unknown product and an unknown shop show the not-found screen", async () => {
  const { page, url, context } = await openSession();
  const response = await page.goto(url("/reviews/stores/lucky-gear/products/no-such-product"));
  assert.is(response?.status(), 404);
  await page.getByRole("heading", { name: "We couldn’t find that product" }).waitFor();
  await page.getByRole("link", { name: "Search products" }).waitFor();
  await page.goto(url("/reviews/stores/no-such-shop-anywhere/products/anything"));
  await page.getByRole("heading", { name: "We couldn’t find that product" }).waitFor();
  assert.equal(await seriousAxeViolations(page), []);
  await context.close();
});

/**
 * On a phone the gallery's Previous, its count and Next fit inside the box, beside its close
 * button (regression). The product's page is open.
 */
async function galleryControlsFitOnAPhone(page: Page) {
  await page.setViewportSize(VIEWPORTS.mobile);
  await page.getByRole("button", { name: /^Open the gallery/ }).click();
  const dialog = page.getByRole("dialog", { name: "Photos and videos" });
  // The widest count the product's gallery shows: three digits of its total.
  await dialog.getByText(/^1 of \d{3}$/).waitFor();
  const right = (name: string) =>
    dialog.getByRole("button", { name, exact: true }).evaluate((el) => el.getBoundingClientRect().right);
  const [next, close] = [await right("Next"), await right("Close")];
  assert.ok(next <= close + 1, `Next ends at ${next} px, the box's content at ${close} px`);
  await page.keyboard.press("Escape");
  await dialog.waitFor({ state: "detached" });
}

test("a review card's date and source read across the card beside the avatar: product, store and private profile at 375 and 1280 px (regression); on a phone the gallery's Previous, its count and Next fit inside the box, beside its close button (regression)", async () => {
  const { db } = await testHost();
  const slug = reviewerSlug(db);
  const pages = [
    { path: PRODUCT, as: undefined },
    { path: "/reviews/stores/lucky-gear", as: undefined },
    { path: `/reviews/users/${slug}`, as: "reviewer" as const },
  ];
  for (const { path, as } of pages) {
    const { page, url, context } = await openSession({ viewport: "mobile", as });
    await page.goto(url(path));
    // The line under the reviewer's name: "09/30/2026 · Invited by the store".
    const dated = { has: page.locator("time") };
    const dateLine = page.getByRole("article").filter(dated).first().locator("p", dated);
    await dateLine.waitFor();
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      const { lines, wide } = await dateLine.evaluate((p) => ({
        lines: Math.round(
          p.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(p).lineHeight),
        ),
        wide: p.getBoundingClientRect().width,
      }));
      assert.ok(wide > 200 && lines <= 2, `${path} at ${width} px: ${lines} lines ${wide} px wide`);
      assert.equal(await screenDefects(page, ["squeezed text"]), [], `${path} at ${width} px`);
    }
    if (path === PRODUCT) await galleryControlsFitOnAPhone(page);
    await context.close();
  }
});

test("a product without a picture shows the same drawn bag on its page and its search card, never an <img> without a source (regression)", async () => {
  const { db } = await testHost();
  const product = db
    .prepare(
      `SELECT p.title, s.slug, p.handle, s.domain, s.platform FROM products p JOIN shops s ON s.id = p.shop_id
       WHERE p.has_image = 0 AND p.reviews_count > 0 ORDER BY p.id LIMIT 1`,
    )
    .get() as { title: string; slug: string; handle: string; domain: string; platform: string };
  const { page, url, context } = await openSession();
  /**
   * What stands in for the picture in `scope`: its drawing (the shape that cuts the accent's colour
   * out, on the box's ::before), and how many <img> lack a source.
   */
  const stand = async (scope: import("playwright-core").Locator) => ({
    drawn: await scope
      .locator("[data-picture]")
      .evaluateAll((boxes) =>
        boxes[0]
          ? getComputedStyle(boxes[0], "::before").getPropertyValue("-webkit-mask-image")
          : "nothing drawn",
      ),
    empty: await scope.locator("img:not([src])").count(),
  });
  await page.goto(url(`/reviews/stores/${product.slug}/products/${product.handle}`));
  await page.getByRole("heading", { level: 1, name: product.title }).waitFor();
  const onPage = await stand(
    page.getByRole("article").filter({ has: page.getByRole("heading", { level: 1 }) }),
  );

  // Its store's products with its title, whatever their scores: its card is on the first page.
  const inItsStore = { shop_domain: product.domain, platform: product.platform, search_in_shop: "true" };
  const query = new URLSearchParams({ q: product.title, min_transparency: "0", ...inItsStore });
  await page.goto(url(`/reviews/search?${query}`));
  const card = page
    .getByRole("article")
    .filter({ has: page.getByRole("link", { name: product.title, exact: true }) });
  await card.waitFor();
  const onCard = await stand(card);
  assert.match(onPage.drawn, /^url\("data:image\/svg\+xml/);
  assert.equal(onCard, onPage);
  assert.equal(onPage.empty, 0);
  assert.is(await page.locator("img:not([src])").count(), 0, "no <img> without a source on the search page");
  await context.close();
});

test.run();
