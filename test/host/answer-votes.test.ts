// 'Helpful' on answers: the review votes' rules (one per person, idempotent, the count equal to
// the rows, in one immediate transaction), never on one's own answer; the store's answer is
// nobody's. The widget marks the viewer's votes. Refusals write nothing.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import type { QuestionsResponse } from "../../src/api/contract/questions";
import type { HelpfulVote } from "../../src/api/contract/review";
import { REVIEWER_ID } from "../support/data/seeded-ids";
import { setAnswerHiddenAt, setQuestionHiddenAt, shownAnswerOf } from "../support/data/seeded-queries";
import { count, publicQuestions, questionsUrl, storeOf } from "../support/data/seeded-questions";
import { testHost } from "../support/hosts/test-host";
import { hostSession } from "../support/requests/http-client";

const test = suite("answer votes");

const helpful = (answerId: string) => `/reviews/answers/${answerId}/helpful`;

interface AnswerRow {
  id: number;
  encoded_id: string;
  question_id: number;
  helpful_count: number;
}

/** Public answers `where` (SQL on a) selects that the seeded reviewer has not voted on. */
async function answers(where: string): Promise<AnswerRow[]> {
  const { db } = await testHost();
  return db
    .prepare(
      `SELECT a.id, a.encoded_id, a.question_id, a.helpful_count FROM answers a
       JOIN questions q ON q.id = a.question_id JOIN products p ON p.id = q.product_id JOIN shops s ON s.id = p.shop_id
       WHERE a.hidden_at IS NULL AND q.hidden_at IS NULL AND s.enable_question_anwser = 1 AND ${where}
         AND a.id NOT IN (SELECT answer_id FROM answer_votes WHERE reviewer_id = ${REVIEWER_ID})
       ORDER BY a.id LIMIT 5`,
    )
    .all() as AnswerRow[];
}

const totals = async () => {
  const { db } = await testHost();
  return [
    count(db, "SELECT count(*) FROM answer_votes"),
    count(db, "SELECT sum(helpful_count) FROM answers"),
  ];
};

test("the seed: some answers with votes, counts equal to the rows, none by the seeded accounts", async () => {
  const { db } = await testHost();
  const voted = count(db, "SELECT count(*) FROM answers WHERE helpful_count > 0");
  assert.ok(voted > 1000, `${voted} answers have votes`);
  const wrong = count(
    db,
    `SELECT count(*) FROM answers a LEFT JOIN (SELECT answer_id, count(*) n FROM answer_votes GROUP BY answer_id) v
     ON v.answer_id = a.id WHERE a.helpful_count <> coalesce(v.n, 0)`,
  );
  assert.is(wrong, 0);
  assert.is(count(db, "SELECT count(*) FROM answer_votes WHERE reviewer_id IN (1, 2)"), 0);
});

test("a vote on a buyer's answer counts once, taking it back uncounts it; the widget marks it", async () => {
  const jamie = await hostSession("reviewer");
  const { db } = jamie.host;
  const [answer] = await answers("a.reviewer_id > 2");
  assert.ok(answer);
  for (let i = 0; i < 2; i++) {
    const response = await jamie.request("PUT", helpful(answer.encoded_id));
    assert.is(response.statusCode, 200, response.body);
    assert.equal(response.json<HelpfulVote>(), {
      helpful_count: answer.helpful_count + 1,
      voted_helpful: true,
    });
  }
  const [question] = publicQuestions(db, "q.id = ?", answer.question_id);
  assert.ok(question);
  const url = questionsUrl(storeOf(db, question.shop_id), { per_page: "20" }, question.external_id);
  const find = async (session: typeof jamie) => {
    for (let page = 1; ; page++) {
      const list = (await session.request("GET", `${url}&page=${page}`)).json() as QuestionsResponse;
      const shown = list.questions.flatMap((q) => q.answers).find((a) => a.id === answer.encoded_id);
      if (shown || page >= list.total_pages) return shown;
    }
  };
  assert.equal(
    [(await find(jamie))?.voted_helpful, (await find(jamie))?.helpful_count],
    [true, answer.helpful_count + 1],
  );
  assert.is((await find(await hostSession()))?.voted_helpful, false, "a guest has voted on nothing");
  for (let i = 0; i < 2; i++) {
    const response = await jamie.request("DELETE", helpful(answer.encoded_id));
    assert.equal(response.json<HelpfulVote>(), { helpful_count: answer.helpful_count, voted_helpful: false });
  }
  assert.is(
    count(db, "SELECT count(*) FROM answer_votes WHERE answer_id = ?", answer.id),
    answer.helpful_count,
  );
});

test("the store's answer takes votes too", async () => {
  const jamie = await hostSession("reviewer");
  const [answer] = await answers("a.reviewer_id IS NULL");
  assert.ok(answer);
  const response = await jamie.request("PUT", helpful(answer.encoded_id));
  assert.equal(response.json<HelpfulVote>(), {
    helpful_count: answer.helpful_count + 1,
    voted_helpful: true,
  });
});

test("thirty votes at once by one person count once", async () => {
  const jamie = await hostSession("reviewer");
  const [, answer] = await answers("a.reviewer_id > 2");
  assert.ok(answer);
  const sent = await Promise.all(
    Array.from({ length: 30 }, () => jamie.request("PUT", helpful(answer.encoded_id))),
  );
  assert.ok(sent.every((r) => r.statusCode === 200));
  const { db } = jamie.host;
  assert.is(count(db, "SELECT helpful_count FROM answers WHERE id = ?", answer.id), answer.helpful_count + 1);
});

test("refused, nothing written: a guest (401), no CSRF token (403), one's own answer (403), unknown, hidden and a hidden question's answers (404), a body", async () => {
  const { db } = await testHost();
  const jamie = await hostSession("reviewer");
  const guest = await hostSession();
  const [open, hidden, ofHidden] = await answers("a.reviewer_id > 2 AND a.helpful_count = 0");
  assert.ok(open && hidden && ofHidden);
  const now = new Date().toISOString();
  setAnswerHiddenAt(db, hidden.id, now);
  setQuestionHiddenAt(db, ofHidden.question_id, now);
  const own = shownAnswerOf(db);
  assert.ok(own, "the seeded reviewer answered");
  const before = await totals();
  const refusals = [
    ["a guest", guest.request("PUT", helpful(open.encoded_id)), 401],
    ["no CSRF token", jamie.request("PUT", helpful(open.encoded_id), undefined, { csrf: false }), 403],
    ["one's own answer", jamie.request("PUT", helpful(own)), 403],
    ["an unknown answer", jamie.request("PUT", helpful("a-none")), 404],
    ["a hidden answer", jamie.request("PUT", helpful(hidden.encoded_id)), 404],
    ["an answer of a hidden question", jamie.request("PUT", helpful(ofHidden.encoded_id)), 404],
    ["a body", jamie.request("PUT", helpful(open.encoded_id), { helpful: true }), 400],
    ["a query", jamie.request("DELETE", `${helpful(open.encoded_id)}?x=1`), 400],
  ] as const;
  for (const [what, sent, status] of refusals) {
    const response = await sent;
    assert.is(response.statusCode, status, `${what}: ${response.body}`);
  }
  const ownVote = await jamie.request("DELETE", helpful(own));
  assert.match(ownVote.json<{ error: string }>().error, "own answer");
  assert.equal(await totals(), before);
});

test.run();
