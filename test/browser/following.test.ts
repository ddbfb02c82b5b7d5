// Following in a real browser: the heart on a shop page kept by the host and found on the
// following page, unfollowing there, reverting on a refused heart, a guest sent to sign in and
// back, rapid presses, the feed's filters and Load more, Find people's pages and profiles.
import type { Page } from "playwright-core";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { openSession, seriousAxeViolations, VIEWPORTS } from "../support/browsers/chromium";
import { STEP_DEADLINE_MS } from "../support/browsers/step-deadline";
import { untilInPage } from "../support/browsers/until-in-page";
import { accountId, followRows, reviewerRoleCount, unfollowedShop } from "../support/data/seeded-queries";
import { testHost } from "../support/hosts/test-host";

const test = suite("following");

/** A shop the seeded reviewer does not follow, with a plain name (role queries match it as typed). */
const shopToFollow = async (offset: number) => {
  const { db } = await testHost();
  return unfollowedShop(db, accountId(db, "reviewer"), offset);
};

/** How many times the seeded reviewer follows the shop (0 or 1). */
const shopFollows = async (shopId: number) => {
  const { db } = await testHost();
  return followRows(db, accountId(db, "reviewer"), "Shop", shopId);
};

/** Waits, frame by frame, until the host holds `rows` follows of the shop (bounded by a deadline). */
async function untilRows(page: Page, shopId: number, rows: number): Promise<void> {
  const deadline = Date.now() + STEP_DEADLINE_MS;
  while ((await shopFollows(shopId)) !== rows) {
    if (Date.now() > deadline) throw new Error(`the host never held ${rows} follow rows`);
    await page.evaluate(() => new Promise(requestAnimationFrame));
  }
}

const toggle = (page: Page, name: string) =>
  page.getByRole("button", { name: new RegExp(`^Follow(ing)? ${name}$`) });

test("follow a shop from its page, find it on the following page after a reload, unfollow it there", async () => {
  const session = await openSession({ as: "reviewer" });
  const { page, url, context, errors } = session;
  const shop = await shopToFollow(0);
  await page.goto(url(`/reviews/stores/${shop.slug}`));
  const follow = toggle(page, shop.name);
  await follow.waitFor();
  assert.is(await follow.getAttribute("aria-pressed"), "false");
  const [request] = await Promise.all([
    page.waitForRequest((r) => r.url().endsWith("/reviews/profile/follows/heart")),
    follow.click(),
  ]);
  assert.equal(request.postDataJSON(), {
    is_hearting: true,
    shop_enc_id: request.postDataJSON().shop_enc_id,
  });
  assert.ok(request.headers()["x-csrf-token"], "the heart carries the CSRF token");
  await page.getByRole("button", { name: `Following ${shop.name}`, pressed: true }).waitFor();
  await untilRows(page, shop.id, 1);

  await page.goto(url("/reviews/following"));
  await page.reload();
  const stores = page.getByRole("region", { name: /^Stores \(\d+\)$/ });
  await stores.getByRole("link", { name: shop.name, exact: true }).waitFor();
  for (const group of [/^Products \(\d+\)$/, /^People \(\d+\)$/])
    await page.getByRole("region", { name: group }).waitFor();
  const unfollow = stores.getByRole("button", { name: `Following ${shop.name}`, pressed: true });
  await unfollow.click();
  await stores.getByRole("button", { name: `Follow ${shop.name}`, pressed: false }).waitFor();
  await untilRows(page, shop.id, 0);
  await page.reload();
  await stores.getByRole("link").first().waitFor();
  assert.is(await stores.getByRole("link", { name: shop.name, exact: true }).count(), 0);
  assert.equal(errors, []);
  await context.close();
});

test("follow a product from its page; the following page lists it under Products", async () => {
  const { page, url, context } = await openSession({ as: "reviewer" });
  const { db } = await testHost();
  const product = db
    .prepare(
      `SELECT p.id, p.title, p.handle, s.slug FROM products p JOIN shops s ON s.id = p.shop_id
       WHERE p.title NOT GLOB '*[^A-Za-z ]*' AND p.id NOT IN
         (SELECT followee_id FROM follows WHERE follower_id = ? AND followee_class = 'Product')
       ORDER BY p.id LIMIT 1`,
    )
    .get(accountId(db, "reviewer")) as { id: number; title: string; handle: string; slug: string };
  await page.goto(url(`/reviews/stores/${product.slug}/products/${product.handle}`));
  await page.getByRole("heading", { level: 1, name: product.title }).waitFor();
  const [heart] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith("/reviews/profile/follows/heart")),
    page.getByRole("button", { name: `Follow ${product.title}`, pressed: false }).click(),
  ]);
  assert.is(heart.status(), 204);
  await page.getByRole("button", { name: `Following ${product.title}`, pressed: true }).waitFor();
  await page.goto(url("/reviews/following"));
  const products = page.getByRole("region", { name: /^Products \(\d+\)$/ });
  await products.getByRole("link", { name: product.title, exact: true }).waitFor();
  await products.getByRole("button", { name: `Following ${product.title}`, pressed: true }).waitFor();
  await context.close();
});

test("a heart the host refuses with 500 shows at once, then reverts with a message", async () => {
  const { page, url, context } = await openSession({ as: "reviewer" });
  const shop = await shopToFollow(1);
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/reviews/profile/follows/heart", async (route) => {
    await held;
    await route.fulfill({ status: 500, contentType: "application/json", body: '{"error":"down"}' });
  });
  await page.goto(url(`/reviews/stores/${shop.slug}`));
  await toggle(page, shop.name).click();
  await page.getByRole("button", { name: `Following ${shop.name}`, pressed: true }).waitFor();
  release();
  await page.getByRole("button", { name: `Follow ${shop.name}`, pressed: false }).waitFor();
  await page
    .getByRole("status")
    .filter({ hasText: `Couldn’t follow ${shop.name}` })
    .waitFor();
  assert.is(await shopFollows(shop.id), 0);
  await context.close();
});

test("a guest's Follow is a link to sign-in and back to the same page", async () => {
  const session = await openSession();
  const { page, url, context } = session;
  const shop = await shopToFollow(2);
  await page.goto(url(`/reviews/stores/${shop.slug}`));
  await page.getByRole("link", { name: `Follow ${shop.name}` }).click();
  await page.waitForURL((u) => u.pathname === "/login");
  assert.is(new URL(page.url()).searchParams.get("return_to"), `/reviews/stores/${shop.slug}`);
  await page.getByLabel("Email").fill("reviewer@example.com");
  await page.getByLabel("Password").fill("reviewer");
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL((u) => u.pathname === `/reviews/stores/${shop.slug}`);
  await page.getByRole("button", { name: `Follow ${shop.name}`, pressed: false }).waitFor();
  await context.close();
});

test("rapid presses end in the state of the last press, on screen and on the host", async () => {
  const { page, url, context } = await openSession({ as: "reviewer" });
  const shop = await shopToFollow(3);
  await page.goto(url(`/reviews/stores/${shop.slug}`));
  const button = toggle(page, shop.name);
  await button.waitFor();
  for (let i = 0; i < 5; i++) await button.click(); // five presses: following at the end
  await page.getByRole("button", { name: `Following ${shop.name}`, pressed: true }).waitFor();
  await untilRows(page, shop.id, 1);
  for (let i = 0; i < 3; i++) await button.click(); // three more: not following
  await page.getByRole("button", { name: `Follow ${shop.name}`, pressed: false }).waitFor();
  await untilRows(page, shop.id, 0);
  await page.reload();
  await page.getByRole("button", { name: `Follow ${shop.name}`, pressed: false }).waitFor();
  await context.close();
});

test("the feed's filters go into the address and the request by the 'false' rule; Load more sends max_created_at", async () => {
  const { page, url, context, errors } = await openSession({ browserRendered: true });
  const requests: URL[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/reviews/feed_events.json")) requests.push(new URL(r.url()));
  });
  await page.goto(url("/reviews/feed"));
  await page.getByRole("heading", { name: "Feed", level: 1 }).waitFor();
  await page.getByRole("link", { name: "Sign in" }).first().waitFor();
  assert.is(await page.getByRole("combobox", { name: /search/i }).count(), 0, "no search bar for guests");
  const events = page.locator(".rv-feed__event");
  await events.first().waitFor();
  const first = requests.at(-1) as URL;
  for (const flag of ["user_events", "store_events", "product_events"])
    assert.is(first.searchParams.get(flag), "true");

  await Promise.all([
    page.waitForResponse((r) => r.url().includes("user_events=false")),
    page.getByRole("checkbox", { name: "People" }).uncheck(),
  ]);
  await page.waitForURL((u) => u.searchParams.get("user_events") === "false");
  const filtered = requests.at(-1) as URL;
  assert.is(filtered.searchParams.get("user_events"), "false");
  assert.is(filtered.searchParams.get("store_events"), "true");
  await page.locator(".rv-feed__event").first().waitFor();
  const shown = await events.count();
  assert.ok(shown >= 20);
  const oldest = await events.last().locator("time").getAttribute("datetime");
  await page.getByRole("button", { name: "Load more" }).click();
  await untilInPage(page, (n) => document.querySelectorAll(".rv-feed__event").length > n, shown);
  const more = requests.at(-1) as URL;
  assert.is(more.searchParams.get("max_created_at"), oldest);
  assert.is(more.searchParams.get("user_events"), "false");

  // The address is read by the same rule: anything but 'false' leaves a filter on.
  await page.goto(url("/reviews/feed?user_events=0&store_events=false"));
  await page.getByRole("checkbox", { name: "Stores" }).waitFor();
  assert.ok(await page.getByRole("checkbox", { name: "People" }).isChecked());
  assert.not.ok(await page.getByRole("checkbox", { name: "Stores" }).isChecked());
  assert.equal(errors, []);
  await context.close();
});

test("signed in, the feed shows the products waiting for a review with links to write them", async () => {
  const session = await openSession({ as: "reviewer" });
  const { page, url, context } = session;
  await page.goto(url("/reviews/feed"));
  const waiting = page.getByRole("region", { name: "Waiting for your review" });
  await waiting.waitFor();
  const write = waiting.getByRole("link", { name: /^Write a review of / }).first();
  assert.match(
    (await write.getAttribute("href")) ?? "",
    /^\/reviews\/write-review\/new\?line_item_public_id=/,
  );
  await page.locator(".rv-feed__event").first().waitFor();
  await context.close();
});

test("Find people: pages as ceil(total / per_page), each person linked to a public profile that loads", async () => {
  const { page, url, context, errors } = await openSession({ as: "reviewer" });
  const { db } = await testHost();
  const total = reviewerRoleCount(db);
  const pages = Math.ceil(total / 20);
  await page.goto(url("/reviews/people"));
  await page
    .getByRole("status")
    .filter({ hasText: `${total.toLocaleString("en")} people · page 1 of ${pages}` })
    .waitFor();
  const nav = page.getByRole("navigation", { name: "People pages" });
  await nav.getByRole("link", { name: `Page ${pages}` }).click();
  await page.waitForURL((u) => u.searchParams.get("page") === String(pages));
  await page
    .getByRole("status")
    .filter({ hasText: `page ${pages} of ${pages}` })
    .waitFor();
  // The status names the page on screen: it changes with the people, not before them.
  await page.locator('.rv-people__list[aria-busy="false"]').waitFor();
  assert.is(await page.locator(".rv-people__entry").count(), total - (pages - 1) * 20);

  await page.getByRole("combobox", { name: "Sort by" }).selectOption("name");
  await page.waitForURL((u) => u.searchParams.get("sort_by") === "name" && !u.searchParams.has("page"));
  await page.getByRole("status").filter({ hasText: "page 1 of" }).waitFor();
  await page.locator('.rv-people__list[aria-busy="false"]').waitFor();
  const person = page.locator(".rv-people__entry").first();
  const name = (await person.getByRole("link").innerText()).trim();
  await person.getByRole("button", { name: `Follow ${name}` }).waitFor();
  await person.getByRole("link").click();
  await page.waitForURL((u) => u.pathname.startsWith("/reviews/profile/"));
  await page.getByRole("heading", { level: 1, name, exact: true }).waitFor();
  // The public profile has its own follow toggle.
  await page.getByRole("button", { name: `Follow ${name}` }).waitFor();

  await page.goto(url("/reviews/people"));
  await page.getByLabel("Search people by name").fill("Jamie");
  await page.getByLabel("Search people by name").press("Enter");
  await page.waitForURL((u) => u.searchParams.get("q") === "Jamie");
  // The earlier list stays on screen until the search's answer replaces it.
  await untilInPage(page, () => {
    const shown = [...document.querySelectorAll(".rv-people__entry a")].map((a) => a.textContent ?? "");
    return shown.length > 0 && shown.every((name) => /jamie/i.test(name));
  });
  const names = await page.locator(".rv-people__entry a").allInnerTexts();
  assert.ok(names.length > 0 && names.every((n) => /jamie/i.test(n)));
  assert.equal(errors, []);
  await context.close();
});

test("following, feed and people pass axe-core at 375 and 1280 px", async () => {
  for (const viewport of ["mobile", "desktop"] as const) {
    const { page, url, context } = await openSession({ viewport, as: "reviewer" });
    assert.is(page.viewportSize()?.width, VIEWPORTS[viewport].width);
    for (const [path, ready] of [
      ["/reviews/following", ".rv-following__entry"],
      ["/reviews/feed", ".rv-feed__event"],
      ["/reviews/people", ".rv-people__entry"],
    ] as const) {
      await page.goto(url(path));
      await page.locator(ready).first().waitFor();
      assert.equal(await seriousAxeViolations(page), [], `${path} at ${viewport}`);
    }
    await context.close();
  }
});

test.run();
