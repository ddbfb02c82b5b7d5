// Reports of questions and answers: a signed-in reader reports someone else's public question or
// answer (the store's answer too) once while the report is open; the arbitrator lists them beside
// reviews, reads each and keeps or hides it; a hidden question or answer leaves every public list,
// search and count. Refusals write nothing; no answer names who reported.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import type { PrivateProfileResponse } from "../../src/api/contract/profile";
import type {
  Question,
  QuestionsResponse,
  QuestionsToAnswerResponse,
} from "../../src/api/contract/questions";
import type { ReportListResponse, ReportPageResponse } from "../../src/api/contract/report";
import type { WidgetData } from "../../src/api/contract/review";
import { REPORT_NOTE_MAX } from "../../src/lib/review-reports";
import { REVIEWER_ID } from "../support/data/seeded-ids";
import {
  insertAnswer,
  reviewerSlug,
  setQuestionHiddenAt,
  shownAnswerOf,
} from "../support/data/seeded-queries";
import {
  count,
  insertQuestion,
  otherBuyer,
  publicQuestions,
  questionsUrl,
  type SeededQuestion,
  storeOf,
} from "../support/data/seeded-questions";
import { testHost } from "../support/hosts/test-host";
import { hostSession, reviewerSession } from "../support/requests/http-client";

const test = suite("question reports");

const reportQuestion = (id: string) => `/reviews/questions/${id}/reports`;
const reportAnswer = (id: string) => `/reviews/answers/${id}/reports`;
const decide = (id: string) => `/reviews/arbitrator/reports/${id}/decision`;

const reportRows = async () => count((await testHost()).db, "SELECT count(*) FROM review_reports");

/** Public questions nobody reported, not by the seeded accounts, with buyers' answers nobody reported. */
async function unreported(): Promise<SeededQuestion[]> {
  const { db } = await testHost();
  return publicQuestions(
    db,
    `q.reviewer_id > 2 AND q.id NOT IN (SELECT question_id FROM review_reports WHERE question_id IS NOT NULL)
     AND EXISTS (SELECT 1 FROM answers a WHERE a.question_id = q.id AND a.reviewer_id > 2 AND a.hidden_at IS NULL
       AND a.id NOT IN (SELECT answer_id FROM review_reports WHERE answer_id IS NOT NULL))
     AND EXISTS (SELECT 1 FROM answers a WHERE a.question_id = q.id AND a.reviewer_id IS NULL)`,
  );
}

/** A question's answers: the store's, and a buyer's other than the seeded accounts. */
async function answersOf(questionId: number) {
  const { db } = await testHost();
  const pick = (where: string) =>
    db
      .prepare(
        `SELECT id, encoded_id FROM answers WHERE question_id = ? AND hidden_at IS NULL AND ${where} LIMIT 1`,
      )
      .get(questionId) as { id: number; encoded_id: string };
  return { store: pick("reviewer_id IS NULL"), buyer: pick("reviewer_id > 2") };
}

/** The question as its product's list shows it to a guest, or undefined when it is not there. */
async function listed(
  question: SeededQuestion,
  query: Record<string, string> = {},
): Promise<Question | undefined> {
  const { db, app } = await testHost();
  const url = questionsUrl(storeOf(db, question.shop_id), { per_page: "20", ...query }, question.external_id);
  for (let page = 1; ; page++) {
    const list = (await app.inject(`${url}&page=${page}`)).json() as QuestionsResponse;
    const found = list.questions.find((q) => q.id === question.encoded_id);
    if (found || page >= list.total_pages) return found;
  }
}

async function numberOfQuestions(question: SeededQuestion) {
  const { db, app } = await testHost();
  const store = storeOf(db, question.shop_id);
  const owner = `shop_domain=${store.domain}&platform=${store.platform}&api_token=${store.public_token}`;
  const of = async (url: string) => ((await app.inject(url)).json() as WidgetData).number_of_questions;
  return [
    await of(`/api/v1/widgets/product_review?${owner}&external_id=${question.external_id}`),
    await of(`/api/v1/widgets/all_reviews_page?${owner}`),
  ];
}

test("a reader reports a question, a buyer's answer and the store's answer: 201 once each; again while open is a 409", async () => {
  const { request } = await hostSession("reviewer");
  const [question] = await unreported();
  assert.ok(question);
  const { store, buyer } = await answersOf(question.id);
  for (const url of [
    reportQuestion(question.encoded_id),
    reportAnswer(buyer.encoded_id),
    reportAnswer(store.encoded_id),
  ]) {
    const first = await request("POST", url, { reason: "spam", note: "Copied text." });
    assert.is(first.statusCode, 201, `${url}: ${first.body}`);
    assert.equal(Object.keys(first.json().report), ["reason", "created_at"]);
    const again = await request("POST", url, { reason: "offensive" });
    assert.is(again.statusCode, 409, url);
    assert.match(again.json().error, "already reported");
  }
  const { db } = await testHost();
  assert.is(count(db, "SELECT count(*) FROM review_reports WHERE question_id = ?", question.id), 1);
  assert.is(
    count(db, "SELECT count(*) FROM review_reports WHERE answer_id IN (?, ?)", store.id, buyer.id),
    2,
  );
});

test("reporting refused, nothing written: a guest, no CSRF token, one's own question or answer, unknown or hidden ones, junk", async () => {
  const { db } = await testHost();
  const reader = await hostSession("reviewer");
  const guest = await hostSession();
  const [, question, hidden] = await unreported();
  assert.ok(question && hidden);
  setQuestionHiddenAt(db, hidden.id, new Date().toISOString());
  const hiddenAnswer = (await answersOf(hidden.id)).buyer;
  const [ownQuestion] = publicQuestions(db, "q.reviewer_id = ?", REVIEWER_ID);
  const ownAnswer = shownAnswerOf(db);
  assert.ok(ownQuestion && ownAnswer);
  const good = { reason: "spam", note: "" };
  const url = reportQuestion(question.encoded_id);
  const before = await reportRows();
  const refusals = [
    ["a guest", guest.request("POST", url, good), 401],
    ["no CSRF token", reader.request("POST", url, good, { csrf: false }), 403],
    ["one's own question", reader.request("POST", reportQuestion(ownQuestion.encoded_id), good), 403],
    ["one's own answer", reader.request("POST", reportAnswer(ownAnswer), good), 403],
    ["an unknown question", reader.request("POST", reportQuestion("q-none"), good), 404],
    ["an unknown answer", reader.request("POST", reportAnswer("a-none"), good), 404],
    ["a hidden question", reader.request("POST", reportQuestion(hidden.encoded_id), good), 404],
    ["a hidden question's answer", reader.request("POST", reportAnswer(hiddenAnswer.encoded_id), good), 404],
    ["an unknown reason", reader.request("POST", url, { reason: "boring" }), 400],
    [
      "an overlong note",
      reader.request("POST", url, { reason: "spam", note: "x".repeat(REPORT_NOTE_MAX + 1) }),
      400,
    ],
    ["another field", reader.request("POST", url, { ...good, reporter: 1 }), 400],
  ] as const;
  for (const [what, sent, status] of refusals) {
    const response = await sent;
    assert.is(response.statusCode, status, `${what}: ${response.body}`);
    assert.type(response.json().error, "string");
  }
  assert.is(await reportRows(), before);
});

test("the arbitrator lists questions and answers beside reviews, each with its kind, text and product, and reads each", async () => {
  const arbitrator = await hostSession("arbitrator");
  const items: ReportListResponse["reports"] = [];
  for (let page = 1; ; page++) {
    const list = (
      await arbitrator.request("GET", `/reviews/arbitrator/reports?format=json&page=${page}`)
    ).json() as ReportListResponse;
    items.push(...list.reports);
    if (page * list.per_page >= list.total_results) break;
  }
  const kinds = new Set(items.map((item) => item.kind));
  assert.equal([...kinds].sort(), ["answer", "question", "review"]);
  for (const item of items) {
    assert.is(item.review === null, item.kind !== "review", item.id);
    assert.is(item.post === null, item.kind === "review", item.id);
    assert.ok(item.subject && item.reasons.length > 0 && item.reports_count > 0);
    assert.is(item.internal_path, `/reviews/arbitrator/reports/${item.id}`);
  }
  const statuses = items.map((item) => item.status === "open");
  assert.equal(
    statuses,
    [...statuses].sort((a, b) => Number(b) - Number(a)),
    "open ones first",
  );
  const { db } = arbitrator.host;
  for (const kind of ["question", "answer"] as const) {
    const item = items.find((i) => i.kind === kind && i.status === "open");
    assert.ok(item, `an open report of a ${kind}`);
    const page = (
      await arbitrator.request("GET", `${item.internal_path}?format=json`)
    ).json() as ReportPageResponse;
    const { report } = page;
    assert.equal([report.id, report.kind, report.review], [item.id, kind, null]);
    const table = kind === "question" ? "questions" : "answers";
    assert.is(
      report.post?.body,
      db.prepare(`SELECT body FROM ${table} WHERE encoded_id = ?`).pluck().get(item.id),
    );
    assert.is(report.post?.product.title, item.subject);
    assert.is(report.post?.question === null, kind === "question");
    assert.is(
      report.reasons.reduce((n, r) => n + r.count, 0),
      item.reports_count,
    );
    assert.match(page.meta_data.title, "Reports about");
    // Open questions only: another status or reason keeps the list's rule for every kind.
    const open = (
      await arbitrator.request("GET", "/reviews/arbitrator/reports?format=json&status=kept")
    ).json() as ReportListResponse;
    assert.ok(open.reports.length > 0 && open.reports.every((r) => r.status === "kept"));
  }
  const reviewer = await hostSession("reviewer");
  const guest = await hostSession();
  const someone = items.find((i) => i.kind === "answer") as (typeof items)[number];
  assert.is((await reviewer.request("GET", `${someone.internal_path}?format=json`)).statusCode, 403);
  assert.is((await guest.request("GET", `${someone.internal_path}?format=json`)).statusCode, 401);
  assert.is(
    (await reviewer.request("POST", decide(someone.id), { decision: "keep", note: "" })).statusCode,
    403,
  );
  assert.is(
    (await arbitrator.request("GET", "/reviews/arbitrator/reports/q-none?format=json")).statusCode,
    404,
  );
});

test("keep: the question stays where it was; its reports are closed as kept and a second decision is a 409", async () => {
  const reader = await hostSession("reviewer");
  const arbitrator = await hostSession("arbitrator");
  const [, , , question] = await unreported();
  assert.ok(question);
  assert.is(
    (await reader.request("POST", reportQuestion(question.encoded_id), { reason: "off_topic" })).statusCode,
    201,
  );
  const kept = await arbitrator.request("POST", decide(question.encoded_id), { decision: "keep", note: "" });
  assert.is(kept.statusCode, 201, kept.body);
  assert.equal([kept.json().report.status, kept.json().report.decision.decision], ["kept", "keep"]);
  assert.ok(await listed(question));
  const again = await arbitrator.request("POST", decide(question.encoded_id), {
    decision: "hide",
    note: "On second thought.",
  });
  assert.is(again.statusCode, 409);
});

test("hiding a question takes it and its answers out of its product's list, the search and the counts; nothing may be done to them", async () => {
  const reader = await hostSession("reviewer");
  const arbitrator = await hostSession("arbitrator");
  const [, , , , question] = await unreported();
  assert.ok(question);
  const { buyer } = await answersOf(question.id);
  const word = (await listed(question))?.body.match(/[a-z]{4,}/i)?.[0] ?? "";
  assert.ok(await listed(question, { search: word }), `found by '${word}'`);
  const counts = await numberOfQuestions(question);
  assert.is(
    (await reader.request("POST", reportQuestion(question.encoded_id), { reason: "spam" })).statusCode,
    201,
  );
  const noNote = await arbitrator.request("POST", decide(question.encoded_id), {
    decision: "hide",
    note: " ",
  });
  assert.is(noNote.statusCode, 400, "hiding needs a note");
  const hidden = await arbitrator.request("POST", decide(question.encoded_id), {
    decision: "hide",
    note: "Spam.",
  });
  assert.is(hidden.statusCode, 201, hidden.body);
  assert.is(hidden.json().report.status, "hidden");

  assert.is(await listed(question), undefined);
  assert.is(await listed(question, { search: word }), undefined);
  assert.equal(
    await numberOfQuestions(question),
    counts.map((n) => n - 1),
  );
  const before = count(reader.host.db, "SELECT count(*) FROM answer_votes");
  assert.is((await reader.request("PUT", `/reviews/answers/${buyer.encoded_id}/helpful`)).statusCode, 404);
  assert.is(
    (await reader.request("POST", reportAnswer(buyer.encoded_id), { reason: "spam" })).statusCode,
    404,
  );
  assert.is(
    (
      await reader.request("POST", `/reviews/questions/${question.encoded_id}/answers`, {
        answer: { body: "Late." },
      })
    ).statusCode,
    404,
  );
  assert.is(count(reader.host.db, "SELECT count(*) FROM answer_votes"), before);
  // The arbitrator still reads what was hidden, and why.
  const page = (
    await arbitrator.request("GET", `/reviews/arbitrator/reports/${question.encoded_id}?format=json`)
  ).json() as ReportPageResponse;
  assert.equal([page.report.status, page.report.decision?.note], ["hidden", "Spam."]);
});

test("hiding an answer takes it off its question, which awaits an answer again when it had no other; unanswered only lists it", async () => {
  const reader = await hostSession("reviewer");
  const arbitrator = await hostSession("arbitrator");
  const { db } = reader.host;
  const [question] = publicQuestions(
    db,
    `q.reviewer_id > 2 AND (SELECT count(*) FROM answers a WHERE a.question_id = q.id) = 1
     AND EXISTS (SELECT 1 FROM answers a WHERE a.question_id = q.id AND a.reviewer_id > 2)`,
  );
  assert.ok(question, "a question with one answer, a buyer's");
  const { buyer } = await answersOf(question.id);
  assert.equal(
    (await listed(question))?.answers.map((a) => a.id),
    [buyer.encoded_id],
  );
  assert.is(await listed(question, { unanswered_only: "true" }), undefined);
  assert.is(
    (await reader.request("POST", reportAnswer(buyer.encoded_id), { reason: "offensive" })).statusCode,
    201,
  );
  const hidden = await arbitrator.request("POST", decide(buyer.encoded_id), {
    decision: "hide",
    note: "Insults.",
  });
  assert.is(hidden.statusCode, 201, hidden.body);
  assert.equal([hidden.json().report.kind, hidden.json().report.post.id], ["answer", buyer.encoded_id]);
  const after = await listed(question);
  assert.equal([after?.answers, after?.awaiting_answer], [[], true]);
  assert.ok(await listed(question, { unanswered_only: "true" }));
  assert.is((await reader.request("PUT", `/reviews/answers/${buyer.encoded_id}/helpful`)).statusCode, 404);
});

test("hidden, a question leaves its asker's Questions tab, its answerers' answers and the questions to answer; an answer its author's and the asker's new answers", async () => {
  const { db } = await testHost();
  const jamie = await hostSession("reviewer");
  const arbitrator = await hostSession("arbitrator");
  const product = db
    .prepare(
      `SELECT p.id FROM products p JOIN shops s ON s.id = p.shop_id WHERE s.enable_question_anwser = 1
       AND p.id IN (SELECT li.product_id FROM line_items li JOIN orders o ON o.id = li.order_id WHERE o.reviewer_id = 1)
       ORDER BY p.id LIMIT 1`,
    )
    .pluck()
    .get() as number;
  const asker = otherBuyer(db, product, REVIEWER_ID);
  const answerer = otherBuyer(db, product, REVIEWER_ID, asker);
  assert.ok(asker && answerer, "two other buyers of a product the seeded reviewer bought");
  const [question, other] = [1, 2].map(() => insertQuestion(db, product, asker, "Is the cable long enough?"));
  assert.ok(question && other);
  const answerOf = (questionId: number) => {
    const encodedId = `a-test-${questionId}`;
    insertAnswer(db, encodedId, questionId, answerer, "About two metres.", new Date().toISOString());
    return encodedId;
  };
  const [answer, otherAnswer] = [answerOf(question.id), answerOf(other.id)];
  const [askerSession, answererSession] = await Promise.all([
    reviewerSession(asker),
    reviewerSession(answerer),
  ]);
  const slugOf = (id: number) => reviewerSlug(db, id);
  const tabOf = async (session: typeof jamie, id: number) =>
    (
      await session.request("GET", `/reviews/users/${slugOf(id)}?format=json&tab=questions`)
    ).json() as PrivateProfileResponse;
  const toAnswer = async () =>
    (
      (
        await jamie.request("GET", "/reviews/profile/questions/to_answer?page=1")
      ).json() as QuestionsToAnswerResponse
    ).questions.map((q) => q.id);
  const before = await tabOf(askerSession, asker);
  assert.ok(before.asked_questions?.some((q) => q.id === question.encoded_id));
  assert.ok((await tabOf(answererSession, answerer)).given_answers?.some((a) => a.id === answer));
  assert.ok((await toAnswer()).includes(question.encoded_id));

  for (const [id, url] of [
    [question.encoded_id, reportQuestion(question.encoded_id)],
    [otherAnswer, reportAnswer(otherAnswer)],
  ] as const) {
    assert.is((await jamie.request("POST", url, { reason: "spam" })).statusCode, 201);
    assert.is(
      (await arbitrator.request("POST", decide(id), { decision: "hide", note: "Spam." })).statusCode,
      201,
    );
  }
  const after = await tabOf(askerSession, asker);
  assert.not.ok(after.asked_questions?.some((q) => q.id === question.encoded_id));
  assert.equal(after.extra_data.questions_data, {
    total_count: before.extra_data.questions_data.total_count - 1,
    new_answers_count: before.extra_data.questions_data.new_answers_count - 2,
  });
  const stillAsked = after.asked_questions?.find((q) => q.id === other.encoded_id);
  assert.equal([stillAsked?.answers, stillAsked?.new_answers], [[], 0]);
  const given = (await tabOf(answererSession, answerer)).given_answers ?? [];
  assert.not.ok(given.some((a) => a.id === answer || a.id === otherAnswer));
  assert.not.ok((await toAnswer()).includes(question.encoded_id));
  assert.ok((await toAnswer()).includes(other.encoded_id));
});

test.run();
