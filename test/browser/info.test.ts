// The pages that explain the marketplace (issue 14): how it works from how-it-works.json, medals
// with the five tiers and live examples that open, trust with live numbers; headings, axe at 375
// and 1280 px.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { MEDAL_LABELS, MEDAL_TIERS } from "../../src/lib/medals";
import { REVIEW_SOURCES } from "../../src/lib/review-query";
import { openSession, seriousAxeViolations } from "../support/browsers/chromium";

const test = suite("how it works, medals, trust");

test("how it works: the host's sections under headings, the eight review sources, where to go next", async () => {
  const { page, url, context, errors } = await openSession();
  await page.goto(url("/reviews/how-it-works"));
  await page.getByRole("heading", { level: 1, name: "How it works" }).waitFor();
  for (const title of [
    "How reviews are collected",
    "How reviews are verified",
    "What the review sources mean",
    "For shoppers",
    "For reviewers",
  ]) {
    await page.getByRole("heading", { level: 2, name: title }).waitFor();
  }
  const sources = page.getByRole("region", { name: "What the review sources mean" });
  const terms = await sources.getByRole("term").allTextContents();
  assert.equal(
    terms,
    REVIEW_SOURCES.map((s) => s.label),
  );
  assert.match(
    (await page.getByRole("region", { name: "How reviews are collected" }).textContent()) ?? "",
    "Imports",
  );
  const next = page.getByRole("region", { name: "Where to go next" });
  assert.is(
    await next.getByRole("link", { name: "Search products" }).getAttribute("href"),
    "/reviews/search",
  );
  assert.is(
    await next.getByRole("link", { name: "Write a review" }).getAttribute("href"),
    "/reviews/write-review",
  );
  await next.getByRole("link", { name: "What the medals mean" }).click();
  await page.getByRole("heading", { level: 1, name: "Medals" }).waitFor();
  assert.equal(errors, []);
  await context.close();
});

test("medals: the five tiers with their badges and live products and stores that open", async () => {
  const { page, url, context, errors } = await openSession();
  await page.goto(url("/reviews/medals"));
  await page.getByRole("heading", { level: 2, name: "Transparency score" }).waitFor();
  await page.getByRole("heading", { level: 2, name: "Authenticity score" }).waitFor();
  await page.getByRole("heading", { level: 2, name: "Shop medals" }).waitFor();
  const tiers = page
    .getByRole("region", { name: "The five tiers" })
    .getByRole("listitem")
    .filter({
      has: page.getByRole("heading", { level: 3 }),
    });
  assert.is(await tiers.count(), 5);
  for (const [i, { tier, minimum }] of MEDAL_TIERS.entries()) {
    const item = tiers.nth(i);
    const label = MEDAL_LABELS[tier];
    assert.is(await item.getByRole("heading", { level: 3 }).textContent(), label);
    assert.match((await item.locator(`.rv-medal--${tier}`).textContent()) ?? "", `${minimum}%`);
    await item.getByRole("heading", { level: 4, name: `${label} products` }).waitFor();
    assert.ok((await item.getByRole("link").count()) >= 2, `${label}: products and stores`);
  }
  // An example opens: a Gold product, then a Bronze store.
  const gold = tiers.nth(2);
  const product = gold.getByRole("list").first().getByRole("link").first();
  const productName = (await product.textContent()) ?? "";
  await product.click();
  await page.getByRole("heading", { level: 1, name: productName }).waitFor();
  await page.goBack();
  const store = tiers.nth(4).getByRole("list").nth(1).getByRole("link").first();
  const storeName = (await store.textContent()) ?? "";
  await store.click();
  await page.waitForURL(/\/reviews\/stores\/[^/]+$/);
  await page.getByRole("heading", { level: 1, name: storeName }).waitFor();
  assert.equal(errors, []);
  await context.close();
});

test("trust: how reviews stay honest, what we never do, how to report, and live numbers", async () => {
  const { page, url, context, errors } = await openSession();
  await page.goto(url("/reviews/trust"));
  await page.getByRole("heading", { level: 1, name: "Trust" }).waitFor();
  for (const title of [
    "Verified buyers",
    "Moderation",
    "Disputes and arbitration",
    "What we never do",
    "How to report a review",
  ]) {
    await page.getByRole("heading", { level: 2, name: title }).waitFor();
  }
  // Its promises are what the product does: Report under a review, hidden by an arbitrator's
  // decision, a review corrected by its author only and marked 'Edited'.
  await page.getByText("press Report under the review (signed in)").waitFor();
  await page.getByText("hide a review only when an arbitrator finds").waitFor();
  await page
    .getByText("only its author can correct a review, which then shows 'Edited' with the date")
    .waitFor();
  const numbers = page.getByRole("region", { name: "Our numbers, live" });
  await numbers
    .getByText(/^[\d,]+$/)
    .first()
    .waitFor();
  const verified = await numbers.getByRole("definition").first().textContent();
  assert.ok(Number(verified?.replaceAll(",", "")) > 1000, `verified reviews: ${verified}`);
  assert.equal(errors, []);
  await context.close();
});

test("how it works, medals and trust are axe-clean at 375 and 1280 px", async () => {
  for (const viewport of ["mobile", "desktop"] as const) {
    const { page, url, context } = await openSession({ viewport });
    for (const [path, ready] of [
      ["/reviews/how-it-works", "Where to go next"],
      ["/reviews/medals", "Bronze products"],
      ["/reviews/trust", "How to report a review"],
    ] as const) {
      await page.goto(url(path));
      await page.getByRole("heading", { name: ready }).waitFor();
      assert.equal(await seriousAxeViolations(page), [], `${viewport} ${path}`);
    }
    await context.close();
  }
});

test.run();
