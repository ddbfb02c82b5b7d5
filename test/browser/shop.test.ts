// The shop page: the all-reviews widget with its review types, the cards carousel by setting,
// contact information, and not-found.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { openSession, seriousAxeViolations } from "../support/browsers/chromium";
import { testHost } from "../support/hosts/test-host";

const test = suite("shop page");

async function count(sql: string, ...params: unknown[]): Promise<number> {
  return ((await testHost()).db.prepare(sql).get(...params) as { n: number }).n;
}

const VISIBLE = "published = 1 AND deleted = 0";

test("a shop shows its all-reviews widget with the three review types, each in the address", async () => {
  const { page, url, context, errors } = await openSession();
  await page.goto(url("/reviews/stores/pine-gear"));
  await page.getByRole("heading", { level: 1, name: "Pine Gear" }).waitFor();
  const types = page.getByRole("navigation", { name: "Review type" });
  for (const name of ["All reviews", "Store reviews", "Product reviews"])
    await types.getByRole("link", { name }).waitFor();
  const shopId = await count("SELECT id n FROM shops WHERE slug = 'pine-gear'");
  const all = await count(`SELECT count(*) n FROM reviews WHERE shop_id = ? AND ${VISIBLE}`, shopId);
  await page.locator(".rv-reviews__status").getByText(`of ${all} reviews`).waitFor();

  await types.getByRole("link", { name: "Store reviews" }).click();
  await page.waitForURL((u) => u.searchParams.get("review_type") === "shop-reviews");
  const own = await count(
    `SELECT count(*) n FROM reviews WHERE shop_id = ? AND product_id IS NULL AND ${VISIBLE}`,
    shopId,
  );
  await page.locator(".rv-reviews__status").getByText(`of ${own} review`).waitFor();
  assert.is(await page.getByText(/^Review of /).count(), 0);

  await types.getByRole("link", { name: "Product reviews" }).click();
  await page.waitForURL((u) => u.searchParams.get("review_type") === "product-reviews");
  await page
    .locator(".rv-reviews__status")
    .getByText(`of ${all - own} review`)
    .waitFor();
  await page
    .getByText(/^Review of /)
    .first()
    .waitFor();
  await page.reload();
  await page
    .locator(".rv-reviews__status")
    .getByText(`of ${all - own} review`)
    .waitFor();
  assert.is(await types.getByRole("link", { name: "Product reviews" }).getAttribute("aria-current"), "page");

  await page.getByRole("heading", { name: "Most reviewed products" }).waitFor();
  assert.equal(await seriousAxeViolations(page), []);
  assert.equal(errors, []);
  await context.close();
});

test("the recommendation cards carousel shows only when the shop's setting is on", async () => {
  const { page, url, context } = await openSession();
  await page.goto(url("/reviews/stores/pine-gear")); // show_cards_carousel = 1
  const carousel = page.getByRole("region", { name: "Shoppers recommend" });
  await carousel.waitFor();
  assert.ok((await carousel.getByRole("listitem").count()) > 0);
  await page.goto(url("/reviews/stores/lucky-gear")); // show_cards_carousel = 0
  await page.getByRole("heading", { name: "Reviews", exact: true }).waitFor();
  await page
    .locator(".rv-reviews__status")
    .getByText(/of \d+ reviews/)
    .waitFor();
  assert.is(await page.getByRole("heading", { name: "Shoppers recommend" }).count(), 0);
  await context.close();
});

test("shop data: country, medals, metrics and contact information with the response time", async () => {
  const { page, url, context } = await openSession();
  const shop = (await testHost()).db
    .prepare(
      "SELECT * FROM shops WHERE response_time_number IS NOT NULL AND email IS NOT NULL ORDER BY id LIMIT 1",
    )
    .get() as {
    slug: string;
    name: string;
    response_time_number: number;
    response_time_unit: string;
    email: string;
  };
  await page.goto(url(`/reviews/stores/${shop.slug}`));
  await page.getByRole("heading", { level: 1 }).waitFor();
  const unit =
    shop.response_time_number === 1 ? shop.response_time_unit.replace(/s$/, "") : shop.response_time_unit;
  await page.getByText(`Usually replies within ${shop.response_time_number} ${unit}`).waitFor();
  await page.getByRole("link", { name: shop.email }).waitFor();
  await page
    .getByRole("list", { name: "Medals" })
    .getByText(/Transparency \d+%/)
    .waitFor();
  const visit = page.getByRole("link", { name: /Visit store/ });
  assert.is(await visit.getAttribute("rel"), "noopener noreferrer");
  await context.close();
});

test("an unknown shop shows the not-found screen", async () => {
  const { page, url, context } = await openSession();
  const response = await page.goto(url("/reviews/stores/no-such-shop-anywhere"));
  assert.is(response?.status(), 404);
  await page.getByRole("heading", { name: "We couldn’t find that store" }).waitFor();
  await context.close();
});

test.run();
