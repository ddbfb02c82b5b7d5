// Disputes in Chromium: the seeded reviewer opens one about a shop with a file and lands on the
// disputes tab with the confirmation; a failed submit keeps every field and file; the arbitrator
// finds one by filter and decides it, and the reviewer sees the decision; guests, reviewers and
// the arbitrator are refused what is not theirs (page and JSON); axe at 375 and 1280 px.
import type { Page } from "playwright-core";
import sharp from "sharp";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { openSession, type Session, seriousAxeViolations, VIEWPORTS } from "../support/browsers/chromium";
import { pressedWhileScrolling, pressOnNextScroll } from "../support/browsers/press-while-scrolling";
import { untilInPage } from "../support/browsers/until-in-page";
import {
  disputeOutcome,
  earliestDisputeId,
  lineItemsOfProduct,
  reviewerSlug,
  rowCount,
} from "../support/data/seeded-queries";
import { testHost } from "../support/hosts/test-host";
import { disputeFields, fillDisputeBasics } from "../support/journeys/dispute-form";
import { hostSession } from "../support/requests/http-client";
import { multipartForm } from "../support/requests/multipart-form";
import { PNG_1PX } from "../support/requests/review-upload";

const test = suite("disputes");

/** A real picture: the host decodes and encodes every dispute image again. */
const PNG = PNG_1PX;
const DESCRIPTION = "The kettle never arrived: tracking stopped at the depot (dispute browser test).";

/** A shop the seeded reviewer ordered from, with a response time, and one they never ordered from. */
async function seeded() {
  const { db } = await testHost();
  const shop = db
    .prepare(
      `SELECT s.id, s.slug, s.name, s.response_time_number n, s.response_time_unit unit FROM shops s
       WHERE s.response_time_number IS NOT NULL AND s.name NOT GLOB '*[<&"]*'
         AND EXISTS (SELECT 1 FROM orders o WHERE o.reviewer_id = 1 AND o.shop_id = s.id)
       ORDER BY s.id LIMIT 1`,
    )
    .get() as { id: number; slug: string; name: string; n: number; unit: string };
  const stranger = db
    .prepare(
      "SELECT slug, name FROM shops s WHERE NOT EXISTS (SELECT 1 FROM orders o WHERE o.reviewer_id = 1 AND o.shop_id = s.id) LIMIT 1",
    )
    .get() as { slug: string; name: string };
  // A store with an order of the reviewer's the form offers now: none of theirs there has an open dispute.
  const offered = db
    .prepare(
      `SELECT s.id, s.slug, s.name FROM shops s
       WHERE EXISTS (SELECT 1 FROM orders o WHERE o.reviewer_id = 1 AND o.shop_id = s.id)
         AND NOT EXISTS (SELECT 1 FROM disputes d WHERE d.reviewer_id = 1 AND d.shop_id = s.id
           AND d.status IN ('open', 'in_review'))
       ORDER BY s.id LIMIT 1`,
    )
    .get() as { id: number; slug: string; name: string };
  const profileSlug = reviewerSlug(db);
  assert.ok(shop && stranger && offered && profileSlug, "the seed has the shops this needs");
  const unit = shop.n === 1 ? shop.unit.replace(/s$/, "") : shop.unit;
  const count = () => rowCount(db, "disputes");
  return {
    db,
    shop: {
      ...shop,
      path: `/reviews/stores/${encodeURIComponent(shop.slug)}`,
      responds: `${shop.n} ${unit}`,
    },
    stranger: { ...stranger, path: `/reviews/stores/${encodeURIComponent(stranger.slug)}` },
    offered: { ...offered, path: `/reviews/stores/${encodeURIComponent(offered.slug)}` },
    profilePath: `/reviews/users/${encodeURIComponent(profileSlug)}`,
    count,
  };
}

async function axeAtBothWidths(page: Page, what: string) {
  for (const viewport of ["mobile", "desktop"] as const) {
    await page.setViewportSize(VIEWPORTS[viewport]);
    assert.equal(await seriousAxeViolations(page), [], `${what} at ${viewport}`);
  }
}

async function fillDisputeForm(page: Page) {
  const firstOrder = await fillDisputeBasics(page, DESCRIPTION);
  await page.getByLabel("Outcome details").fill("The full price back, please.");
  await page.getByLabel("Files").setInputFiles({ name: "parcel.png", mimeType: "image/png", buffer: PNG });
  await page.getByRole("list", { name: "Attached files" }).getByText("parcel.png").waitFor();
  return firstOrder;
}

/** The dispute the arbitrator decides: the reviewer's own, its words its own. */
const ARBITRATED = "The lamp never came: the courier lost it at the sorting hub (arbitration browser test).";

/**
 * A dispute the reviewer opens over HTTP with a file, 'Item not received', about the store of an
 * order of theirs without an open one: the last, of a store the other tests' forms do not offer.
 */
async function openedByTheReviewer(description: string): Promise<{ id: string; shopName: string }> {
  const { db, shop, offered } = await seeded();
  const order = db
    .prepare(
      `SELECT li.public_id, s.encoded_id shop, s.name shop_name FROM line_items li
       JOIN orders o ON o.id = li.order_id JOIN shops s ON s.id = o.shop_id
       WHERE o.reviewer_id = 1 AND s.name NOT GLOB '*[<&"]*' AND s.id NOT IN (?, ?)
         AND li.id NOT IN (SELECT line_item_id FROM disputes
           WHERE status IN ('open', 'in_review') AND line_item_id IS NOT NULL)
       ORDER BY li.id DESC LIMIT 1`,
    )
    .get(shop.id, offered.id) as { public_id: string; shop: string; shop_name: string };
  assert.ok(order, "an order of the reviewer's without an open dispute");
  const form = multipartForm(
    disputeFields(order, { description, desired_outcome_description: "The full price back, please." }),
    [{ field: "dispute[files][]", name: "parcel.png", data: PNG, type: "image/png" }],
  );
  const { visitor } = await hostSession("reviewer");
  const response = await visitor.sendForm("/reviews/profile/disputes", form);
  assert.is(response.statusCode, 201, response.body);
  return { id: JSON.parse(response.body).dispute.id, shopName: order.shop_name };
}

test("a reviewer opens a dispute about a shop with a file, sees the confirmation, then the dispute with its file", async () => {
  const { shop, profilePath, db } = await seeded();
  const session = await openSession({ as: "reviewer" });
  const { page, url } = session;
  await page.goto(url(shop.path));
  await page.getByRole("link", { name: "Open a dispute" }).click();
  await page.waitForURL((u) => u.pathname === `${shop.path}/disputes/new`);
  await page.getByRole("heading", { level: 1, name: `Open a dispute about ${shop.name}` }).waitFor();
  await fillDisputeForm(page);
  await axeAtBothWidths(page, "the dispute form");

  await page.getByRole("button", { name: "Open dispute" }).click();
  await page.waitForURL((u) => u.pathname === profilePath && u.searchParams.get("tab") === "disputes");
  const confirmation = page
    .getByRole("status")
    .filter({ hasText: `${shop.name} usually responds within ${shop.responds}` });
  await confirmation.waitFor();
  await axeAtBothWidths(page, "the profile with the confirmation");
  await confirmation.getByRole("button", { name: "Dismiss" }).click();
  await confirmation.waitFor({ state: "detached" });

  const row = db
    .prepare("SELECT encoded_id FROM disputes WHERE reviewer_id = 1 AND description = ? AND shop_id = ?")
    .pluck()
    .get(DESCRIPTION, shop.id) as string;
  assert.ok(row, "the host stored the dispute");
  await page.locator(`a[href="/reviews/profile/disputes/${row}"]`).click();
  await page.waitForURL((u) => u.pathname === `/reviews/profile/disputes/${row}`);
  await page.getByRole("heading", { level: 1, name: `Dispute about ${shop.name}` }).waitFor();
  await page.getByText(DESCRIPTION).waitFor();
  const file = page
    .getByRole("list", { name: "Files sent with the dispute" })
    .getByRole("link", { name: "parcel.png" });
  await file.waitFor();
  const download = await page.request.get(url((await file.getAttribute("href")) ?? ""));
  assert.is(download.status(), 200);
  const kept = await sharp(await download.body()).metadata();
  assert.equal([kept.format, kept.width, kept.height], ["png", 1, 1], "the picture, encoded again");
  assert.is(download.headers()["content-disposition"], "attachment; filename*=UTF-8''parcel.png");
  await axeAtBothWidths(page, "the reviewer's dispute");

  // While it is open the reviewer adds a message with a file; it joins the timeline.
  await page.getByLabel("Message", { exact: true }).fill("Here is the depot's scan of the parcel.");
  await page
    .getByLabel("Files", { exact: true })
    .setInputFiles({ name: "scan.png", mimeType: "image/png", buffer: PNG });
  await page.getByRole("button", { name: "Send message" }).click();
  await page.getByRole("status").filter({ hasText: "Your message was added to the timeline." }).waitFor();
  const entry = page.getByRole("listitem").filter({ hasText: "Here is the depot's scan of the parcel." });
  await entry.getByRole("link", { name: "scan.png" }).waitFor();
  assert.is(await page.getByLabel("Message", { exact: true }).inputValue(), "");
  await session.context.close();
});

test("a dispute about a product offers only the reviewer's orders of it, and the host records that product", async () => {
  const { db, profilePath } = await seeded();
  const product = db
    .prepare(
      `SELECT p.id, p.title, p.handle, s.slug FROM line_items li JOIN orders o ON o.id = li.order_id
       JOIN products p ON p.id = li.product_id JOIN shops s ON s.id = o.shop_id
       WHERE o.reviewer_id = 1 AND p.title NOT GLOB '*[<&"]*' AND NOT EXISTS (
         SELECT 1 FROM disputes d WHERE d.line_item_id = li.id AND d.status IN ('open', 'in_review'))
       ORDER BY li.id LIMIT 1`,
    )
    .get() as { id: number; title: string; handle: string; slug: string };
  const ordered = lineItemsOfProduct(db, product.id);
  assert.ok(product && ordered.length > 0, "the reviewer ordered a product");
  const session = await openSession({ as: "reviewer" });
  const { page, url } = session;
  await page.goto(
    url(
      `/reviews/stores/${encodeURIComponent(product.slug)}/products/${encodeURIComponent(product.handle)}/disputes/new`,
    ),
  );
  await page.getByRole("heading", { level: 1, name: `Open a dispute about ${product.title}` }).waitFor();
  await fillDisputeForm(page);
  const offered = await page
    .getByLabel("Order")
    .locator("option")
    .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
  assert.ok(offered.length > 0, "the form offers an order");
  for (const order of offered) assert.ok(ordered.includes(order), `${order} is an order of this product`);
  const description = "The lid of this one came cracked (product dispute browser test).";
  await page.getByLabel("Description").fill(description);
  await page.getByRole("button", { name: "Open dispute" }).click();
  await page.waitForURL((u) => u.pathname === profilePath && u.searchParams.get("tab") === "disputes");
  assert.is(
    db
      .prepare("SELECT product_id FROM disputes WHERE reviewer_id = 1 AND description = ?")
      .pluck()
      .get(description),
    product.id,
  );
  await session.context.close();
});

test("a failed submit keeps every field and file and says it did not go through; nothing is stored", async () => {
  const { offered, count } = await seeded();
  const session = await openSession({ as: "reviewer" });
  const { page, url } = session;
  await page.route("**/reviews/profile/disputes", (route) =>
    route.request().method() === "POST"
      ? route.fulfill({
          status: 500,
          contentType: "application/json",
          body: '{"error":"Something went wrong on our side."}',
        })
      : route.continue(),
  );
  await page.goto(url(`${offered.path}/disputes/new`));
  const order = await fillDisputeForm(page);
  const before = count();
  await page.getByRole("button", { name: "Open dispute" }).click();
  await page.getByRole("alert").filter({ hasText: "Your dispute did not go through" }).waitFor();
  assert.is(new URL(page.url()).pathname, `${offered.path}/disputes/new`);
  assert.is(await page.getByLabel("Order").inputValue(), order);
  assert.is(await page.getByLabel("Dispute type").inputValue(), "item_not_received");
  assert.is(await page.getByLabel("Description").inputValue(), DESCRIPTION);
  assert.is(await page.getByLabel("Desired outcome").inputValue(), "refund");
  assert.is(await page.getByLabel("Outcome details").inputValue(), "The full price back, please.");
  const attached = page.getByRole("list", { name: "Attached files" }).getByRole("listitem");
  assert.is(await attached.count(), 1);
  await attached.getByText("parcel.png").waitFor();
  assert.is(count(), before);
  await session.context.close();
});

test("the arbitrator finds the dispute by filter and decides it for the reviewer, who then sees the decision", async () => {
  const { db } = await seeded();
  const opened = await openedByTheReviewer(ARBITRATED);
  const arbitrator = await openSession({ as: "arbitrator" });
  const { page, url } = arbitrator;
  await page.goto(url("/reviews"));
  await page.getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("menuitem", { name: "Arbitration" }).click();
  await page.waitForURL((u) => u.pathname === "/reviews/arbitrator");
  await page.getByRole("heading", { level: 1, name: "Disputes" }).waitFor();
  await page.getByRole("table").waitFor();

  await page.getByLabel("Status").selectOption("open");
  await page.getByLabel("Dispute type").selectOption({ label: "Item not received" });
  await page.getByLabel("Text").fill("lost it at the sorting hub");
  await page.getByRole("button", { name: "Apply filters" }).click();
  await page.waitForURL((u) => u.searchParams.get("filters[q]") === "lost it at the sorting hub");
  const query = new URL(page.url()).searchParams;
  assert.equal(
    [query.get("filters[status]"), query.get("filters[dispute_type]")],
    ["open", "item_not_received"],
  );
  await page
    .getByRole("status")
    .filter({ hasText: /^1 dispute$/ })
    .waitFor();
  const rows = page.getByRole("row").filter({ has: page.getByRole("cell") });
  assert.is(await rows.count(), 1);
  await axeAtBothWidths(page, "the arbitrator's list");

  await rows.getByRole("link", { name: opened.shopName }).click();
  await page.waitForURL((u) => u.pathname === `/reviews/arbitrator/${opened.id}`);
  await page.getByText(ARBITRATED).waitFor();
  await page.getByRole("link", { name: "parcel.png" }).waitFor();
  await axeAtBothWidths(page, "the arbitrator's dispute");
  await page.getByRole("radio", { name: "In favour of the reviewer" }).check();
  await page.getByLabel("Note to both parties").fill("The shop will refund the order in full.");
  await page.getByRole("button", { name: "Record decision" }).click();
  await page.getByRole("heading", { name: "Decision: In favour of the reviewer" }).waitFor();
  assert.equal(disputeOutcome(db, opened.id), {
    status: "resolved",
    decision: "in_favour_of_reviewer",
  });
  await arbitrator.context.close();

  const reviewer = await openSession({ as: "reviewer" });
  await reviewer.page.goto(reviewer.url(`/reviews/profile/disputes/${opened.id}`));
  await reviewer.page.getByRole("heading", { name: "Decision: In favour of the reviewer" }).waitFor();
  await reviewer.page.getByText("The shop will refund the order in full.").first().waitFor();
  await reviewer.page.getByText("This dispute is closed: it takes no more messages.").waitFor();
  await reviewer.context.close();
});

test("from the list, a dispute is decided without a reload, even when pressed while the page still moves to the top", async () => {
  const { db } = await seeded();
  const session = await openSession({ as: "arbitrator" });
  const { page, url } = session;
  try {
    await page.goto(url("/reviews/arbitrator"));
    await page.getByRole("table").waitFor();
    await page.evaluate("window.sameDocument = true");
    const open = page
      .getByRole("row")
      .filter({ has: page.getByRole("cell") })
      .filter({ hasText: "Open" })
      .last();
    const link = open.getByRole("link");
    const path = (await link.getAttribute("href")) ?? "";
    const id = path.split("/").pop() ?? "";
    assert.equal(db.prepare("SELECT status FROM disputes WHERE encoded_id = ?").get(id), { status: "open" });
    const heading = page.getByRole("heading", { level: 1, name: /^Dispute about / });

    // A look at the dispute and back: the next visit shows it at once, before the page has moved.
    await link.click();
    await heading.waitFor();
    await page.goBack();
    await page.getByRole("table").waitFor();

    // From the foot of the list the dispute opens where the list was, then moves to the top.
    await page.mouse.wheel(0, 10_000);
    await untilInPage(page, () => window.scrollY > 600);
    await pressOnNextScroll(page);
    await link.click();
    await page.waitForURL((u) => u.pathname === path);
    await heading.waitFor();
    const { pressedAt, restedAt } = await pressedWhileScrolling(page);
    assert.ok(pressedAt > 0, `the page was still moving at the press (at ${pressedAt})`);
    // Moving on under the press would take its release, and the click, to another element.
    assert.is(restedAt, pressedAt, "the page stops where it was pressed");

    await page.getByRole("radio", { name: "In favour of the shop" }).check();
    await page.getByLabel("Note to both parties").fill("The parcel was delivered: the tracking shows it.");
    await page.getByRole("button", { name: "Record decision" }).click();
    await page.getByRole("heading", { name: "Decision: In favour of the shop" }).waitFor();
    assert.equal(disputeOutcome(db, id), {
      status: "resolved",
      decision: "in_favour_of_shop",
    });
    assert.ok(await page.evaluate("window.sameDocument === true"), "no page load on the way");
  } finally {
    await session.context.close();
  }
});

async function status(session: Session, path: string) {
  return (
    await session.page.request.get(session.url(path), { headers: { accept: "application/json" } })
  ).status();
}

test("guests and reviewers are refused the arbitration pages; the arbitrator and guests the reviewer's dispute", async () => {
  const { db } = await seeded();
  const own = earliestDisputeId(db);
  const arbitrationPaths = ["/reviews/arbitrator", `/reviews/arbitrator/${own}`];

  const guest = await openSession();
  for (const path of [...arbitrationPaths, `/reviews/profile/disputes/${own}`]) {
    assert.is(await status(guest, `${path}?format=json`), 401, path);
    await guest.page.goto(guest.url(path));
    await guest.page.waitForURL((u) => u.pathname === "/login" && u.searchParams.get("return_to") === path);
  }
  await guest.context.close();

  const reviewer = await openSession({ as: "reviewer" });
  for (const path of arbitrationPaths) {
    assert.is(await status(reviewer, `${path}?format=json`), 403, path);
    await reviewer.page.goto(reviewer.url(path));
    await reviewer.page.getByRole("heading", { level: 1, name: "You can’t open this page" }).waitFor();
  }
  await axeAtBothWidths(reviewer.page, "the not-allowed screen");
  await reviewer.page.getByRole("button", { name: "Account menu" }).click();
  await reviewer.page.getByRole("menuitem", { name: "Sign out" }).waitFor();
  assert.is(await reviewer.page.getByRole("menuitem", { name: "Arbitration" }).count(), 0);
  await reviewer.context.close();

  const arbitrator = await openSession({ as: "arbitrator" });
  assert.is(await status(arbitrator, `/reviews/profile/disputes/${own}?format=json`), 404);
  await arbitrator.page.goto(arbitrator.url(`/reviews/profile/disputes/${own}`));
  await arbitrator.page.getByRole("heading", { level: 1, name: "We couldn’t find that dispute" }).waitFor();
  await arbitrator.context.close();
});

test("a guest sees no 'Open a dispute' and is sent to sign in and back; no order there, or a failed load, says so", async () => {
  // A store whose orders of the reviewer's have no open dispute: the form offers one.
  const { offered, stranger } = await seeded();
  const session = await openSession({ browserRendered: true });
  const { page, url } = session;
  await page.goto(url(offered.path));
  await page.getByRole("heading", { level: 1, name: offered.name }).waitFor();
  assert.is(await page.getByRole("link", { name: "Open a dispute" }).count(), 0);

  const formPath = `${offered.path}/disputes/new`;
  await page.goto(url(formPath));
  await page.waitForURL((u) => u.pathname === "/login");
  await page.getByLabel("Email").fill("reviewer@example.com");
  await page.getByLabel("Password").fill("reviewer");
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL((u) => u.pathname === formPath);
  await page.getByLabel("Order").waitFor();

  await page.goto(url(`${stranger.path}/disputes/new`));
  await page.getByText(`You can only dispute an order you placed with ${stranger.name}`).waitFor();

  await page.route("**/disputes/new?format=json*", (route) => route.fulfill({ status: 503, body: "{}" }));
  await page.goto(url(formPath));
  await page.getByRole("alert").filter({ hasText: "HTTP status 503" }).waitFor();
  await session.context.close();
});

test("a failed arbitrator list load shows an empty list with a message", async () => {
  const session = await openSession({ as: "arbitrator", browserRendered: true });
  const { page, url } = session;
  await page.route("**/reviews/arbitrator?*format=json*", (route) =>
    route.fulfill({ status: 500, body: "{}" }),
  );
  await page.goto(url("/reviews/arbitrator?filters[status]=open"));
  await page.getByRole("alert").filter({ hasText: "The disputes didn’t load (HTTP status 500)" }).waitFor();
  assert.is(await page.getByRole("table").count(), 0);
  assert.is(await page.getByLabel("Status").inputValue(), "open");
  await session.context.close();
});

test.run();
