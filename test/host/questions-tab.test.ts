// The asker hears back: the private profile's Questions tab (the questions the reviewer asked, with
// the answers new since they last looked, and the answers they gave), the seen mark, and the
// questions a buyer can still answer. Only the owner reads them; public profiles carry none.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import type { PrivateProfileResponse } from "../../src/api/contract/profile";
import type { QuestionsToAnswerResponse } from "../../src/api/contract/questions";
import { REVIEWER_ID } from "../support/data/seeded-ids";
import { questionsSeenAt, reviewerSlug } from "../support/data/seeded-queries";
import { count, otherBuyer } from "../support/data/seeded-questions";
import { testHost } from "../support/hosts/test-host";
import { hostSession, reviewerSession } from "../support/requests/http-client";

const test = suite("questions tab");

const SEEN = "/reviews/profile/questions/seen";
const TO_ANSWER = "/reviews/profile/questions/to_answer";

async function ownSlug(reviewerId = REVIEWER_ID) {
  const { db } = await testHost();
  return reviewerSlug(db, reviewerId);
}

const tab = async (session: Awaited<ReturnType<typeof hostSession>>, slug: string, page = 1) => {
  const response = await session.request(
    "GET",
    `/reviews/users/${slug}?format=json&tab=questions&page=${page}`,
  );
  assert.is(response.statusCode, 200, response.body);
  return response.json() as PrivateProfileResponse;
};

test("the Questions tab: the questions asked, the last answered first, with the answers new since the reviewer last looked, and the answers they gave", async () => {
  const jamie = await hostSession("reviewer");
  const { db } = jamie.host;
  const profile = await tab(jamie, await ownSlug());
  assert.is(profile.tab, "questions");
  const asked = profile.asked_questions ?? [];
  const given = profile.given_answers ?? [];
  assert.ok(asked.length > 0 && given.length > 0, "the seeded reviewer asked and answered");
  assert.is(
    asked.length,
    count(db, "SELECT count(*) FROM questions WHERE reviewer_id = 1 AND hidden_at IS NULL"),
  );
  const seen = questionsSeenAt(db);
  for (const question of asked) {
    assert.ok(question.mine && question.cannot_answer === "own_question" && question.product.internal_path);
    assert.is(question.new_answers, question.answers.filter((a) => a.created_at > seen).length, question.id);
  }
  const last = asked.map(
    (q) => [q.created_at, ...q.answers.map((a) => a.created_at)].sort().at(-1) as string,
  );
  assert.equal(last, [...last].sort().reverse(), "the last answered or asked first");
  const fresh = asked.reduce((n, q) => n + q.new_answers, 0);
  assert.ok(fresh > 0 && asked.some((q) => q.answers.length > q.new_answers), "old and new answers");
  assert.ok(
    asked.some((q) => q.awaiting_answer),
    "one awaits an answer",
  );
  assert.equal(profile.extra_data.questions_data, { total_count: asked.length, new_answers_count: fresh });

  for (const answer of given) {
    assert.equal([answer.mine, answer.author_kind, answer.voted_helpful], [true, "buyer", false]);
    assert.ok(answer.question.body && answer.question.product.title);
  }
  const dates = given.map((a) => a.created_at);
  assert.equal(dates, [...dates].sort().reverse());
  assert.equal(
    [profile.total_count, profile.total_pages, profile.current_page],
    [Math.max(asked.length, given.length), 1, 1],
  );
  // Every tab carries the summary; only the questions tab the lists.
  const reviews = (await jamie.request("GET", `/reviews/users/${await ownSlug()}?format=json`)).json();
  assert.equal(reviews.extra_data.questions_data, profile.extra_data.questions_data);
  assert.is(reviews.asked_questions, undefined);
});

test("seen: PUT marks every answer so far as seen (204); a new answer by another buyer is new again", async () => {
  const jamie = await hostSession("reviewer");
  const { db } = jamie.host;
  const slug = await ownSlug();
  assert.ok((await tab(jamie, slug)).extra_data.questions_data.new_answers_count > 0);
  const marked = await jamie.request("PUT", SEEN);
  assert.is(marked.statusCode, 204, marked.body);
  const after = await tab(jamie, slug);
  assert.is(after.extra_data.questions_data.new_answers_count, 0);
  assert.ok((after.asked_questions ?? []).every((q) => q.new_answers === 0));

  const question = db
    .prepare(
      `SELECT q.encoded_id, q.product_id FROM questions q WHERE q.reviewer_id = 1 AND q.hidden_at IS NULL
       AND NOT EXISTS (SELECT 1 FROM answers a WHERE a.question_id = q.id) LIMIT 1`,
    )
    .get() as { encoded_id: string; product_id: number };
  assert.ok(question, "a question of theirs awaiting an answer");
  const buyer = await reviewerSession(otherBuyer(db, question.product_id, REVIEWER_ID));
  const answered = await buyer.request("POST", `/reviews/questions/${question.encoded_id}/answers`, {
    answer: { body: "Yes, mine did." },
  });
  assert.is(answered.statusCode, 201, answered.body);
  const heard = await tab(jamie, slug);
  assert.is(heard.extra_data.questions_data.new_answers_count, 1);
  const first = heard.asked_questions?.[0];
  assert.equal([first?.id, first?.new_answers, first?.awaiting_answer], [question.encoded_id, 1, false]);
});

test("only the owner: the seen mark refuses a guest (401), no CSRF token (403) and a body (400); another reviewer's profile has no questions", async () => {
  const jamie = await hostSession("reviewer");
  const guest = await hostSession();
  const { db } = jamie.host;
  const before = questionsSeenAt(db);
  assert.is((await guest.request("PUT", SEEN)).statusCode, 401);
  assert.is((await jamie.request("PUT", SEEN, undefined, { csrf: false })).statusCode, 403);
  assert.is((await jamie.request("PUT", SEEN, { at: "2020-01-01" })).statusCode, 400);
  assert.is((await jamie.request("PUT", `${SEEN}?at=now`)).statusCode, 400);
  assert.is(questionsSeenAt(db), before);

  const someone = await ownSlug(otherBuyer(db, 1, REVIEWER_ID) ?? 3);
  const theirs = (await jamie.request("GET", `/reviews/users/${someone}?format=json&tab=questions`)).json();
  assert.equal(
    [theirs.tab, theirs.asked_questions, theirs.extra_data.questions_data],
    [undefined, undefined, undefined],
  );
  assert.is(
    (await guest.request("GET", `/reviews/users/${await ownSlug()}?format=json&tab=questions`)).statusCode,
    401,
  );
  const publicProfile = (
    await guest.request("GET", `/reviews/profile/${await ownSlug()}?format=json&tab=questions`)
  ).json();
  assert.equal(
    [publicProfile.asked_questions, publicProfile.extra_data.questions_data],
    [undefined, undefined],
  );
});

test("to answer: questions about products the reviewer bought, not theirs, not answered by them, newest first; answering one takes it off", async () => {
  const jamie = await hostSession("reviewer");
  const { db } = jamie.host;
  const list = (await jamie.request("GET", TO_ANSWER)).json() as QuestionsToAnswerResponse;
  assert.ok(list.questions.length > 0, "the seeded reviewer has questions to answer");
  const bought = new Set(
    db
      .prepare(
        "SELECT li.product_id FROM line_items li JOIN orders o ON o.id = li.order_id WHERE o.reviewer_id = 1",
      )
      .pluck()
      .all() as number[],
  );
  for (const question of list.questions) {
    const row = db
      .prepare("SELECT product_id, reviewer_id FROM questions WHERE encoded_id = ?")
      .get(question.id) as { product_id: number; reviewer_id: number };
    assert.ok(bought.has(row.product_id) && row.reviewer_id !== 1, question.id);
    assert.equal([question.cannot_answer, question.mine], [null, false]);
    assert.ok(question.product.internal_path);
  }
  const dates = list.questions.map((q) => q.created_at);
  assert.equal(dates, [...dates].sort().reverse());
  const expected = count(
    db,
    `SELECT count(*) FROM questions q JOIN products p ON p.id = q.product_id JOIN shops s ON s.id = p.shop_id
     WHERE q.hidden_at IS NULL AND s.enable_question_anwser = 1 AND q.reviewer_id <> 1
       AND q.product_id IN (SELECT li.product_id FROM line_items li JOIN orders o ON o.id = li.order_id WHERE o.reviewer_id = 1)
       AND NOT EXISTS (SELECT 1 FROM answers a WHERE a.question_id = q.id AND a.reviewer_id = 1)`,
  );
  assert.is(list.total_count, expected);

  const [first] = list.questions;
  assert.ok(first);
  const answered = await jamie.request("POST", `/reviews/questions/${first.id}/answers`, {
    answer: { body: "It works well." },
  });
  assert.is(answered.statusCode, 201, answered.body);
  const after = (await jamie.request("GET", TO_ANSWER)).json() as QuestionsToAnswerResponse;
  assert.is(after.total_count, list.total_count - 1);
  assert.not.ok(after.questions.some((q) => q.id === first.id));

  const guest = await hostSession();
  assert.is((await guest.request("GET", TO_ANSWER)).statusCode, 401);
  for (const junk of ["?page=0", "?page=x", "?page=1&page=2", "?sort=new"])
    assert.is((await jamie.request("GET", `${TO_ANSWER}${junk}`)).statusCode, 400, junk);
});

test.run();
