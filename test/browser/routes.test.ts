// Every route of the table answers with its screen in a real browser.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { ROUTES } from "../../src/lib/routes";
import { openSession } from "../support/browser";
import { testHost } from "../support/host";
import { freshLineItem } from "../support/line-items";

const test = suite("every route");

async function addresses(): Promise<Record<string, string>> {
  const { db } = await testHost();
  const one = (sql: string) => db.prepare(sql).pluck().get() as string;
  const shopId = 1;
  const params: Record<string, string> = {
    shop_slug: one(`SELECT slug FROM shops WHERE id = ${shopId}`),
    product_handle: one(`SELECT handle FROM products WHERE shop_id = ${shopId} LIMIT 1`),
    category_slug: "kettles",
    slug: one("SELECT slug FROM reviewers WHERE id = 1"),
    disputeId: one("SELECT encoded_id FROM disputes WHERE reviewer_id = 1 LIMIT 1"),
    publicId: one("SELECT r.public_id FROM review_reports x JOIN reviews r ON r.id = x.review_id LIMIT 1"),
  };
  const paths: Record<string, string> = Object.fromEntries(
    ROUTES.map((r) => [
      r.name,
      r.pattern.replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(params[key] ?? "")),
    ]),
  );
  // The review form is for one of the reviewer's orders.
  paths.new = `${paths.new}?line_item_public_id=${freshLineItem(db, 5).publicId}`;
  return paths;
}

test("each route shows a heading of its own, for the reviewer and the arbitrator, without errors", async () => {
  const paths = await addresses();
  for (const who of ["reviewer", "arbitrator"] as const) {
    const { page, url, context, errors } = await openSession({ as: who });
    for (const [name, path] of Object.entries(paths)) {
      if (name === "login") continue;
      const reviewerOnly = who === "arbitrator" && ["privateProfile", "profileDispute", "new"].includes(name);
      const arbitratorOnly =
        who === "reviewer" &&
        ["arbitrator", "arbitratorReports", "arbitratorReport", "arbitratorDispute"].includes(name);
      const response = await page.goto(url(path));
      const heading = page.getByRole("heading", { level: 1 });
      await heading.waitFor();
      const text = await heading.textContent();
      if (arbitratorOnly) assert.is(response?.status(), 403, name);
      else if (!reviewerOnly) assert.is(response?.status(), 200, `${who} ${name}`);
      assert.ok(text && text.length > 0, `${who} ${name}`);
    }
    assert.equal(
      errors.filter((e) => !e.includes("403") && !e.includes("404")),
      [],
      who,
    );
    await context.close();
  }
});

test.run();
