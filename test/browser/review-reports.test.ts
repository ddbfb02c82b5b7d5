// Reporting a review in Chromium: a reader reports a review from the product page (dialog pattern,
// the five reasons, a note, the confirmation, then "already reported"); the arbitrator finds it in
// Reports beside the disputes, filters by reason, opens it and hides it; the product page no longer
// lists or counts it, and its author sees it hidden by the marketplace with the note. A guest is
// asked to sign in; a reviewer is refused the arbitrator's reports. axe at 1280 and 375 px.
import type { Page } from "playwright-core";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { openSession, seriousAxeViolations } from "../support/browsers/chromium";
import { letSignInAs, productReviewsCount, setReviewHiddenWithNote } from "../support/data/seeded-queries";
import { testHost } from "../support/hosts/test-host";

const test = suite("report a review");

interface Target {
  public_id: string;
  title: string;
  product_id: number;
  reviewer_id: number;
  author_slug: string;
  product_path: string;
}

/**
 * A public product review nobody reported, by someone other than the seeded accounts, its title unique on its product.
 * The unary + keeps SQLite from reading reviews through the reviewer index and sorting them all:
 * read in id order, the first few rows answer in a fraction of a second instead of 20 s.
 */
async function target(offset: number): Promise<Target> {
  const { db } = await testHost();
  const row = db
    .prepare(
      `SELECT r.public_id, r.title, r.product_id, r.reviewer_id, rv.slug author_slug, s.slug shop_slug, p.handle
       FROM reviews r JOIN reviewers rv ON rv.id = r.reviewer_id JOIN products p ON p.id = r.product_id
       JOIN shops s ON s.id = r.shop_id
       WHERE r.published = 1 AND r.deleted = 0 AND r.hidden_at IS NULL AND +r.reviewer_id > 2 AND length(r.title) > 8
         AND NOT EXISTS (SELECT 1 FROM review_reports x WHERE x.review_id = r.id)
         AND (SELECT count(*) FROM reviews o WHERE o.product_id = r.product_id AND o.title = r.title) = 1
       ORDER BY r.id LIMIT 1 OFFSET ?`,
    )
    .get(offset) as Target & { shop_slug: string; handle: string };
  return {
    ...row,
    product_path: `/reviews/stores/${encodeURIComponent(row.shop_slug)}/products/${encodeURIComponent(row.handle)}`,
  };
}

/** The product page searched for the review's title, once its reviews have loaded. */
async function openProductAt(page: Page, url: (p: string) => string, review: Target) {
  await page.goto(url(`${review.product_path}?search=${encodeURIComponent(review.title)}`));
  await page.locator("#reviews[aria-busy=false]").waitFor();
  await page.locator(".rv-review, .rv-reviews__empty, .rv-reviews__status").first().waitFor();
  return page.getByRole("article", { name: review.title, exact: true });
}

test("report with a reason, the arbitrator hides it; the product's count and the author's profile show it", async () => {
  const { db } = await testHost();
  const review = await target(0);
  const countBefore = productReviewsCount(db, review.product_id);
  const reader = await openSession({ as: "reviewer" });
  const arbitrator = await openSession({ as: "arbitrator" });
  const author = await openSession();
  try {
    const { page, url } = reader;
    const card = await openProductAt(page, url, review);
    await card.getByRole("button", { name: "Report" }).click();
    const dialog = page.getByRole("dialog", { name: "Report this review" });
    await dialog.waitFor();
    const reasons = await dialog
      .getByRole("radio")
      .evaluateAll((radios) => radios.map((r) => (r.parentElement?.textContent ?? "").trim()));
    assert.equal(reasons, [
      "Spam or fake",
      "Offensive or hateful",
      "Not about this product or store",
      "Shares private information",
      "Something else",
    ]);
    assert.equal(await seriousAxeViolations(page, ".rv-report-dialog"), []);
    await dialog.getByRole("radio", { name: "Offensive or hateful" }).check();
    await dialog.getByLabel("Note (optional)").fill("Insults a named employee.");
    await dialog.getByRole("button", { name: "Send report" }).click();
    const received = page.getByRole("dialog", { name: "Report received" });
    await received.getByText("we received your report").waitFor();
    await received.getByRole("button", { name: "OK" }).click();
    await received.waitFor({ state: "detached" });
    // Focus goes back to the button that opened the dialog.
    assert.is(await page.evaluate(() => document.activeElement?.textContent), "Report");
    await card.getByRole("button", { name: "Report" }).click();
    await page.getByRole("radio", { name: "Spam or fake" }).check();
    await page.getByRole("button", { name: "Send report" }).click();
    await page.getByRole("dialog", { name: "Already reported" }).waitFor();
    assert.is(
      db
        .prepare(
          "SELECT count(*) FROM review_reports WHERE review_id = (SELECT id FROM reviews WHERE public_id = ?)",
        )
        .pluck()
        .get(review.public_id),
      1,
    );

    // The arbitrator: Disputes → Reports, filtered by the reason, the review, Hide with a note.
    const a = arbitrator.page;
    await a.goto(arbitrator.url("/reviews/arbitrator"));
    await a.getByRole("navigation", { name: "Arbitration" }).getByRole("link", { name: "Reports" }).click();
    await a.getByRole("heading", { level: 1, name: "Reports" }).waitFor();
    await a.getByLabel("Reason").selectOption({ label: "Offensive or hateful" });
    await a.getByLabel("Status").selectOption({ label: "Open" });
    await a.getByRole("button", { name: "Apply filters" }).click();
    await a.waitForURL(
      (u) => u.searchParams.get("reason") === "offensive" && u.searchParams.get("status") === "open",
    );
    const link = a.getByRole("link", { name: review.title, exact: true });
    await link.click();
    await a.getByRole("heading", { level: 1, name: `Reports about “${review.title}”` }).waitFor();
    await a.getByText("Offensive or hateful: 1 report").waitFor();
    await a.getByText("Insults a named employee.").waitFor();
    assert.equal(await seriousAxeViolations(a), []);
    await a.getByRole("radio", { name: "Hide the review" }).check();
    await a.getByLabel("Note to the review's author").fill("It names and insults an employee.");
    await a.getByRole("button", { name: "Record decision" }).click();
    await a.getByText("Status: Hidden").waitFor();

    // The product page neither lists nor counts it.
    const gone = await openProductAt(page, url, review);
    assert.is(await gone.count(), 0);
    assert.is(productReviewsCount(db, review.product_id), countBefore - 1);
    await page.goto(url(review.product_path));
    await page
      .getByText(`${countBefore - 1} reviews`, { exact: true })
      .first()
      .waitFor();

    // Its author sees it hidden by the marketplace, with the note.
    letSignInAs(db, review.reviewer_id, "reported-author@example.com");
    const p = author.page;
    await p.goto(author.url("/login"));
    await p.getByLabel("Email").fill("reported-author@example.com");
    await p.getByLabel("Password").fill("reviewer");
    await Promise.all([
      p.waitForURL((u) => u.pathname !== "/login"),
      p.getByRole("button", { name: "Sign in" }).click(),
    ]);
    await p.goto(
      author.url(`/reviews/users/${review.author_slug}?search=${encodeURIComponent(review.title)}`),
    );
    const own = p
      .getByRole("listitem")
      .filter({ has: p.getByRole("article", { name: review.title, exact: true }) });
    await own.getByText("Hidden by the marketplace").waitFor();
    await own.getByText("It names and insults an employee.").waitFor();
    // The second report's 409 is the answer the dialog shows as "Already reported".
    assert.equal(
      reader.errors.filter((e) => !e.includes("409")),
      [],
    );
  } finally {
    await Promise.all([reader.context.close(), arbitrator.context.close(), author.context.close()]);
  }
});

test("a guest's Report is a link to sign in that comes back to the review; a reviewer is refused the arbitrator's reports; no Report on one's own review", async () => {
  const { db } = await testHost();
  const review = await target(1);
  const guest = await openSession({ viewport: "mobile" });
  const reviewer = await openSession({ as: "reviewer" });
  try {
    const card = await openProductAt(guest.page, guest.url, review);
    const signInLink = card.getByRole("link", { name: "Report" });
    const href = (await signInLink.getAttribute("href")) ?? "";
    const returnTo = new URL(href, guest.url("/")).searchParams.get("return_to") ?? "";
    assert.ok(href.startsWith("/login?return_to="), href);
    assert.ok(returnTo.endsWith(`#review-${review.public_id}`), returnTo);
    await signInLink.click();
    await guest.page.waitForURL((u) => u.pathname === "/login");

    const refused = await reviewer.page.goto(reviewer.url("/reviews/arbitrator/reports"));
    assert.is(refused?.status(), 403);
    await reviewer.page.getByRole("heading", { level: 1 }).waitFor();
    assert.is(await reviewer.page.getByRole("table").count(), 0);

    const own = db
      .prepare(
        `SELECT r.title, s.slug shop_slug, p.handle FROM reviews r JOIN products p ON p.id = r.product_id
         JOIN shops s ON s.id = r.shop_id WHERE r.reviewer_id = 1 AND r.published = 1 AND r.deleted = 0
           AND (SELECT count(*) FROM reviews o WHERE o.product_id = r.product_id AND o.title = r.title) = 1 LIMIT 1`,
      )
      .get() as { title: string; shop_slug: string; handle: string };
    const ownCard = await openProductAt(reviewer.page, reviewer.url, {
      ...review,
      title: own.title,
      product_path: `/reviews/stores/${encodeURIComponent(own.shop_slug)}/products/${encodeURIComponent(own.handle)}`,
    });
    await ownCard.waitFor();
    assert.is(await ownCard.getByRole("button", { name: "Report" }).count(), 0);
  } finally {
    await Promise.all([guest.context.close(), reviewer.context.close()]);
  }
});

test("junk filters in the reports list's address fall back to the whole list, as the address codec reads them (regression)", async () => {
  const { db } = await testHost();
  const open = db
    .prepare("SELECT count(DISTINCT review_id) FROM review_reports WHERE status = 'open'")
    .pluck()
    .get();
  assert.ok((open as number) > 0, "the seed has open reports");
  const { page, url, context, errors } = await openSession({ as: "arbitrator" });
  try {
    await page.goto(url("/reviews/arbitrator/reports?reason=nonsense&status=whatever&page=oops"));
    await page.getByRole("heading", { level: 1, name: "Reports" }).waitFor();
    await page.getByRole("table").getByRole("link").first().waitFor();
    assert.is(await page.getByText("didn’t load").count(), 0);
    assert.equal(
      [await page.getByLabel("Reason").inputValue(), await page.getByLabel("Status").inputValue()],
      ["", ""],
    );
    assert.equal(
      errors.filter((e) => !e.includes("400")),
      [],
      "only the host page's own 400",
    );
  } finally {
    await context.close();
  }
});

test("a review the marketplace hid offers its author no Unpublish, Delete or Share, and its shared link tells its author why (regression)", async () => {
  const { db } = await testHost();
  const own = db
    .prepare(
      `SELECT r.id, r.public_id, r.title, rv.slug, s.slug shop_slug, p.handle FROM reviews r
       JOIN reviewers rv ON rv.id = r.reviewer_id JOIN products p ON p.id = r.product_id JOIN shops s ON s.id = r.shop_id
       WHERE r.reviewer_id = 1 AND r.published = 1 AND r.deleted = 0 AND r.hidden_at IS NULL AND p.reviews_count > 1
         AND (SELECT count(*) FROM reviews o WHERE o.reviewer_id = 1 AND o.title = r.title) = 1
       ORDER BY r.id LIMIT 1`,
    )
    .get() as {
    id: number;
    public_id: string;
    title: string;
    slug: string;
    shop_slug: string;
    handle: string;
  };
  const note = "It shares a delivery driver's phone number.";
  setReviewHiddenWithNote(db, own.id, new Date().toISOString(), note);
  const author = await openSession({ as: "reviewer" });
  const guest = await openSession();
  try {
    const { page, url } = author;
    await page.goto(url(`/reviews/users/${own.slug}?search=${encodeURIComponent(own.title)}`));
    const item = page
      .getByRole("listitem")
      .filter({ has: page.getByRole("article", { name: own.title, exact: true }) });
    await item.getByText("Hidden by the marketplace").waitFor();
    await item.getByText(note).waitFor();
    for (const name of ["Edit", "Unpublish", "Delete", "Share", "Publish"])
      assert.is(await item.getByRole("button", { name, exact: true }).count(), 0, name);
    assert.is(await item.getByRole("link", { name: /^Edit/ }).count(), 0);

    const link = `/reviews/stores/${own.shop_slug}/products/${own.handle}?review=${own.public_id}#review-${own.public_id}`;
    await page.goto(url(link));
    await page.getByText(`Your review was hidden by the marketplace. ${note}`).waitFor();
    await guest.page.goto(guest.url(link));
    await guest.page.getByText("This review is no longer available.", { exact: true }).waitFor();
    assert.is(await guest.page.getByText(note).count(), 0, "the note is its author's alone");
  } finally {
    setReviewHiddenWithNote(db, own.id, null, null);
    await Promise.all([author.context.close(), guest.context.close()]);
  }
});

test.run();
