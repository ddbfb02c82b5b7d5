// The questions' screens in Chromium, as their people use them: a reader reports an answer and the
// arbitrator hides it from the reports list, so the product page no longer shows it; a buyer
// answers the seeded reviewer's question and the reviewer finds it marked new in the profile's
// Questions tab, whose label counts it, and no longer new after a reload; the reviewer answers a
// shopper's question on the write-review page and it leaves the list. axe at 375 and 1280 px.
import type { Locator, Page } from "playwright-core";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { openSession, seriousAxeViolations, VIEWPORTS } from "../support/browsers/chromium";
import { REVIEWER_ID } from "../support/data/seeded-ids";
import { reviewerSlug } from "../support/data/seeded-queries";
import { otherBuyer, reviewersQuestions } from "../support/data/seeded-questions";
import { testDb } from "../support/hosts/test-host";
import { questionsOf } from "../support/pages/questions-section";
import { productPath } from "../support/pages/review-cards";
import { reviewerSession } from "../support/requests/http-client";

const test = suite("question screens (browser)");

/** A question's article on the product page, every answer of it shown. */
async function questionWithEveryAnswer(page: Page, questionId: string): Promise<Locator> {
  const question = (await questionsOf(page)).locator(`#question-${questionId}`);
  await question.waitFor();
  const more = question.getByRole("button", { name: /^Show \d+ more answers?$/ });
  if (await more.count()) await more.click();
  return question;
}

/** The reviewer's profile address. */
const profilePath = async () => `/reviews/users/${reviewerSlug(await testDb(), REVIEWER_ID)}`;

test("a reader reports an answer; the arbitrator finds it among the reports, hides it with a note; the product page no longer shows it", async () => {
  const d = await testDb();
  // An answer by someone else than the seeded accounts, to the newest question of its product (the
  // first the product page shows), that nobody reported.
  const target = d
    .prepare(
      `SELECT p.id product_id, p.title product, q.encoded_id question_id, a.body FROM questions q
         JOIN products p ON p.id = q.product_id JOIN shops s ON s.id = p.shop_id JOIN answers a ON a.question_id = q.id
       WHERE q.hidden_at IS NULL AND a.hidden_at IS NULL AND s.enable_question_anwser = 1 AND a.reviewer_id > 2
         AND q.id = (SELECT q2.id FROM questions q2 WHERE q2.product_id = p.id AND q2.hidden_at IS NULL
                     ORDER BY q2.created_at DESC, q2.id DESC LIMIT 1)
         AND NOT EXISTS (SELECT 1 FROM review_reports x WHERE x.answer_id = a.id)
         AND (SELECT count(*) FROM answers o WHERE o.question_id = q.id AND o.body = a.body) = 1
       ORDER BY p.id LIMIT 1 OFFSET 2`,
    )
    .get() as { product_id: number; product: string; question_id: string; body: string };
  assert.ok(target, "a seeded answer to report");
  const reader = await openSession({ as: "reviewer" });
  const arbitrator = await openSession({ as: "arbitrator" });
  try {
    const { page, url } = reader;
    await page.goto(url(productPath(d, target.product_id)));
    let question = await questionWithEveryAnswer(page, target.question_id);
    const answer = question.getByRole("listitem").filter({ hasText: target.body });
    await answer.getByRole("button", { name: "Report this answer" }).click();
    const dialog = page.getByRole("dialog", { name: "Report this answer" });
    await dialog.getByRole("radio", { name: "Shares private information" }).check();
    await dialog.getByLabel("Note (optional)").fill("It gives the seller's home address.");
    await dialog.getByRole("button", { name: "Send report" }).click();
    const received = page.getByRole("dialog", { name: "Report received" });
    await received.getByRole("button", { name: "OK" }).click();
    await received.waitFor({ state: "detached" });

    // The arbitrator: Reports, filtered by the reason, the answer's row, Hide with a note.
    const a = arbitrator.page;
    await a.goto(arbitrator.url("/reviews/arbitrator"));
    await a.getByRole("navigation", { name: "Arbitration" }).getByRole("link", { name: "Reports" }).click();
    await a.getByRole("heading", { level: 1, name: "Reports" }).waitFor();
    await a.getByLabel("Reason").selectOption({ label: "Shares private information" });
    await a.getByLabel("Status").selectOption({ label: "Open" });
    await a.getByRole("button", { name: "Apply filters" }).click();
    await a.waitForURL(
      (u) =>
        u.searchParams.get("reason") === "private_information" && u.searchParams.get("status") === "open",
    );
    const row = a
      .getByRole("row")
      .filter({ hasText: /^Answer/ })
      .filter({ hasText: target.product })
      .filter({ has: a.getByRole("link", { name: target.body, exact: true }) });
    await row.getByRole("link", { name: target.body, exact: true }).click();
    await a.getByRole("heading", { level: 1, name: "Reports about an answer" }).waitFor();
    const reported = a.getByRole("region", { name: "The answer" });
    await reported.getByText(target.body, { exact: true }).waitFor();
    await reported.getByRole("link", { name: target.product }).waitFor();
    await a.getByText("It gives the seller's home address.").waitFor();
    await a.getByRole("radio", { name: "Hide the answer" }).check();
    await a.getByLabel("Note on the decision").fill("A home address is private.");
    await a.getByRole("button", { name: "Record decision" }).click();
    await a.getByRole("status").filter({ hasText: "Status: Hidden" }).waitFor();
    await a.getByText(/^Hidden on .*: A home address is private\.$/).waitFor();

    // The reader's product page, loaded again: the question without that answer.
    await page.reload();
    question = await questionWithEveryAnswer(page, target.question_id);
    await question.getByRole("heading").waitFor();
    assert.is(await question.getByText(target.body, { exact: true }).count(), 0, "the hidden answer is gone");
    assert.equal([...reader.errors, ...arbitrator.errors], []);
  } finally {
    await reader.context.close();
    await arbitrator.context.close();
  }
});

test("a buyer answers the reviewer's question: the Questions tab counts it and marks it new; after a reload it is no longer new", async () => {
  const d = await testDb();
  const { asked } = reviewersQuestions(d);
  const mine = asked.find((q) => otherBuyer(d, q.product_id, REVIEWER_ID)) as (typeof asked)[number];
  assert.ok(mine, "a question of the reviewer about a product someone else bought");
  const buyer = await reviewerSession(otherBuyer(d, mine.product_id, REVIEWER_ID));
  // Everything up to now seen: the buyer's answer is the only new one.
  d.prepare("UPDATE reviewers SET questions_seen_at = ? WHERE id = ?").run(
    new Date(Date.now() - 1000).toISOString(),
    REVIEWER_ID,
  );
  const body = "Mine has run every night for a month and I never hear it.";
  const posted = await buyer.request("POST", `/reviews/questions/${mine.encoded_id}/answers`, {
    answer: { body },
  });
  assert.is(posted.statusCode, 201, posted.body);

  const { page, url, context, errors } = await openSession({ as: "reviewer" });
  try {
    await page.goto(url(await profilePath()));
    const tabs = page.getByRole("tablist", { name: "My profile" });
    const questionsTab = tabs.getByRole("tab", { name: "Questions (1 new)" });
    await questionsTab.waitFor();
    const names = await tabs.getByRole("tab").allTextContents();
    assert.is(names[3], "Disputes", "Disputes stays the fourth tab");
    const seen = page.waitForResponse(
      (r) => r.url().endsWith("/reviews/profile/questions/seen") && r.request().method() === "PUT",
    );
    await questionsTab.click();
    await page.waitForURL((u) => u.searchParams.get("tab") === "questions");
    const asked = page.getByRole("region", { name: "Questions you asked" });
    const answersShown = asked.getByRole("list", { name: /^Answers \(\d+\)$/ }).getByRole("listitem");
    const answer = answersShown.filter({ hasText: body });
    await answer.getByText("New answer", { exact: true }).waitFor();
    assert.is(
      await asked.getByText("New answer", { exact: true }).count(),
      1,
      "only the buyer's answer is new",
    );
    assert.is((await seen).status(), 204);
    // Seen: the label no longer counts it, the mark stays while the profile is open.
    await tabs.getByRole("tab", { name: "Questions", exact: true }).waitFor();
    await answer.getByText("New answer", { exact: true }).waitFor();

    await page.reload();
    await tabs.getByRole("tab", { name: "Questions", exact: true, selected: true }).waitFor();
    await answer.waitFor();
    assert.is(await asked.getByText("New answer", { exact: true }).count(), 0, "no longer new");
    assert.equal(errors, []);
  } finally {
    await context.close();
  }
});

test("the reviewer answers a shopper's question on the write-review page: it leaves the list, with a confirmation", async () => {
  const d = await testDb();
  assert.ok(reviewersQuestions(d).toAnswer.length > 0, "questions for the reviewer to answer");
  const { page, url, context, errors } = await openSession({ as: "reviewer", viewport: "mobile" });
  try {
    await page.goto(url("/reviews/write-review"));
    const section = page.getByRole("region", { name: "Questions from shoppers" });
    const first = section.getByRole("article").first();
    await first.waitFor();
    const id = (await first.getAttribute("id")) as string;
    const question = section.locator(`#${id}`);
    await question.getByRole("button", { name: "Answer" }).click();
    await question.getByRole("textbox", { name: "Your answer" }).fill("Yes, it fits in a cabin bag.");
    await question.getByRole("button", { name: "Send answer" }).click();
    await section.getByRole("status").filter({ hasText: "Thank you: your answer is posted." }).waitFor();
    await question.waitFor({ state: "detached" });
    const answered = d
      .prepare(
        "SELECT count(*) FROM answers a JOIN questions q ON q.id = a.question_id WHERE q.encoded_id = ? AND a.reviewer_id = ?",
      )
      .pluck()
      .get(id.replace(/^question-/, ""), REVIEWER_ID);
    assert.is(answered, 1);
    // The host agrees: after a reload it is not offered again.
    await page.reload();
    await section.getByRole("article").first().waitFor();
    assert.is(await section.locator(`#${id}`).count(), 0);
    assert.equal(errors, []);
  } finally {
    await context.close();
  }
});

test("axe: the Questions tab, the arbitrator's report of an answer and the write-review page's questions, at 375 and 1280 px", async () => {
  const d = await testDb();
  const report = d
    .prepare(
      `SELECT a.encoded_id FROM review_reports x JOIN answers a ON a.id = x.answer_id
       WHERE x.status = 'open' ORDER BY a.id LIMIT 1`,
    )
    .pluck()
    .get() as string;
  assert.ok(report, "a reported answer");
  const reviewer = await openSession({ as: "reviewer" });
  const arbitrator = await openSession({ as: "arbitrator" });
  try {
    for (const viewport of [VIEWPORTS.mobile, VIEWPORTS.desktop]) {
      const { page, url } = reviewer;
      await page.setViewportSize(viewport);
      await page.goto(url(`${await profilePath()}?tab=questions`));
      await page.getByRole("region", { name: "Questions you asked" }).getByRole("article").first().waitFor();
      assert.equal(await seriousAxeViolations(page), [], `${viewport.width} px, Questions tab`);

      await page.goto(url("/reviews/write-review"));
      const section = page.getByRole("region", { name: "Questions from shoppers" });
      await section.getByRole("button", { name: "Answer" }).first().click();
      await section.getByRole("textbox", { name: "Your answer" }).waitFor();
      assert.equal(await seriousAxeViolations(page), [], `${viewport.width} px, questions from shoppers`);

      const a = arbitrator.page;
      await a.setViewportSize(viewport);
      await a.goto(arbitrator.url(`/reviews/arbitrator/reports/${report}`));
      await a.getByRole("heading", { level: 1, name: "Reports about an answer" }).waitFor();
      await a.getByRole("radio", { name: "Hide the answer" }).waitFor();
      assert.equal(await seriousAxeViolations(a), [], `${viewport.width} px, report of an answer`);
    }
  } finally {
    await reviewer.context.close();
    await arbitrator.context.close();
  }
});

test.run();
