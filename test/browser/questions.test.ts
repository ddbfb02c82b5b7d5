// Questions and answers in Chromium, as shoppers and reviewers use them on a product's page: a
// guest writes a question, signs in and comes back to the form with the text kept; a reviewer asks
// and sees it at once at the top, awaiting an answer, with who will be asked; a buyer answers, a
// non-buyer is told why not; the store's answer comes first; a vote on an answer is taken back;
// the search and 'Unanswered only' live in the address across a reload and Back; an answer is
// reported; markup in a question or an answer is shown as written. axe at 375 and 1280 px with the
// forms open.
import type { Locator, Page } from "playwright-core";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { SEEDED_ACCOUNTS } from "../../fixtures/host/domain";
import { openSession, seriousAxeViolations, VIEWPORTS } from "../support/browsers/chromium";
import { holdRequests, nextAnswer } from "../support/browsers/held-requests";
import { untilInPage } from "../support/browsers/until-in-page";
import { REVIEWER_ID } from "../support/data/seeded-ids";
import { testDb } from "../support/hosts/test-host";
import { questionsOf } from "../support/pages/questions-section";
import { productPath } from "../support/pages/review-cards";

const test = suite("questions and answers (browser)");

/** A public question (not hidden, of a store that takes questions) on the alias q, product p, store s. */
const PUBLIC_Q = "q.hidden_at IS NULL AND s.enable_question_anwser = 1";
const Q_FROM = "questions q JOIN products p ON p.id = q.product_id JOIN shops s ON s.id = p.shop_id";
/** The reviewer bought the product p. */
const BOUGHT = `EXISTS (SELECT 1 FROM orders o JOIN line_items li ON li.order_id = o.id
  WHERE o.reviewer_id = ${REVIEWER_ID} AND li.product_id = p.id)`;
/** The newest public question of p, as the list shows first. */
const NEWEST = `q.id = (SELECT q2.id FROM questions q2 WHERE q2.product_id = p.id AND q2.hidden_at IS NULL
  ORDER BY q2.created_at DESC, q2.id DESC LIMIT 1)`;

/** A question's article, by its text. */
const questionNamed = (within: Locator | Page, body: string) =>
  within.getByRole("article", { name: body, exact: true });

/** The question's answers, in the order shown, once every one is shown. */
async function answersOf(question: Locator): Promise<Locator> {
  const more = question.getByRole("button", { name: /^Show \d+ more answers?$/ });
  if (await more.count()) await more.click();
  const list = question.getByRole("list", { name: /^Answers \(\d+\)$/ });
  await list.waitFor();
  return list.getByRole("listitem");
}

/** A product whose store takes questions and whose newest question the reviewer may answer. */
async function answerableProduct(offset = 0) {
  return (await testDb())
    .prepare(
      `SELECT p.id product_id, q.id question_id, q.body FROM ${Q_FROM}
       WHERE ${PUBLIC_Q} AND ${BOUGHT} AND ${NEWEST} AND q.reviewer_id <> ${REVIEWER_ID}
         AND NOT EXISTS (SELECT 1 FROM answers a WHERE a.question_id = q.id AND a.reviewer_id = ${REVIEWER_ID})
       ORDER BY p.id LIMIT 1 OFFSET ?`,
    )
    .get(offset) as { product_id: number; question_id: number; body: string };
}

test("a guest writes a question, signs in, comes back to the form with the text kept, and sends it", async () => {
  const d = await testDb();
  const product = d
    .prepare(
      `SELECT p.id FROM products p JOIN shops s ON s.id = p.shop_id
       WHERE s.enable_question_anwser = 1 AND p.reviews_count BETWEEN 1 AND 5 ORDER BY p.id LIMIT 1`,
    )
    .pluck()
    .get() as number;
  const path = productPath(d, product);
  const text = "Does the <b>strap</b> fit a 40 mm case?";
  const { page, url, context, errors } = await openSession();
  try {
    await page.goto(url(path));
    const section = await questionsOf(page);
    await section.getByRole("button", { name: "Ask a question" }).click();
    const field = section.getByRole("textbox", { name: "Your question" });
    await field.waitFor();
    assert.ok(await field.evaluate((el) => el === document.activeElement), "the box has the focus");
    await field.pressSequentially(text.slice(0, 12));
    await section.getByText("12 / 500", { exact: true }).waitFor();
    await field.fill(text);
    await section.getByText(`${text.length} / 500`, { exact: true }).waitFor();
    await section.getByRole("button", { name: "Send question" }).click();

    await page.waitForURL((u) => u.pathname === "/login");
    assert.is(new URL(page.url()).searchParams.get("return_to"), `${path}#questions`);
    await page.getByLabel("Email").fill(SEEDED_ACCOUNTS.reviewer.email);
    await page.getByLabel("Password").fill(SEEDED_ACCOUNTS.reviewer.password);
    await Promise.all([
      page.waitForURL((u) => u.pathname === path && u.hash === "#questions"),
      page.getByRole("button", { name: "Sign in" }).click(),
    ]);
    const kept = page.getByRole("textbox", { name: "Your question" });
    await kept.waitFor();
    assert.is(await kept.inputValue(), text);
    assert.ok(await kept.evaluate((el) => el === document.activeElement), "back in the box");

    const post = nextAnswer(page, "POST", /^\/reviews\/questions$/);
    await page.getByRole("button", { name: "Send question" }).click();
    assert.is((await post).status(), 201);
    const store = d
      .prepare("SELECT s.name FROM products p JOIN shops s ON s.id = p.shop_id WHERE p.id = ?")
      .pluck()
      .get(product) as string;
    await page
      .getByRole("status")
      .filter({ hasText: `${store} and people who bought this product will be asked to answer it.` })
      .waitFor();
    const first = page.locator("section.rv-questions article").first();
    assert.is(await first.getByRole("heading").textContent(), text, "shown literally, at the top");
    await first.getByText("Awaiting an answer").waitFor();
    const row = d
      .prepare("SELECT reviewer_id, body FROM questions WHERE product_id = ? ORDER BY id DESC LIMIT 1")
      .get(product) as { reviewer_id: number; body: string };
    assert.equal(row, { reviewer_id: REVIEWER_ID, body: text });
    assert.equal(errors, []);
  } finally {
    await context.close();
  }
});

test("a reviewer asks: the question at once at the top, awaiting an answer; after a reload it is the newest", async () => {
  const d = await testDb();
  const product = d
    .prepare(
      `SELECT p.id FROM ${Q_FROM} WHERE ${PUBLIC_Q} GROUP BY p.id HAVING count(*) >= 4 ORDER BY p.id LIMIT 1`,
    )
    .pluck()
    .get() as number;
  const before = d
    .prepare(`SELECT count(*) FROM ${Q_FROM} WHERE ${PUBLIC_Q} AND q.product_id = ?`)
    .pluck()
    .get(product) as number;
  const text = "How long does the battery last on a full charge?";
  const { page, url, context, errors } = await openSession({ as: "reviewer", viewport: "mobile" });
  try {
    await page.goto(url(productPath(d, product)));
    const section = await questionsOf(page);
    await section.getByRole("heading", { name: `Questions (${before})` }).waitFor();
    await section.getByRole("button", { name: "Ask a question" }).click();
    await section.getByRole("textbox", { name: "Your question" }).fill(text);
    await section.getByRole("button", { name: "Send question" }).click();
    await section.getByRole("status").filter({ hasText: "will be asked to answer it" }).waitFor();
    await section.getByRole("heading", { name: `Questions (${before + 1})` }).waitFor();
    const first = section.getByRole("article").first();
    assert.is(await first.getByRole("heading").textContent(), text);
    await first.getByText("Awaiting an answer").waitFor();
    // At 375 px the mark goes to a line of its own, flush with the question, not indented.
    const [mark, asked, question] = await Promise.all([
      first.getByText("Awaiting an answer").boundingBox(),
      first.locator("time").first().boundingBox(),
      first.getByRole("heading").boundingBox(),
    ]);
    assert.ok(mark && asked && question && mark.y >= asked.y + asked.height, "the mark under the date");
    assert.ok(
      Math.abs(mark.x - question.x) < 1,
      `the mark starts at ${mark.x} px, the question at ${question.x}`,
    );
    await first.getByText("You asked this question.").waitFor();
    assert.ok(
      await section
        .getByRole("button", { name: "Ask a question" })
        .evaluate((el) => el === document.activeElement),
      "the focus is back on the button",
    );

    await page.reload();
    const again = await questionsOf(page);
    await again.getByRole("heading", { name: `Questions (${before + 1})` }).waitFor();
    assert.is(await again.getByRole("article").first().getByRole("heading").textContent(), text);
    assert.equal(errors, []);
  } finally {
    await context.close();
  }
});

test("a buyer answers: the answer shows at once, marked Verified buyer; a reviewer who did not buy is told why", async () => {
  const d = await testDb();
  const target = await answerableProduct();
  const text = "Yes: <i>mine</i> has worked daily for a year.";
  const { page, url, context, errors } = await openSession({ as: "reviewer" });
  try {
    await page.goto(url(productPath(d, target.product_id)));
    const question = questionNamed(await questionsOf(page), target.body);
    await question.getByRole("button", { name: "Answer", exact: true }).click();
    const field = question.getByRole("textbox", { name: "Your answer" });
    await field.fill(text);
    await question.getByText(`${text.length} / 1,000`, { exact: true }).waitFor();
    const post = nextAnswer(page, "POST", /^\/reviews\/questions\/[^/]+\/answers$/);
    await question.getByRole("button", { name: "Send answer" }).click();
    assert.is((await post).status(), 201);
    await question.getByText("You have answered this question.").waitFor();
    const mine = (await answersOf(question)).filter({ hasText: text });
    await mine.getByText("Verified buyer").waitFor();
    await mine.getByText(text, { exact: true }).waitFor(); // its markup shown as written
    assert.is(await mine.getByRole("button", { name: /^Helpful/ }).count(), 0, "no vote on one's own");
    await page.getByRole("status").filter({ hasText: "Thank you: your answer is posted." }).waitFor();
    assert.is(
      d
        .prepare("SELECT count(*) FROM answers WHERE question_id = ? AND reviewer_id = ? AND body = ?")
        .pluck()
        .get(target.question_id, REVIEWER_ID, text),
      1,
    );

    // Someone who did not buy it (the arbitrator has no order of it) reads why they cannot answer.
    const other = await openSession({ as: "arbitrator" });
    try {
      await other.page.goto(other.url(productPath(d, target.product_id)));
      const seen = questionNamed(await questionsOf(other.page), target.body);
      await seen.getByText("Only people who bought this product can answer.").waitFor();
      assert.is(await seen.getByRole("button", { name: "Answer", exact: true }).count(), 0);
    } finally {
      await other.context.close();
    }
    assert.equal(errors, []);
  } finally {
    await context.close();
  }
});

test("the store's answer comes first, marked as the store's; then buyers' by most helpful, each a Verified buyer", async () => {
  const d = await testDb();
  const target = d
    .prepare(
      `SELECT p.id product_id, q.body FROM ${Q_FROM} WHERE ${PUBLIC_Q} AND ${NEWEST}
         AND EXISTS (SELECT 1 FROM answers a WHERE a.question_id = q.id AND a.reviewer_id IS NULL AND a.hidden_at IS NULL)
         AND (SELECT count(*) FROM answers a WHERE a.question_id = q.id AND a.reviewer_id IS NOT NULL AND a.hidden_at IS NULL) >= 2
       ORDER BY p.id LIMIT 1`,
    )
    .get() as { product_id: number; body: string };
  assert.ok(target, "the seed has a question with the store's answer and buyers'");
  const { page, url, context, errors } = await openSession();
  try {
    await page.goto(url(productPath(d, target.product_id)));
    const question = questionNamed(await questionsOf(page), target.body);
    const answers = await answersOf(question);
    const count = await answers.count();
    assert.ok(count >= 3, `${count} answers`);
    await answers.first().getByText("Store’s answer").waitFor();
    assert.is(await answers.first().getByText("Verified buyer").count(), 0);
    const helpful: number[] = [];
    for (let i = 1; i < count; i++) {
      await answers.nth(i).getByText("Verified buyer").waitFor();
      // A guest's vote: a link to sign in.
      const name =
        (await answers
          .nth(i)
          .getByRole("link", { name: /^Helpful/ })
          .textContent()) ?? "";
      helpful.push(Number(/\((\d+)\)/.exec(name)?.[1]));
    }
    assert.ok(
      helpful.every((n, i) => i === 0 || n <= (helpful[i - 1] ?? 0)),
      `most helpful first: ${helpful}`,
    );
    assert.equal(errors, []);
  } finally {
    await context.close();
  }
});

test("a vote on an answer: pressed with one more at once, kept after a reload; pressed again, taken back", async () => {
  const d = await testDb();
  const target = d
    .prepare(
      `SELECT p.id product_id, q.body, a.id answer_id, a.helpful_count FROM ${Q_FROM}
       JOIN answers a ON a.question_id = q.id
       WHERE ${PUBLIC_Q} AND ${NEWEST} AND a.hidden_at IS NULL AND a.reviewer_id IS NOT NULL AND a.reviewer_id <> ${REVIEWER_ID}
         AND NOT EXISTS (SELECT 1 FROM answer_votes v WHERE v.answer_id = a.id AND v.reviewer_id = ${REVIEWER_ID})
         AND (SELECT count(*) FROM answers o WHERE o.question_id = q.id AND o.hidden_at IS NULL) <= 2
       ORDER BY p.id LIMIT 1`,
    )
    .get() as { product_id: number; body: string; answer_id: number; helpful_count: number };
  const body = d.prepare("SELECT body FROM answers WHERE id = ?").pluck().get(target.answer_id) as string;
  const votes = () =>
    d
      .prepare("SELECT count(*) FROM answer_votes WHERE answer_id = ? AND reviewer_id = ?")
      .pluck()
      .get(target.answer_id, REVIEWER_ID);
  const { page, url, context, errors } = await openSession({ as: "reviewer" });
  // The answer's own item in its question's list: another answer there may have the same count.
  const toggle = (count: number, pressed: boolean) =>
    questionNamed(page, target.body)
      .getByRole("list", { name: /^Answers \(\d+\)$/ })
      .getByRole("listitem")
      .filter({ hasText: body })
      .getByRole("button", { name: `Helpful (${count})`, exact: true, pressed });
  try {
    await page.goto(url(productPath(d, target.product_id)));
    await questionsOf(page);
    const n = target.helpful_count;
    await toggle(n, false).waitFor();
    // The host's answer is held until the button has changed: the count moves before it.
    const release = await holdRequests(page, "**/helpful");
    const put = nextAnswer(page, "PUT", /\/helpful$/);
    await toggle(n, false).click();
    await toggle(n + 1, true).waitFor();
    release();
    assert.is((await put).status(), 200);
    await page.unroute("**/helpful");
    assert.is(votes(), 1);

    await page.reload();
    await questionsOf(page);
    await toggle(n + 1, true).waitFor();
    const del = nextAnswer(page, "DELETE", /\/helpful$/);
    await toggle(n + 1, true).click();
    await toggle(n, false).waitFor();
    assert.is((await del).status(), 200);
    assert.is(votes(), 0);
    assert.equal(errors, []);
  } finally {
    await context.close();
  }
});

test("'Search questions' and 'Unanswered only' live in the address: kept across a reload, undone by Back", async () => {
  const d = await testDb();
  // A product with answered and unanswered questions, and a word several of them share.
  const product = d
    .prepare(
      `SELECT p.id FROM ${Q_FROM} WHERE ${PUBLIC_Q} GROUP BY p.id
       HAVING count(*) >= 6 AND sum(NOT EXISTS (SELECT 1 FROM answers a WHERE a.question_id = q.id AND a.hidden_at IS NULL)) >= 2
         AND sum(EXISTS (SELECT 1 FROM answers a WHERE a.question_id = q.id AND a.hidden_at IS NULL)) >= 2
       ORDER BY count(*) DESC LIMIT 1`,
    )
    .pluck()
    .get() as number;
  const questions = d
    .prepare(
      `SELECT q.body, EXISTS (SELECT 1 FROM answers a WHERE a.question_id = q.id AND a.hidden_at IS NULL) answered
       FROM questions q WHERE q.product_id = ? AND q.hidden_at IS NULL`,
    )
    .all(product) as { body: string; answered: number }[];
  // A word of an answered question and of an unanswered one: 'Unanswered only' narrows its results.
  const wordsOf = (answered: number) =>
    new Set(
      questions
        .filter((q) => q.answered === answered)
        .flatMap((q) => q.body.toLowerCase().match(/[a-z]{4,}/g) ?? []),
    );
  const unansweredWords = wordsOf(0);
  const word = [...wordsOf(1)].sort().find((w) => unansweredWords.has(w));
  assert.ok(word, "a word of an answered and of an unanswered question");
  const path = productPath(d, product);
  const { page, url, context, errors } = await openSession();
  const shownQuestions = (section: Locator) =>
    section
      .getByRole("article")
      .evaluateAll((articles) => articles.map((a) => a.querySelector("h3")?.textContent));
  try {
    await page.goto(url(path));
    let section = await questionsOf(page);
    const everything = await shownQuestions(section);
    assert.is(everything.length, 3);

    await section.getByRole("searchbox", { name: "Search questions" }).fill(word);
    await section.getByRole("searchbox", { name: "Search questions" }).press("Enter");
    await page.waitForURL((u) => u.searchParams.get("question_search") === word && u.hash === "#questions");
    await page.locator("section.rv-questions[aria-busy=false]").waitFor();
    const found = await shownQuestions(section);
    assert.ok(found.length > 0, "something is found");
    await section.getByRole("heading", { name: "Questions", exact: true }).waitFor();

    await section.getByRole("checkbox", { name: "Unanswered only" }).check();
    await page.waitForURL((u) => u.searchParams.get("unanswered_only") === "true");
    await page.locator("section.rv-questions[aria-busy=false]").waitFor();
    const narrowed = section.getByRole("article");
    const n = await narrowed.count();
    assert.ok(n > 0, "an unanswered question is found");
    for (let i = 0; i < n; i++) await narrowed.nth(i).getByText("Awaiting an answer").waitFor();
    const unanswered = await shownQuestions(section);
    assert.not.equal(unanswered, found, "the answered ones are gone");

    // A reload keeps both: the same list, the box and the checkbox as they were.
    await page.reload();
    section = await questionsOf(page);
    assert.is(await section.getByRole("searchbox", { name: "Search questions" }).inputValue(), word);
    assert.ok(await section.getByRole("checkbox", { name: "Unanswered only" }).isChecked());
    assert.equal(await shownQuestions(section), unanswered);

    // Back undoes one change at a time.
    await page.goBack();
    await page.waitForURL(
      (u) => !u.searchParams.has("unanswered_only") && u.searchParams.has("question_search"),
    );
    section = await questionsOf(page);
    assert.not.ok(await section.getByRole("checkbox", { name: "Unanswered only" }).isChecked());
    await untilInPage(
      page,
      (expected) =>
        JSON.stringify(
          [...document.querySelectorAll("section.rv-questions article h3")].map((h) => h.textContent),
        ) === expected,
      JSON.stringify(found),
    );
    await page.goBack();
    await page.waitForURL((u) => !u.searchParams.has("question_search"));
    section = await questionsOf(page);
    assert.is(await section.getByRole("searchbox", { name: "Search questions" }).inputValue(), "");
    assert.equal(errors, []);
  } finally {
    await context.close();
  }
});

test("report an answer: the review report dialog, received once, then already reported", async () => {
  const d = await testDb();
  const target = d
    .prepare(
      `SELECT p.id product_id, q.body question, a.id answer_id, a.body FROM ${Q_FROM} JOIN answers a ON a.question_id = q.id
       WHERE ${PUBLIC_Q} AND ${NEWEST} AND a.hidden_at IS NULL AND (a.reviewer_id IS NULL OR a.reviewer_id <> ${REVIEWER_ID})
         AND NOT EXISTS (SELECT 1 FROM review_reports x WHERE x.answer_id = a.id)
       ORDER BY p.id LIMIT 1 OFFSET 3`,
    )
    .get() as { product_id: number; question: string; answer_id: number; body: string };
  const { page, url, context, errors } = await openSession({ as: "reviewer", viewport: "mobile" });
  // Every report the page sends, with the host's answer: one per press of Send report.
  const sent: number[] = [];
  page.on("response", (r) => {
    if (
      r.request().method() === "POST" &&
      /^\/reviews\/answers\/[^/]+\/reports$/.test(new URL(r.url()).pathname)
    )
      sent.push(r.status());
  });
  try {
    await page.goto(url(productPath(d, target.product_id)));
    const answers = await answersOf(questionNamed(await questionsOf(page), target.question));
    const answer = answers.filter({ hasText: target.body });
    const report = answer.getByRole("button", { name: "Report this answer" });
    await report.click();
    const dialog = page.getByRole("dialog", { name: "Report this answer" });
    await dialog.getByText(target.body, { exact: false }).first().waitFor();
    await dialog.getByRole("radio", { name: "Spam or fake" }).check();
    await dialog.getByLabel("Note (optional)").fill("Advertises another shop.");
    await dialog.getByRole("button", { name: "Send report" }).click();
    const received = page.getByRole("dialog", { name: "Report received" });
    await received.getByText("An arbitrator will read the answer").waitFor();
    await received.getByRole("button", { name: "OK" }).click();
    await received.waitFor({ state: "detached" });
    assert.ok(await report.evaluate((el) => el === document.activeElement), "the focus returns to Report");
    await report.click();
    await page.getByRole("radio", { name: "Something else" }).check();
    await page.getByRole("button", { name: "Send report" }).click();
    await page.getByRole("dialog", { name: "Already reported" }).waitFor();
    const rows = d
      .prepare("SELECT reason, note, status FROM review_reports WHERE answer_id = ? AND reporter_id = ?")
      .all(target.answer_id, REVIEWER_ID);
    assert.equal(rows, [{ reason: "spam", note: "Advertises another shop.", status: "open" }]);
    // Sent once per press: the first taken, the second refused while the first is open. That 409 is
    // the answer the dialog shows as "Already reported", and the only console error.
    assert.equal(sent, [201, 409]);
    assert.equal(
      errors.filter((e) => !e.includes("409")),
      [],
    );
  } finally {
    await context.close();
  }
});

test("axe: a product's questions with the ask and answer forms open, at 1280 and 375 px", async () => {
  const d = await testDb();
  const target = await answerableProduct(1);
  const { page, url, context } = await openSession({ as: "reviewer" });
  try {
    for (const viewport of [VIEWPORTS.desktop, VIEWPORTS.mobile]) {
      await page.setViewportSize(viewport);
      await page.goto(url(productPath(d, target.product_id)));
      const section = await questionsOf(page);
      await section.getByRole("button", { name: "Ask a question" }).click();
      await section.getByRole("textbox", { name: "Your question" }).fill("Is it");
      await section.getByRole("button", { name: "Send question" }).click();
      await section.getByRole("alert").filter({ hasText: "Write at least 10 characters" }).waitFor();
      const question = questionNamed(section, target.body);
      await question.getByRole("button", { name: "Answer", exact: true }).click();
      await question.getByRole("textbox", { name: "Your answer" }).waitFor();
      assert.equal(await seriousAxeViolations(page), [], `${viewport.width} px, forms open`);
      await question.getByRole("button", { name: "Report this question" }).click();
      await page.getByRole("dialog", { name: "Report this question" }).waitFor();
      assert.equal(await seriousAxeViolations(page), [], `${viewport.width} px, report dialog`);
      await page.keyboard.press("Escape");
      await page.getByRole("dialog").waitFor({ state: "detached" });
    }
  } finally {
    await context.close();
  }
});

test.run();
