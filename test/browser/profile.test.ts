// The reviewer's profiles in Chromium as the seeded reviewer, a guest and the arbitrator: review
// actions confirmed by the host (and a refused one that changes nothing), URL-kept tabs and
// filters, the tabs pattern by keyboard, the orders split, the edit form, and axe at two widths.
import type { Locator, Page, Route } from "playwright-core";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { openSession, seriousAxeViolations, VIEWPORTS } from "../support/browsers/chromium";
import { untilInPage } from "../support/browsers/until-in-page";
import { reviewerSlug, reviewState } from "../support/data/seeded-queries";
import { testHost } from "../support/hosts/test-host";
import { screenDefects } from "../support/screens/screen-defects";

const test = suite("reviewer profiles");

interface OwnRow {
  public_id: string;
  title: string;
  product_path: string;
}

async function seeded() {
  const { db } = await testHost();
  const slug = reviewerSlug(db);
  // The first review the private profile lists (pictures first, newest first) that is published,
  // of a product, and whose title no other review of this reviewer shares.
  const rows = db
    .prepare(
      `SELECT r.public_id, r.title, r.published, r.product_id, s.slug shop_slug, p.handle,
         (SELECT count(*) FROM reviews o WHERE o.reviewer_id = 1 AND o.title = r.title) same
       FROM reviews r JOIN shops s ON s.id = r.shop_id LEFT JOIN products p ON p.id = r.product_id
       WHERE r.reviewer_id = 1 AND r.deleted = 0 ORDER BY r.has_media DESC, r.created_at DESC, r.id DESC LIMIT 10`,
    )
    .all() as {
    public_id: string;
    title: string;
    published: number;
    product_id: number | null;
    shop_slug: string;
    handle: string;
    same: number;
  }[];
  const row = rows.find((r) => r.published && r.product_id && r.same === 1);
  if (!row) throw new Error("the seed has no suitable review");
  const own: OwnRow = {
    public_id: row.public_id,
    title: row.title,
    product_path: `/reviews/stores/${encodeURIComponent(row.shop_slug)}/products/${encodeURIComponent(row.handle)}`,
  };
  const state = (id: string) => reviewState(db, id);
  return { db, slug, own, state, privatePath: `/reviews/users/${encodeURIComponent(slug)}` };
}

const reviewItem = (page: Page, title: string) =>
  page.getByRole("listitem").filter({ has: page.getByRole("article", { name: title, exact: true }) });

/** The product page lists the review when searching for its title (a positive control for absence). */
async function productShows(page: Page, url: (p: string) => string, own: OwnRow): Promise<boolean> {
  await page.goto(url(`${own.product_path}?search=${encodeURIComponent(own.title)}`));
  await page.locator("#reviews[aria-busy=false]").waitFor();
  await page.locator(".rv-review, .rv-reviews__empty, .rv-reviews__status").first().waitFor();
  return (await page.getByRole("article", { name: own.title, exact: true }).count()) > 0;
}

/** The public profile lists the review when searching for its title (a positive control for absence). */
async function publicProfileShows(page: Page, url: (p: string) => string, slug: string, own: OwnRow) {
  await page.goto(url(`/reviews/profile/${slug}?search=${encodeURIComponent(own.title)}`));
  await page
    .getByRole("status")
    .filter({ hasText: /^\d+ reviews?$/ })
    .waitFor();
  return (await page.getByRole("article", { name: own.title, exact: true }).count()) > 0;
}

/** The private profile header's count of reviews. */
const headerReviewsCount = (page: Page) =>
  page
    .locator(".rv-profile-counts > div")
    .filter({ has: page.getByRole("term").filter({ hasText: /^Reviews$/ }) })
    .getByRole("definition");

/** Waits until the header counts `n` reviews. */
const headerCounts = (page: Page, n: number) =>
  headerReviewsCount(page)
    .filter({ hasText: new RegExp(`^${n}$`) })
    .waitFor();

/** axe on a profile page once its heading and its first row show. */
async function axeClean(page: Page, heading: string, what: string) {
  await page.getByRole("heading", { name: heading, exact: true }).first().waitFor();
  // The shown one: a tab chosen in the page keeps the others' panels, hidden.
  await page
    .locator(".rv-profile .rv-review, .rv-profile-row, .rv-profile-form")
    .filter({ visible: true })
    .first()
    .waitFor();
  assert.equal(await seriousAxeViolations(page), [], what);
}

test("review actions change the screen only after the host confirms: a refused delete leaves the review as it was and says so politely; unpublish and publish take it off its product page and back; a deleted review survives a reload under the Deleted review type, shows on no public page, and Restore brings it back everywhere", async () => {
  const { own, state, privatePath, slug, db } = await seeded();
  const { page, url, context } = await openSession({ as: "reviewer" });
  try {
    assert.ok(await productShows(page, url, own), "published: on its product page");

    await page.goto(url("/profile"));
    await page.waitForURL((u) => u.pathname === privatePath);
    await page.getByRole("heading", { level: 1, name: "Jamie Rivera" }).waitFor();
    const item = reviewItem(page, own.title);
    await item.getByText("Published", { exact: true }).waitFor();
    await axeClean(page, "My reviews", `desktop ${privatePath}`);

    // A refused delete leaves the review as it was and says so politely.
    const refuseDeletes = (route: Route) =>
      route.request().method() === "DELETE"
        ? route.fulfill({ status: 500, contentType: "application/json", body: '{"error":"down"}' })
        : route.continue();
    await page.route("**/reviews/profile/reviews/**", refuseDeletes);
    await item.getByRole("button", { name: "Delete" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await item.getByRole("alert").filter({ hasText: "couldn’t delete this review" }).waitFor();
    await item.getByText("Published", { exact: true }).waitFor();
    assert.is(await item.getByRole("button", { name: "Restore" }).count(), 0);
    assert.is(await item.getByRole("button", { name: "Unpublish" }).count(), 1);
    assert.equal(state(own.public_id), { published: 1, deleted: 0 });
    await page.unroute("**/reviews/profile/reviews/**", refuseDeletes);

    await item.getByRole("button", { name: "Unpublish" }).click();
    await item.getByText("Unpublished", { exact: true }).waitFor();
    assert.equal(state(own.public_id), { published: 0, deleted: 0 });
    await page.goto(url(`${privatePath}?review_type=unpublished`));
    await page.getByRole("radio", { name: "Unpublished" }).waitFor();
    assert.ok(await page.getByRole("radio", { name: "Unpublished" }).isChecked());
    await reviewItem(page, own.title).getByText("Unpublished", { exact: true }).waitFor();
    assert.not.ok(await productShows(page, url, own), "unpublished: gone from its product page");

    await page.goto(url(`${privatePath}?review_type=unpublished`));
    await reviewItem(page, own.title).getByRole("button", { name: "Publish" }).click();
    await reviewItem(page, own.title).getByText("Published", { exact: true }).waitFor();
    assert.equal(state(own.public_id), { published: 1, deleted: 0 });
    assert.ok(await productShows(page, url, own), "published again: back on its product page");

    await page.goto(url(privatePath));
    await item.getByText("Published", { exact: true }).waitFor();
    const before = Number(await headerReviewsCount(page).textContent());
    assert.ok(before > 10);
    await item.getByRole("button", { name: "Delete" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Delete this review?" });
    await dialog.getByText("You can restore it from Deleted reviews for 30 days.").waitFor();
    assert.equal(await seriousAxeViolations(page), []);
    await dialog.getByRole("button", { name: "Delete" }).click();
    await item.getByText("Deleted", { exact: true }).waitFor();
    assert.equal(state(own.public_id), { published: 1, deleted: 1 });
    await headerCounts(page, before - 1);
    // Keyboard users keep their place: focus is on the button that replaced the one pressed.
    await untilInPage(page, () => document.activeElement?.textContent === "Restore");

    // After a reload the review is gone from the list of all reviews, and the header still counts it out.
    await page.reload();
    await page.locator(".rv-own-review").first().waitFor();
    assert.is(await reviewItem(page, own.title).count(), 0);
    await headerCounts(page, before - 1);

    // The Deleted review type lists it with Restore; the address keeps the choice.
    await page.getByRole("radio", { name: "Deleted" }).check();
    await page.waitForURL((u) => u.searchParams.get("review_type") === "deleted");
    const deleted = reviewItem(page, own.title);
    await deleted.getByRole("button", { name: "Restore" }).waitFor();
    await deleted.getByText("Deleted", { exact: true }).waitFor();
    await page.getByText("Deleted reviews can be restored for 30 days after you delete them.").waitFor();
    await page.locator(".rv-own-reviews[aria-busy=false]").waitFor();
    const listed = await page.locator(".rv-own-review .rv-state-badge").allTextContents();
    assert.ok(listed.length >= 1);
    assert.ok(
      listed.every((badge) => badge === "Deleted"),
      `only deleted reviews are listed: ${listed}`,
    );
    assert.equal(await seriousAxeViolations(page), [], "1280 px");
    for (const width of [VIEWPORTS.mobile.width, 800, 991]) {
      await page.setViewportSize({ width, height: VIEWPORTS.desktop.height });
      const wider = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      assert.is(wider, 0, `${width} px: nothing scrolls sideways`);
      if (width === VIEWPORTS.mobile.width) assert.equal(await seriousAxeViolations(page), [], "375 px");
    }
    await page.setViewportSize(VIEWPORTS.desktop);

    // Deleted, it shows on no public page.
    assert.not.ok(await productShows(page, url, own), "deleted: not on its product page");
    assert.not.ok(await publicProfileShows(page, url, slug, own), "deleted: not on the public profile");

    await page.goto(url(`${privatePath}?review_type=deleted`));
    assert.ok(await page.getByRole("radio", { name: "Deleted" }).isChecked());
    await reviewItem(page, own.title).getByRole("button", { name: "Restore" }).click();
    await reviewItem(page, own.title).getByText("Published", { exact: true }).waitFor();
    assert.equal(state(own.public_id), { published: 1, deleted: 0 });
    await headerCounts(page, before);

    await page.getByRole("radio", { name: "Published", exact: true }).check();
    await page.waitForURL((u) => u.searchParams.get("review_type") === "published");
    await reviewItem(page, own.title).getByText("Published", { exact: true }).waitFor();
    assert.ok(await productShows(page, url, own), "restored: back on its product page");
    assert.ok(await publicProfileShows(page, url, slug, own), "restored: back on the public profile");
  } finally {
    await context.close();
    db.prepare("UPDATE reviews SET published = 1, deleted = 0, deleted_at = NULL WHERE public_id = ?").run(
      own.public_id,
    );
  }
});

test("after an unpublish, going back to the product page in the app does not show the review from a cache", async () => {
  const { own, state, privatePath } = await seeded();
  const { page, url, context } = await openSession({ as: "reviewer" });
  assert.ok(await productShows(page, url, own), "shown before (and now in the widget's cache)");
  await page.evaluate((path) => {
    history.pushState(null, "", path);
    dispatchEvent(new PopStateEvent("popstate"));
  }, privatePath);
  const item = reviewItem(page, own.title);
  await item.getByRole("button", { name: "Unpublish" }).click();
  await item.getByText("Unpublished", { exact: true }).waitFor();
  await page.goBack();
  await page.waitForURL((u) => u.pathname === own.product_path);
  await page.locator("#reviews[aria-busy=false]").waitFor();
  await page
    .getByRole("status")
    .filter({ hasText: /No reviews match|Showing/ })
    .waitFor();
  assert.is(await page.getByRole("article", { name: own.title, exact: true }).count(), 0);
  await page.evaluate((path) => {
    history.pushState(null, "", path);
    dispatchEvent(new PopStateEvent("popstate"));
  }, privatePath);
  await reviewItem(page, own.title).getByRole("button", { name: "Publish" }).click();
  await reviewItem(page, own.title).getByText("Published", { exact: true }).waitFor();
  assert.equal(state(own.public_id), { published: 1, deleted: 0 });
  await context.close();
});

test("the private profile asks the host for its data once: the reviews tab starts from the page's data", async () => {
  const { privatePath } = await seeded();
  const { page, url, context } = await openSession({ as: "reviewer", browserRendered: true });
  const asked: string[] = [];
  page.on("request", (request) => {
    const address = new URL(request.url());
    if (address.pathname === privatePath && address.searchParams.get("format") === "json")
      asked.push(address.search);
  });
  await page.goto(url(privatePath), { waitUntil: "networkidle" });
  assert.is(await page.locator(".rv-own-review").count(), 10);
  assert.is(asked.length, 1, asked.join(" "));
  await context.close();
});

test("a filter, sort or search change starts again at page 1", async () => {
  const { privatePath, slug } = await seeded();
  const { page, url, context } = await openSession({ as: "reviewer" });
  await page.goto(url(privatePath));
  const items = page.locator(".rv-own-review");
  await page.getByRole("button", { name: "Load more reviews" }).click();
  await untilInPage(page, () => document.querySelectorAll(".rv-own-review").length > 10);
  await page.getByLabel("Sort by").selectOption("newest");
  await page.waitForURL((u) => u.searchParams.get("sort_by") === "newest");
  await untilInPage(page, () => document.querySelectorAll(".rv-own-review").length === 10);
  assert.is(await items.count(), 10);
  await page.getByRole("button", { name: "Load more reviews" }).click();
  await untilInPage(page, () => document.querySelectorAll(".rv-own-review").length > 10);
  await page.getByLabel("Search reviews").fill("the");
  await page.getByRole("button", { name: "Find reviews" }).click();
  await page.waitForURL((u) => u.searchParams.get("search") === "the");
  await untilInPage(page, () => document.querySelectorAll(".rv-own-review").length <= 10);

  // The public profile keeps its page in the address: a rating change drops it.
  await page.goto(url(`/reviews/profile/${slug}?page=2`));
  await page.getByRole("navigation", { name: "Review pages" }).waitFor();
  await page.getByLabel("Rating").selectOption("5");
  await page.waitForURL((u) => u.searchParams.get("filter_rating") === "5" && !u.searchParams.has("page"));
  await context.close();
});

test("the orders tab splits waiting from reviewed; the tab survives reload and back; keyboard follows the tabs pattern over the five tabs", async () => {
  const { privatePath, db } = await seeded();
  const { page, url, context } = await openSession({ as: "reviewer" });
  await page.goto(url(privatePath));
  await page.getByRole("tab", { name: "Orders" }).click();
  await page.waitForURL((u) => u.searchParams.get("tab") === "orders");
  const waiting = page.getByRole("region", { name: "Waiting for a review" });
  const reviewed = page.getByRole("region", { name: "Reviewed" });
  const write = waiting.getByRole("link", { name: /^Write a review of / });
  await write.first().waitFor();
  const unreviewed = db
    .prepare(
      "SELECT count(*) FROM line_items li JOIN orders o ON o.id = li.order_id WHERE o.reviewer_id = 1 AND li.review_id IS NULL AND li.product_reviewable = 1",
    )
    .pluck()
    .get() as number;
  assert.ok(unreviewed > 0);
  assert.is(await write.count(), unreviewed);
  const href = await write.first().getAttribute("href");
  assert.match(href ?? "", /^\/reviews\/write-review\/new\?line_item_public_id=li/);
  await reviewed
    .getByRole("link", { name: /^See your review of / })
    .first()
    .waitFor();
  assert.is(await waiting.getByRole("link", { name: /^See your review/ }).count(), 0);
  assert.equal(await seriousAxeViolations(page), []);

  await page.reload();
  await page.getByRole("tab", { name: "Orders", selected: true }).waitFor();
  await page.getByRole("tab", { name: "Rewards" }).click();
  await page.waitForURL((u) => u.searchParams.get("tab") === "rewards");
  await page.getByText(/^Total: /).waitFor();
  await axeClean(page, "Rewards", "desktop rewards tab");
  await page.goBack();
  await page.getByRole("tab", { name: "Orders", selected: true }).waitFor();

  await page.getByRole("tab", { name: "Orders" }).focus();
  await page.keyboard.press("ArrowRight");
  await page.getByRole("tab", { name: "Disputes", selected: true }).waitFor();
  assert.is(await page.evaluate(() => document.activeElement?.textContent), "Disputes");
  await page.keyboard.press("ArrowRight");
  await page.getByRole("tab", { name: /^Questions/, selected: true }).waitFor();
  await page.keyboard.press("ArrowRight");
  await page.getByRole("tab", { name: "Reviews", selected: true }).waitFor();
  await page.keyboard.press("End");
  await page.getByRole("tab", { name: /^Questions/, selected: true }).waitFor();
  await page.keyboard.press("Home");
  await page.getByRole("tab", { name: "Reviews", selected: true }).waitFor();
  await page.keyboard.press("ArrowLeft");
  await page.getByRole("tab", { name: /^Questions/, selected: true }).waitFor();
  assert.is(await page.getByRole("tab", { selected: false }).first().getAttribute("tabindex"), "-1");
  await page.keyboard.press("ArrowLeft");
  await page.getByRole("tab", { name: "Disputes", selected: true }).waitFor();
  const dispute = page.getByRole("tabpanel", { name: "Disputes" }).getByRole("link").first();
  await dispute.waitFor();
  assert.match((await dispute.getAttribute("href")) ?? "", /^\/reviews\/profile\/disputes\/d/);
  await axeClean(page, "Disputes", "desktop disputes tab");
  // Two tabs pressed at once on a slow phone's CPU: the second comes while the first one's panel
  // is still being rendered, and neither press is lost.
  const box = async (name: string) => {
    const found = await page.getByRole("tab", { name }).boundingBox();
    if (!found) throw new Error(`no ${name} tab`);
    return { x: found.x + found.width / 2, y: found.y + found.height / 2 };
  };
  const [orders, rewards] = [await box("Orders"), await box("Rewards")];
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 6 });
  await page.mouse.click(orders.x, orders.y);
  await page.mouse.click(rewards.x, rewards.y);
  await page.getByRole("tabpanel", { name: "Rewards" }).waitFor();
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
  assert.is(new URL(page.url()).searchParams.get("tab"), "rewards");
  await page.getByRole("tab", { name: "Rewards", selected: true }).waitFor();
  await page.goBack();
  await page.getByRole("tab", { name: "Orders", selected: true }).waitFor();
  await page.getByRole("tabpanel", { name: "Orders" }).waitFor();
  await context.close();
});

test("a guest is sent to sign in and back to the same tab", async () => {
  const { privatePath } = await seeded();
  const { page, url, context } = await openSession();
  await page.goto(url(`${privatePath}?tab=orders`));
  await page.waitForURL((u) => u.pathname === "/login");
  await page.getByLabel("Email").fill("reviewer@example.com");
  await page.getByLabel("Password").fill("reviewer");
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL((u) => u.pathname === privatePath && u.searchParams.get("tab") === "orders");
  await page.getByRole("tab", { name: "Orders", selected: true }).waitFor();
  await context.close();
});

test("the arbitrator on the reviewer's private address sees the public profile and nothing private", async () => {
  const { privatePath, slug } = await seeded();
  const { page, url, context } = await openSession({ as: "arbitrator" });
  await page.goto(url(`${privatePath}?tab=orders`));
  await page.getByRole("heading", { level: 1, name: "Jamie Rivera" }).waitFor();
  await page.getByRole("heading", { name: "Favourites" }).waitFor();
  assert.is(await page.getByRole("tab").count(), 0);
  for (const name of ["Unpublish", "Publish", "Delete", "Restore"]) {
    assert.is(await page.getByRole("button", { name, exact: true }).count(), 0, name);
  }
  const text = await page.content();
  assert.not.ok(text.includes("reviewer@example.com"));
  assert.not.ok(text.includes("Waiting for a review"));
  // Review cards' names link to the public profile.
  const link = page.getByRole("link", { name: "Jamie Rivera" }).first();
  assert.is(await link.getAttribute("href"), `/reviews/profile/${slug}`);
  await context.close();
});

test("edit profile: an error shows beside its field, a failed save keeps what was typed, Save saves", async () => {
  const { db } = await seeded();
  const { page, url, context } = await openSession({ as: "reviewer" });
  await page.goto(url("/reviews/profile/edit"));
  const name = page.getByLabel("Name");
  await name.waitFor();
  assert.is(await name.inputValue(), "Jamie Rivera");
  // The Name field looks like the site's other fields (regression: the browser's 13px text and inset border).
  assert.equal(
    await fieldLook(page.getByRole("textbox", { name: "Name" })),
    SITE_FIELD,
    "/reviews/profile/edit",
  );
  assert.equal(await screenDefects(page, ["default look"]), [], "/reviews/profile/edit");
  await axeClean(page, "Edit profile", "desktop /reviews/profile/edit");
  await name.fill("   ");
  await page.getByRole("button", { name: "Save" }).click();
  await page.getByText("Enter your name.").waitFor();
  assert.is(await name.getAttribute("aria-invalid"), "true");

  await page.route("**/reviews/profile/reviewers/0", (route) =>
    route.fulfill({ status: 500, contentType: "application/json", body: '{"error":"down"}' }),
  );
  await name.fill("Jamie Q. Rivera");
  await page.getByLabel("Country").selectOption("GB");
  await page.getByRole("button", { name: "Save" }).click();
  await page.getByRole("alert").filter({ hasText: "were not saved" }).waitFor();
  assert.is(await name.inputValue(), "Jamie Q. Rivera");
  assert.is(await page.getByLabel("Country").inputValue(), "GB");
  await page.unroute("**/reviews/profile/reviewers/0");

  await page.getByLabel("Currency").selectOption("GBP");
  await page.getByLabel("Send me the newsletter").check();
  await page.getByRole("button", { name: "Save" }).click();
  await page.getByText("Your profile is saved.").waitFor();
  const row = db
    .prepare("SELECT name, rs_country, rs_currency, subscribed_rs FROM reviewers WHERE id = 1")
    .get();
  assert.equal(row, { name: "Jamie Q. Rivera", rs_country: "GB", rs_currency: "GBP", subscribed_rs: 1 });
  db.prepare(
    "UPDATE reviewers SET name = 'Jamie Rivera', rs_country = NULL, rs_currency = NULL, subscribed_rs = NULL WHERE id = 1",
  ).run();
  await context.close();
});

/** A text field's font size, border style and radius. */
const fieldLook = (field: Locator) =>
  field.evaluate((el) => {
    const style = getComputedStyle(el);
    return { size: style.fontSize, border: style.borderStyle, radius: style.borderRadius };
  });
/** The look of the site's selects, which its text fields share. */
const SITE_FIELD = { size: "16px", border: "solid", radius: "8px" };

test("Find people's search field looks like the site's other fields (regression: the browser's 13px text and inset border; the edit-profile Name field in the edit profile test)", async () => {
  const { page, url, context } = await openSession({ as: "reviewer" });
  await page.goto(url("/reviews/people"));
  const field = page.getByRole("searchbox", { name: "Search people by name" });
  await field.waitFor();
  assert.equal(await fieldLook(field), SITE_FIELD, "/reviews/people");
  assert.equal(await screenDefects(page, ["default look"]), [], "/reviews/people");
  await context.close();
});

test("the subscribe prompt: closing marks it asked; subscribing closes it even when saving fails", async () => {
  const { privatePath, db } = await seeded();
  const { page, url, context, warnings } = await openSession({ as: "reviewer" });
  await page.goto(url(privatePath));
  const prompt = page.getByRole("complementary", { name: "Get the best reviews by email" });
  await prompt.waitFor();
  await page.route("**/reviews/profile/reviewers/0", (route) => route.fulfill({ status: 500, body: "{}" }));
  await prompt.getByRole("button", { name: "Subscribe" }).click();
  await prompt.waitFor({ state: "detached" });
  assert.ok(
    warnings.some((w) => w.includes("newsletter")),
    "the failure is logged",
  );
  assert.is(db.prepare("SELECT subscribed_rs FROM reviewers WHERE id = 1").pluck().get(), null);
  await page.reload();
  await page.getByRole("tab", { name: "Reviews" }).waitFor();
  assert.is(await prompt.count(), 0, "asked once");
  await context.close();
});

test("axe-core finds nothing serious on the profiles at 375 and 1280 px (at 1280 px the private profile, its rewards and disputes tabs and the edit form in the tests above)", async () => {
  const { privatePath, slug } = await seeded();
  for (const viewport of ["mobile", "desktop"] as const) {
    const { page, url, context } = await openSession({ as: "reviewer", viewport });
    // At 1280 px the tests above look at the others where they open them. At 375 px the private
    // profile's tabs are chosen in the page, as the orders test chooses them.
    if (viewport === "mobile") {
      await page.goto(url(privatePath));
      await axeClean(page, "My reviews", `${viewport} ${privatePath}`);
      for (const [tab, heading] of [
        ["rewards", "Rewards"],
        ["disputes", "Disputes"],
      ] as const) {
        await page.getByRole("tab", { name: heading }).click();
        await page.waitForURL((u) => u.searchParams.get("tab") === tab);
        await axeClean(page, heading, `${viewport} ${privatePath}?tab=${tab}`);
      }
    }
    const pages: (readonly [string, string])[] = [[`/reviews/profile/${slug}`, "Favourites"]];
    if (viewport === "mobile") pages.push(["/reviews/profile/edit", "Edit profile"]);
    for (const [path, ready] of pages) {
      await page.goto(url(path));
      await axeClean(page, ready, `${viewport} ${path}`);
    }
    await context.close();
  }
});

test.run();
