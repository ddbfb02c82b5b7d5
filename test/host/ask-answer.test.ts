// Asking and answering on the reference host: a signed-in reviewer asks about a product of a store
// that takes questions; a reviewer who bought the product answers, once, never their own question.
// The counts move with the rows. Refusals (a guest, no CSRF token, a non-buyer, the asker, a second
// answer, junk, unknown ids, past the day's limit) are 4xx and write nothing; text stays text.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { DAILY_LIMITS, DAY_MS } from "../../fixtures/host/http/rate-limits";
import { buildHost } from "../../fixtures/host/server";
import type {
  AnswerQuestionResponse,
  AskQuestionResponse,
  QuestionsResponse,
} from "../../src/api/contract/questions";
import type { WidgetData } from "../../src/api/contract/review";
import { ANSWER_MAX, QUESTION_MAX } from "../../src/lib/question-rules";
import { REVIEWER_ID } from "../support/data/seeded-ids";
import { insertAnswer, setQuestionHiddenAt } from "../support/data/seeded-queries";
import {
  count,
  insertQuestion,
  otherBuyer,
  publicQuestions,
  questionsUrl,
  reviewersQuestions,
  storeOf,
} from "../support/data/seeded-questions";
import { testHost } from "../support/hosts/test-host";
import { hostSession, reviewerSession } from "../support/requests/http-client";

const test = suite("ask and answer");

const ASK = "/reviews/questions";
const answersOf = (questionId: string) => `/reviews/questions/${questionId}/answers`;

async function rows() {
  const { db } = await testHost();
  return {
    questions: count(db, "SELECT count(*) FROM questions"),
    answers: count(db, "SELECT count(*) FROM answers"),
  };
}

/** A product the seeded reviewer bought, of a store that takes questions. */
async function boughtProduct() {
  const { db } = await testHost();
  return db
    .prepare(
      `SELECT p.id, p.encoded_id, p.external_id, p.shop_id FROM products p JOIN shops s ON s.id = p.shop_id
       WHERE s.enable_question_anwser = 1 AND p.id IN (SELECT li.product_id FROM orders o
         JOIN line_items li ON li.order_id = o.id WHERE o.reviewer_id = ?) ORDER BY p.id LIMIT 1`,
    )
    .get(REVIEWER_ID) as { id: number; encoded_id: string; external_id: string; shop_id: number };
}

/** The product widget's and the store widget's number_of_questions. */
async function questionCounts(product: { external_id: string; shop_id: number }) {
  const { db, app } = await testHost();
  const store = storeOf(db, product.shop_id);
  const owner = `shop_domain=${store.domain}&platform=${store.platform}&api_token=${store.public_token}`;
  const widget = (url: string) => app.inject(url).then((r) => (r.json() as WidgetData).number_of_questions);
  return [
    await widget(`/api/v1/widgets/product_review?${owner}&external_id=${product.external_id}`),
    await widget(`/api/v1/widgets/all_reviews_page?${owner}`),
  ];
}

test("a reviewer asks: 201, first on the product's list awaiting an answer, the store named, the counts one more", async () => {
  const { host, request } = await hostSession("reviewer");
  const product = await boughtProduct();
  const before = await questionCounts(product);
  const body = "  <b>Does</b> it fit a 30 cm shelf? <script>alert(1)</script>\n";
  const asked = await request("POST", ASK, { question: { product_id: product.encoded_id, body } });
  assert.is(asked.statusCode, 201, asked.body);
  const { question, store_name } = asked.json() as AskQuestionResponse;
  const store = storeOf(host.db, product.shop_id);
  assert.is(store_name, store.name);
  // Stored and answered as the text it is, trimmed: markup is the asker's words.
  assert.is(question.body, body.trim());
  assert.equal(
    [question.awaiting_answer, question.answers, question.mine, question.cannot_answer],
    [true, [], true, "own_question"],
  );
  assert.equal(
    await questionCounts(product),
    before.map((n) => n + 1),
  );
  const list = (
    await request("GET", questionsUrl(store, {}, product.external_id))
  ).json() as QuestionsResponse;
  assert.is(list.questions[0]?.id, question.id);
  assert.is(list.questions[0]?.body, body.trim());
});

test("asking refused, nothing written: a guest (401), no CSRF token (403), junk (400), unknown product (404), a store without questions (403)", async () => {
  const product = await boughtProduct();
  const { db } = await testHost();
  const off = db
    .prepare(
      "SELECT p.encoded_id FROM products p JOIN shops s ON s.id = p.shop_id WHERE s.enable_question_anwser = 0 LIMIT 1",
    )
    .pluck()
    .get() as string;
  const guest = await hostSession();
  const reviewer = await hostSession("reviewer");
  const good = { question: { product_id: product.encoded_id, body: "Is the handle heat-proof?" } };
  const before = await rows();
  const refusals: [string, Promise<{ statusCode: number; body: string }>, number][] = [
    ["a guest", guest.request("POST", ASK, good), 401],
    ["no CSRF token", reviewer.request("POST", ASK, good, { csrf: false }), 403],
    ["empty", reviewer.request("POST", ASK, { question: { product_id: product.encoded_id, body: "" } }), 400],
    [
      "9 characters once trimmed",
      reviewer.request("POST", ASK, { question: { product_id: product.encoded_id, body: "   Too short  " } }),
      400,
    ],
    [
      "overlong",
      reviewer.request("POST", ASK, {
        question: { product_id: product.encoded_id, body: "a".repeat(QUESTION_MAX + 1) },
      }),
      400,
    ],
    [
      "a control character",
      reviewer.request("POST", ASK, {
        question: { product_id: product.encoded_id, body: "Is it\u0000 safe to use?" },
      }),
      400,
    ],
    [
      "a number for text",
      reviewer.request("POST", ASK, { question: { product_id: product.encoded_id, body: 1234567890123 } }),
      400,
    ],
    ["no product", reviewer.request("POST", ASK, { question: { body: "Is the handle heat-proof?" } }), 400],
    ["another field", reviewer.request("POST", ASK, { question: { ...good.question, rating: 5 } }), 400],
    ["a query", reviewer.request("POST", `${ASK}?product_id=${product.encoded_id}`, good), 400],
    [
      "an unknown product",
      reviewer.request("POST", ASK, {
        question: { product_id: "p-none", body: "Is the handle heat-proof?" },
      }),
      404,
    ],
    [
      "a store without questions",
      reviewer.request("POST", ASK, { question: { product_id: off, body: "Is the handle heat-proof?" } }),
      403,
    ],
  ];
  for (const [what, sent, status] of refusals) {
    const response = await sent;
    assert.is(response.statusCode, status, `${what}: ${response.body}`);
    assert.type(JSON.parse(response.body).error, "string");
  }
  const short = await reviewer.request("POST", ASK, {
    question: { product_id: product.encoded_id, body: "   Too short  " },
  });
  assert.equal(short.json().field, "body");
  assert.equal(await rows(), before);
});

test("a buyer answers once: 201 with the question as it now is; a second answer is a 409", async () => {
  const { request } = await hostSession("reviewer");
  const { db } = await testHost();
  const [question] = reviewersQuestions(db).toAnswer;
  assert.ok(question, "a question about a product the reviewer bought, theirs to answer");
  const before = await rows();
  const body = "Mine has a <i>steel</i> handle & stays cool.";
  const answered = await request("POST", answersOf(question.encoded_id), { answer: { body } });
  assert.is(answered.statusCode, 201, answered.body);
  const shown = (answered.json() as AnswerQuestionResponse).question;
  assert.is(shown.id, question.encoded_id);
  assert.is(shown.cannot_answer, "answered");
  assert.ok(shown.product?.internal_path, "the question names its product");
  const mine = shown.answers.filter((a) => a.mine);
  assert.equal(
    mine.map((a) => [a.body, a.author_kind, a.helpful_count, a.voted_helpful]),
    [[body, "buyer", 0, false]],
  );
  assert.match(mine[0]?.author_path ?? "", /^\/reviews\/profile\//);
  const again = await request("POST", answersOf(question.encoded_id), {
    answer: { body: "A second thought." },
  });
  assert.is(again.statusCode, 409);
  assert.match(again.json().error, "already answered");
  assert.equal(await rows(), { ...before, answers: before.answers + 1 });
});

test("twenty answers sent at once by one buyer to one question make one", async () => {
  const { request } = await hostSession("reviewer");
  const { db } = await testHost();
  const question = reviewersQuestions(db).toAnswer[1];
  assert.ok(question);
  const sent = await Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      request("POST", answersOf(question.encoded_id), { answer: { body: `Answer number ${i}` } }),
    ),
  );
  assert.equal(sent.map((r) => r.statusCode).sort(), [201, ...Array(19).fill(409)]);
  assert.is(
    count(db, "SELECT count(*) FROM answers WHERE question_id = ? AND reviewer_id = 1", question.id),
    1,
  );
});

test("answering refused, nothing written: a non-buyer and the asker with the reason (403), a guest, no CSRF token, junk, unknown and hidden questions", async () => {
  const { db } = await testHost();
  const reviewer = await hostSession("reviewer");
  const guest = await hostSession();
  const mine = reviewersQuestions(db);
  const product = await boughtProduct();
  const asker = otherBuyer(db, product.id, REVIEWER_ID);
  const [notBought, asked] = [mine.notBought[0], mine.asked[0]];
  const [open, hidden] = [1, 2].map(() => insertQuestion(db, product.id, asker, "Does it come in blue?"));
  assert.ok(notBought && asked && open && hidden);
  setQuestionHiddenAt(db, hidden.id, new Date().toISOString());
  const good = { answer: { body: "Yes, it does." } };
  const before = await rows();
  const refusals: [string, Promise<{ statusCode: number; body: string }>, number, string?][] = [
    [
      "a non-buyer",
      reviewer.request("POST", answersOf(notBought.encoded_id), good),
      403,
      "Only people who bought this product can answer.",
    ],
    [
      "the asker",
      reviewer.request("POST", answersOf(asked.encoded_id), good),
      403,
      "You asked this question",
    ],
    ["a guest", guest.request("POST", answersOf(open.encoded_id), good), 401],
    [
      "no CSRF token",
      reviewer.request("POST", answersOf(open.encoded_id), good, { csrf: false }),
      403,
      "CSRF",
    ],
    [
      "one character",
      reviewer.request("POST", answersOf(open.encoded_id), { answer: { body: "  y " } }),
      400,
    ],
    [
      "overlong",
      reviewer.request("POST", answersOf(open.encoded_id), { answer: { body: "a".repeat(ANSWER_MAX + 1) } }),
      400,
    ],
    ["no answer", reviewer.request("POST", answersOf(open.encoded_id), {}), 400],
    ["a list", reviewer.request("POST", answersOf(open.encoded_id), [good]), 400],
    ["an unknown question", reviewer.request("POST", answersOf("q-none"), good), 404],
    ["a hidden question", reviewer.request("POST", answersOf(hidden.encoded_id), good), 404],
    ["an id with a control character", reviewer.request("POST", answersOf("q%01x"), good), 400],
  ];
  for (const [what, sent, status, says] of refusals) {
    const response = await sent;
    assert.is(response.statusCode, status, `${what}: ${response.body}`);
    if (says) assert.match(JSON.parse(response.body).error, says);
  }
  assert.equal(await rows(), before);
});

test(`past ${DAILY_LIMITS.questions} questions and ${DAILY_LIMITS.answers} answers a day an account is refused (429, Retry-After), on any worker`, async () => {
  const { db, dataDir } = await testHost();
  const product = await boughtProduct();
  // Another buyer of the product, whose day nothing else in this file touches.
  const me = otherBuyer(db, product.id, REVIEWER_ID);
  const reviewer = await reviewerSession(me);
  // The day so far: the oldest 23 hours ago, so it leaves the day in an hour.
  const now = Date.now();
  const fill = (table: "questions" | "answers", n: number, insert: (at: Date) => void) => {
    const already = count(
      db,
      `SELECT count(*) FROM ${table} WHERE reviewer_id = ? AND created_at > ?`,
      me,
      new Date(now - DAY_MS).toISOString(),
    );
    for (let i = already; i < n; i++) insert(new Date(now - DAY_MS + 3600_000 + i * 1000));
  };
  fill("questions", DAILY_LIMITS.questions - 1, (at) =>
    insertQuestion(db, product.id, me, "Filled in earlier today?", at),
  );
  const ask = () =>
    reviewer.request("POST", ASK, {
      question: { product_id: product.encoded_id, body: "One more question today?" },
    });
  assert.is((await ask()).statusCode, 201);
  const before = await rows();
  const refused = await ask();
  assert.is(refused.statusCode, 429, refused.body);
  // Until the day's oldest question, about 23 hours old, leaves the day.
  const oldest = Date.parse(
    db
      .prepare("SELECT min(created_at) FROM questions WHERE reviewer_id = ? AND created_at > ?")
      .pluck()
      .get(me, new Date(now - DAY_MS).toISOString()) as string,
  );
  const wait = Number(refused.headers["retry-after"]);
  const expected = (oldest + DAY_MS - Date.now()) / 1000;
  assert.ok(expected < 3700 && Math.abs(wait - expected) < 5, `Retry-After ${wait}, expected ${expected}`);
  assert.match(refused.json().error, `${DAILY_LIMITS.questions} questions a day`);
  // Another worker over the same database counts the same rows.
  const second = buildHost({ dataDir, rateLimits: false });
  try {
    const elsewhere = await second.app.inject({
      method: "POST",
      url: ASK,
      headers: {
        cookie: `_reviews_session=${reviewer.visitor.sessionId}`,
        "x-csrf-token": reviewer.visitor.csrfToken,
      },
      payload: { question: { product_id: product.encoded_id, body: "And one from elsewhere?" } },
    });
    assert.is(elsewhere.statusCode, 429);
  } finally {
    await second.app.close();
  }
  assert.equal(await rows(), before);

  // Answers: the day's first ones to any questions, then two questions of the product by someone
  // else, answered one after the other.
  const others = publicQuestions(
    db,
    "q.reviewer_id <> ? AND q.id NOT IN (SELECT question_id FROM answers WHERE reviewer_id = ?)",
    me,
    me,
  );
  fill("answers", DAILY_LIMITS.answers - 1, (at) => {
    const question = others.pop();
    insertAnswer(
      db,
      `a-test-${question?.id}`,
      question?.id as number,
      me,
      "Filled in earlier today.",
      at.toISOString(),
    );
  });
  const questions = [1, 2].map(() => insertQuestion(db, product.id, REVIEWER_ID, "Waiting for buyers?"));
  const answer = (q: { encoded_id: string }) =>
    reviewer.request("POST", answersOf(q.encoded_id), { answer: { body: "From my order." } });
  assert.is((await answer(questions[0] as { encoded_id: string })).statusCode, 201);
  const full = await rows();
  const tooMany = await answer(questions[1] as { encoded_id: string });
  assert.is(tooMany.statusCode, 429, tooMany.body);
  assert.ok(Number(tooMany.headers["retry-after"]) > 0);
  assert.equal(await rows(), full);
});

test.run();
