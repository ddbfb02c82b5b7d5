// Editing one's own review in Chromium as the seeded reviewer: Edit in the private profile opens
// the review form filled with the review; a new rating, title and one picture fewer are saved; the
// product page then shows the review marked "Edited" and the new rating in its histogram. axe at
// 375 and 1280 px on the form.
import type { Page } from "playwright-core";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { openSession, seriousAxeViolations, VIEWPORTS } from "../support/browsers/chromium";
import { publicRatingCount } from "../support/data/seeded-queries";
import { testHost } from "../support/hosts/test-host";

const test = suite("edit one's own review (browser)");

/** A published product review of the seeded reviewer with two pictures, on its product's first page. */
async function seeded() {
  const { db } = await testHost();
  const row = db
    .prepare(
      `SELECT r.public_id, r.title, r.rating, r.product_id, s.slug shop_slug, p.handle, rv.slug reviewer_slug
       FROM reviews r JOIN shops s ON s.id = r.shop_id JOIN products p ON p.id = r.product_id
       JOIN reviewers rv ON rv.id = r.reviewer_id
       WHERE r.reviewer_id = 1 AND r.published = 1 AND r.deleted = 0 AND r.edited_at IS NULL
         AND json_array_length(coalesce(r.pictures, '[]')) = 2 AND p.reviews_count <= 10
         AND (SELECT count(*) FROM reviews o WHERE o.reviewer_id = 1 AND o.title = r.title) = 1
       ORDER BY r.id LIMIT 1`,
    )
    .get() as {
    public_id: string;
    title: string;
    rating: number;
    product_id: number;
    shop_slug: string;
    handle: string;
    reviewer_slug: string;
  };
  if (!row) throw new Error("the seed has no suitable review");
  const ratingCount = (rating: number) => publicRatingCount(db, row.product_id, rating);
  return {
    row,
    ratingCount,
    productPath: `/reviews/stores/${encodeURIComponent(row.shop_slug)}/products/${encodeURIComponent(row.handle)}`,
    privatePath: `/reviews/users/${encodeURIComponent(row.reviewer_slug)}`,
  };
}

/** The count the histogram's row of `rating` shows. */
async function histogramCount(page: Page, rating: number): Promise<number> {
  const row = page
    .getByRole("list", { name: "Reviews by rating" })
    .getByRole("listitem")
    .filter({ hasText: rating === 1 ? "1 star" : `${rating} stars` });
  return Number(await row.locator(".rv-histogram__count").evaluate((el) => el.firstChild?.textContent ?? ""));
}

test("Edit opens the filled form; the saved review shows 'Edited' and its new rating in the product's histogram", async () => {
  const { row, ratingCount, productPath, privatePath } = await seeded();
  const newRating = row.rating === 1 ? 5 : 1;
  const newTitle = `Quokka-grade, edited ${row.public_id}`;
  const { page, url, context, errors } = await openSession({ as: "reviewer" });
  try {
    await page.goto(url(productPath));
    await page.getByRole("list", { name: "Reviews by rating" }).waitFor();
    const before = {
      old: await histogramCount(page, row.rating),
      new: await histogramCount(page, newRating),
    };
    assert.equal(
      before,
      { old: ratingCount(row.rating), new: ratingCount(newRating) },
      "the histogram is the host's",
    );
    assert.ok(before.old > 0);

    await page.goto(url(`${privatePath}?search=${encodeURIComponent(row.title)}`));
    const item = page
      .getByRole("listitem")
      .filter({ has: page.getByRole("article", { name: row.title, exact: true }) });
    await item.getByRole("link", { name: `Edit your review: ${row.title}` }).click();

    await page.getByRole("heading", { level: 1, name: "Edit your review" }).waitFor();
    const title = page.getByRole("textbox", { name: /^Title/ });
    assert.is(await title.inputValue(), row.title, "the form starts with the review's title");
    assert.ok(
      await page
        .getByRole("radio", { name: row.rating === 1 ? "1 star" : `${row.rating} stars` })
        .isChecked(),
    );
    const previews = page.getByRole("list", { name: "Photos" }).getByRole("listitem");
    assert.is(await previews.count(), 2, "and its two pictures");
    for (const width of [VIEWPORTS.mobile, VIEWPORTS.desktop]) {
      await page.setViewportSize(width);
      assert.equal(await seriousAxeViolations(page), [], `axe at ${width.width}px`);
    }

    await page.getByRole("radio", { name: newRating === 1 ? "1 star" : `${newRating} stars` }).check();
    await title.fill(newTitle);
    await page.getByRole("button", { name: "Remove photo 1" }).click();
    await page.getByRole("button", { name: "Save changes" }).click();
    await page.getByRole("heading", { name: "Your changes are saved" }).waitFor();

    await page.getByRole("link", { name: "See your review on the product page" }).click();
    const card = page.getByRole("article", { name: newTitle, exact: true });
    await card.waitFor();
    assert.match((await card.textContent()) ?? "", /Edited \d/, "the review says it was edited, and when");
    assert.is(await card.getByRole("img", { name: `Rated ${newRating} out of 5` }).count(), 1);
    assert.is(await card.getByRole("listitem").count(), 1, "one picture left");
    assert.equal(
      { old: await histogramCount(page, row.rating), new: await histogramCount(page, newRating) },
      { old: before.old - 1, new: before.new + 1 },
      "the histogram moved the review from its old rating to its new one",
    );
    assert.equal(errors, []);
  } finally {
    await context.close();
  }
});

test.run();
