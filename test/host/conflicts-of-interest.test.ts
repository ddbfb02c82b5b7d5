// Nobody judges their own case: an arbitrator who opened a dispute, or wrote a reported review,
// question or answer, is refused the decision (403) and nothing is written; another arbitrator
// decides it.
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { ARBITRATOR_ID } from "../support/data/seeded-ids";
import { insertAnswer } from "../support/data/seeded-queries";
import { insertQuestion, publicQuestions } from "../support/data/seeded-questions";
import { hostSession } from "../support/requests/http-client";

const test = suite("conflicts of interest");

test("an arbitrator cannot decide a dispute they opened: 403, nothing written", async () => {
  const arbitrator = await hostSession("arbitrator");
  const { db } = arbitrator.host;
  // A dispute of the arbitrator's own, opened as any reviewer opens one.
  const id = "dconflict01";
  db.prepare(
    `INSERT INTO disputes (encoded_id, reviewer_id, shop_id, product_id, line_item_id, dispute_type,
       description, desired_outcome_type, desired_outcome_description, status, created_at, updated_at)
     SELECT ?, ?, shop_id, product_id, NULL, dispute_type, description, desired_outcome_type,
       desired_outcome_description, 'open', created_at, updated_at
     FROM disputes WHERE status = 'open' AND reviewer_id <> ? LIMIT 1`,
  ).run(id, ARBITRATOR_ID, ARBITRATOR_ID);
  const state = () =>
    db
      .prepare(
        `SELECT status, decision, arbitrator_id, updated_at,
           (SELECT count(*) FROM dispute_messages m WHERE m.dispute_id = d.id) messages
         FROM disputes d WHERE encoded_id = ?`,
      )
      .get(id);
  const before = state();
  assert.ok(before, "the arbitrator has an open dispute of their own");
  const decision = { decision: { outcome: "in_favour_of_reviewer", note: "I win." } };
  const own = await arbitrator.request("POST", `/reviews/arbitrator/${id}/decision`, decision);
  assert.is(own.statusCode, 403, own.body);
  assert.match(own.json().error, "another arbitrator");
  assert.equal(state(), before, "nothing written");

  // Someone else's dispute is theirs to decide.
  const others = db
    .prepare("SELECT encoded_id FROM disputes WHERE status = 'open' AND reviewer_id <> ? LIMIT 1")
    .pluck()
    .get(ARBITRATOR_ID) as string;
  const decided = await arbitrator.request("POST", `/reviews/arbitrator/${others}/decision`, decision);
  assert.is(decided.statusCode, 201, decided.body);
});

test("an arbitrator cannot decide reports about their own review: 403, the review stays and its reports stay open", async () => {
  const reader = await hostSession("reviewer");
  const arbitrator = await hostSession("arbitrator");
  const { db } = arbitrator.host;
  const review = db
    .prepare(
      `SELECT id, public_id FROM reviews
       WHERE reviewer_id = ? AND published = 1 AND deleted = 0 AND hidden_at IS NULL LIMIT 1`,
    )
    .get(ARBITRATOR_ID) as { id: number; public_id: string };
  assert.ok(review, "the arbitrator has a public review");
  const reported = await reader.request("POST", `/reviews/${review.public_id}/reports`, { reason: "spam" });
  assert.is(reported.statusCode, 201, reported.body);
  const state = () => ({
    review: db.prepare("SELECT hidden_at, hidden_note FROM reviews WHERE id = ?").get(review.id),
    reports: db
      .prepare("SELECT status, decided_at, arbitrator_id FROM review_reports WHERE review_id = ? ORDER BY id")
      .all(review.id),
  });
  const before = state();
  for (const decision of ["keep", "hide"]) {
    const answer = await arbitrator.request(
      "POST",
      `/reviews/arbitrator/reports/${review.public_id}/decision`,
      {
        decision,
        note: "Nothing wrong with it.",
      },
    );
    assert.is(answer.statusCode, 403, `${decision}: ${answer.body}`);
    assert.match(answer.json().error, "another arbitrator");
    assert.equal(state(), before, `${decision}: nothing written`);
  }
  // The arbitrator still sees the report: it waits for another arbitrator.
  const page = await arbitrator.request("GET", `/reviews/arbitrator/reports/${review.public_id}?format=json`);
  assert.is(page.statusCode, 200);
  assert.is(page.json().report.status, "open");
});

test("an arbitrator cannot decide reports about their own question or answer: 403, nothing written", async () => {
  const reader = await hostSession("reviewer");
  const arbitrator = await hostSession("arbitrator");
  const { db } = arbitrator.host;
  const [question] = publicQuestions(db, "q.reviewer_id > 2");
  assert.ok(question);
  const own = insertQuestion(db, question.product_id, ARBITRATOR_ID, "Does it come with spare parts?");
  const answerId = "a-conflict-01";
  insertAnswer(db, answerId, question.id, ARBITRATOR_ID, "Mine did.", new Date().toISOString());
  for (const url of [`/reviews/questions/${own.encoded_id}/reports`, `/reviews/answers/${answerId}/reports`])
    assert.is((await reader.request("POST", url, { reason: "spam" })).statusCode, 201, url);
  const state = () =>
    db
      .prepare(
        `SELECT q.hidden_at, a.hidden_at, (SELECT group_concat(status) FROM review_reports
           WHERE question_id = q.id OR answer_id = a.id) FROM questions q, answers a WHERE q.id = ? AND a.encoded_id = ?`,
      )
      .raw()
      .get(own.id, answerId);
  const before = state();
  for (const id of [own.encoded_id, answerId]) {
    const answer = await arbitrator.request("POST", `/reviews/arbitrator/reports/${id}/decision`, {
      decision: "hide",
      note: "Not mine to keep.",
    });
    assert.is(answer.statusCode, 403, `${id}: ${answer.body}`);
    assert.match(answer.json().error, "another arbitrator");
  }
  assert.equal(state(), before, "nothing written");
});

test.run();
