// The seed's questions step over a tiny marketplace whose buyers wrote two verified reviews of one
// product: each buyer is listed once per review, and the step must still end (ten times the seed
// has such buyers; the step once looped for ever on them).
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { suite } from "uvu";
import * as assert from "uvu/assert";
import { projectRoot } from "../../fixtures/host/config";
import { ARBITRATOR_ID, REVIEWER_ID } from "../../fixtures/host/seed/reviewers";
import type { SeededReview } from "../../fixtures/host/seed/reviews";
import type { QuestionsStepInput, QuestionsStepOutput } from "../support/data/seed-questions-step";

const test = suite("seed: questions");

/** The step takes milliseconds for this input; half a minute means it never ends. */
const TIME_LIMIT_MS = 30_000;

const BUYERS = [10, 11, 12];
const review = (id: number, productId: number, reviewerId: number): SeededReview => ({
  id,
  productId,
  shopId: 1,
  reviewerId,
  rating: 5,
  verified: true,
  published: true,
  createdAt: "2025-01-01T00:00:00.000Z",
});

// Products 1 to 3 get eight questions each. Each buyer reviewed what they bought twice: product 1
// has one buyer, product 2 two, product 3 three, each listed twice.
const input: QuestionsStepInput = {
  products: [1, 2, 3].map((id) => ({
    id,
    shopId: 1,
    quality: 1,
    popularity: 1,
    createdAt: "2024-01-01T00:00:00.000Z",
  })),
  reviewers: [REVIEWER_ID, ARBITRATOR_ID, ...BUYERS].map((id) => ({
    id,
    country: "US",
    verified: true,
    activity: 1,
  })),
  reviews: [
    [1, 10],
    [1, 10],
    [2, 10],
    [2, 11],
    [2, 10],
    [2, 11],
    [3, 10],
    [3, 11],
    [3, 12],
    [3, 12],
    [3, 11],
    [3, 10],
  ].map(([product, buyer], i) => review(i + 1, product as number, buyer as number)),
};

test("a buyer with two verified reviews of a product: the questions step ends, each buyer answers a question once (regression)", async () => {
  const run = await promisify(execFile)(
    process.execPath,
    [
      "--import",
      "tsx",
      path.join(projectRoot, "test/support/data/seed-questions-step.ts"),
      JSON.stringify(input),
    ],
    { cwd: projectRoot, timeout: TIME_LIMIT_MS, killSignal: "SIGKILL" },
  ).catch((error: { killed?: boolean; stderr?: string }) => {
    assert.unreachable(
      error.killed
        ? `the questions step did not end within ${TIME_LIMIT_MS / 1000} s`
        : `the questions step failed: ${error.stderr}`,
    );
    throw error;
  });
  const { questions, answers, votes } = JSON.parse(run.stdout) as QuestionsStepOutput;
  assert.is(questions.length, 24, "eight questions about each of the three products");
  const productOf = new Map(questions.map((q) => [q.id, q.product_id]));
  const byBuyers = answers.filter((a) => a.reviewer_id !== null);
  assert.ok(byBuyers.length > 0, "buyers answered some questions");
  const buyersOf = (product: number) =>
    new Set(input.reviews.filter((r) => r.productId === product).map((r) => r.reviewerId));
  for (const answer of byBuyers)
    assert.ok(
      buyersOf(productOf.get(answer.question_id) as number).has(answer.reviewer_id as number),
      "only a buyer of the product answers",
    );
  const pairs = byBuyers.map((a) => `${a.question_id}:${a.reviewer_id}`);
  assert.is(new Set(pairs).size, pairs.length, "no buyer answers one question twice");
  assert.ok(
    byBuyers.some((a) => byBuyers.filter((b) => b.question_id === a.question_id).length > 1),
    "some question has answers by two buyers",
  );
  assert.ok(votes.length > 0, "some answers have helpful votes");
  for (const answer of answers)
    assert.ok(answer.helpful_count <= BUYERS.length, "no more votes on an answer than there are voters");
});

test.run();
