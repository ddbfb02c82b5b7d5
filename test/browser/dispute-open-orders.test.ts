// The new-dispute form and an order about which the reviewer already has an open dispute: the
// order is marked with a link to that dispute (which opens, and takes a message), it cannot be
// chosen, the rest of the form still opens a dispute about another order; once every order has
// one, the page says so plainly.
import type { Page } from "playwright-core";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { openSession, seriousAxeViolations, VIEWPORTS } from "../support/browsers/chromium";
import { orderLineItem } from "../support/data/line-items";
import { testHost } from "../support/hosts/test-host";

const test = suite("dispute open orders");

const LINK = "Open dispute: add a message to it";

/**
 * The seeded reviewer's open dispute, the store and product of its order, and a second order of
 * theirs with that store, placed now (it lists first).
 */
async function seeded() {
  const { db } = await testHost();
  const open = db
    .prepare(
      `SELECT d.encoded_id id, d.shop_id, li.public_id line_item, li.product_id, p.title, s.slug, s.name shop
       FROM disputes d JOIN line_items li ON li.id = d.line_item_id JOIN products p ON p.id = li.product_id
       JOIN shops s ON s.id = d.shop_id
       WHERE d.reviewer_id = 1 AND d.status = 'open' AND p.title NOT GLOB '*[<&"]*' ORDER BY d.id LIMIT 1`,
    )
    .get() as {
    id: string;
    shop_id: number;
    line_item: string;
    product_id: number;
    title: string;
    slug: string;
    shop: string;
  };
  assert.ok(open, "the seeded reviewer has an open dispute about an order");
  const other = db
    .prepare("SELECT id, title FROM products WHERE shop_id = ? AND id <> ? ORDER BY id LIMIT 1")
    .get(open.shop_id, open.product_id) as { id: number; title: string };
  assert.ok(other, "the store sells another product");
  orderLineItem(db, {
    order: "o-open-orders",
    lineItem: "li-open-orders",
    shopId: open.shop_id,
    productId: other.id,
  });
  return { db, open, other: { lineItem: "li-open-orders", title: other.title } };
}

/** The values the Order select takes as the keys move through it. */
async function valuesByKeys(page: Page): Promise<string[]> {
  const order = page.getByLabel("Order");
  await order.focus();
  const seen: string[] = [];
  for (const key of ["Home", "ArrowDown", "ArrowDown", "ArrowDown", "End", "ArrowUp", "ArrowUp"]) {
    await order.press(key);
    seen.push(await order.inputValue());
  }
  return seen;
}

test("the order with an open dispute is marked and links to it; it cannot be chosen; another order still can, and then the page says every order has one", async () => {
  const { db, open, other } = await seeded();
  const session = await openSession({ as: "reviewer" });
  const { page, url } = session;
  const formPath = `/reviews/stores/${encodeURIComponent(open.slug)}/disputes/new`;
  await page.goto(url(formPath));
  await page.getByRole("heading", { level: 1, name: `Open a dispute about ${open.shop}` }).waitFor();

  // Marked with visible text and a link to its dispute.
  const marked = page
    .getByRole("list", { name: "Open disputes" })
    .getByRole("listitem")
    .filter({ hasText: open.title });
  const link = marked.getByRole("link", { name: LINK });
  assert.is(await link.getAttribute("href"), `/reviews/profile/disputes/${open.id}`);

  // In the list of orders it is there, says why, and cannot be chosen: by name or by the keys.
  const order = page.getByLabel("Order");
  const option = order.locator(`option[value="${open.line_item}"]`);
  assert.match(
    (await option.textContent()) ?? "",
    new RegExp(`^${open.title}, placed .+ \\(open dispute\\)$`),
  );
  assert.ok(await option.isDisabled(), "the order with an open dispute is not offered");
  assert.is(
    await order.evaluate(
      (select) => document.getElementById(select.getAttribute("aria-describedby") ?? "")?.textContent,
    ),
    "An order with an open dispute can’t be chosen again: add a message to its dispute instead.",
  );
  assert.is(await order.inputValue(), other.lineItem, "the one order that can be chosen is chosen");
  const byKeys = await valuesByKeys(page);
  assert.ok(byKeys.includes(other.lineItem), `the keys reach the other order: ${byKeys}`);
  assert.not.ok(byKeys.includes(open.line_item), `the keys never choose the disputed order: ${byKeys}`);
  for (const viewport of ["mobile", "desktop"] as const) {
    await page.setViewportSize(VIEWPORTS[viewport]);
    assert.equal(await seriousAxeViolations(page), [], `the form at ${viewport}`);
  }

  // The rest of the form opens a dispute about the other order.
  await order.selectOption(other.lineItem);
  await page.getByLabel("Dispute type").selectOption({ label: "Item not received" });
  await page
    .getByLabel("Description")
    .fill("The second parcel never came either (open orders browser test).");
  await page.getByLabel("Desired outcome").selectOption({ label: "A refund" });
  await page.getByRole("button", { name: "Open dispute" }).click();
  await page.waitForURL((u) => u.searchParams.get("tab") === "disputes");
  const opened = db
    .prepare(
      "SELECT d.encoded_id FROM disputes d JOIN line_items li ON li.id = d.line_item_id WHERE li.public_id = ? AND d.status = 'open'",
    )
    .pluck()
    .all(other.lineItem) as string[];
  assert.is(opened.length, 1, "the host opened a dispute about the other order");
  await page.locator(`a[href="/reviews/profile/disputes/${opened[0]}"]`).waitFor();

  // Back on the form, every order has an open dispute: no form, each order links to its dispute.
  await page.goBack();
  await page.waitForURL((u) => u.pathname === formPath);
  await page
    .getByText(
      `Each of your orders with ${open.shop} already has an open dispute. Add a message to it instead of opening another.`,
    )
    .waitFor();
  const links = page.getByRole("list", { name: "Open disputes" }).getByRole("link", { name: LINK });
  assert.is(await links.count(), 2);
  assert.is(await page.getByLabel("Order").count(), 0);
  assert.is(await page.getByRole("button", { name: "Open dispute" }).count(), 0);
  await page.getByRole("link", { name: `Back to ${open.shop}` }).waitFor();

  // The link opens the dispute, which takes a message.
  await marked.getByRole("link", { name: LINK }).click();
  await page.waitForURL((u) => u.pathname === `/reviews/profile/disputes/${open.id}`);
  await page.getByRole("heading", { level: 1, name: /^Dispute about / }).waitFor();
  await page.getByLabel("Message", { exact: true }).waitFor();
  assert.equal(session.errors, []);
  await session.context.close();
});

test.run();
