// Runs the seed's questions step alone over the tiny marketplace given as JSON in argv[2], in a
// fresh database of a temporary folder, and prints the questions and answers it wrote as JSON.
// A child process, so that a test can stop a step that never ends.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createSchema, openNewDatabaseForBuild } from "../../../fixtures/host/db/database";
import type { SeededProduct } from "../../../fixtures/host/seed/products";
import { seedQuestions } from "../../../fixtures/host/seed/questions";
import { createRandom } from "../../../fixtures/host/seed/random";
import type { SeededReviewer } from "../../../fixtures/host/seed/reviewers";
import type { SeededReview } from "../../../fixtures/host/seed/reviews";

export interface QuestionsStepInput {
  products: SeededProduct[];
  reviewers: SeededReviewer[];
  reviews: SeededReview[];
}

export interface QuestionsStepOutput {
  questions: { id: number; product_id: number; reviewer_id: number }[];
  answers: { question_id: number; reviewer_id: number | null; helpful_count: number }[];
  votes: { reviewer_id: number; answer_id: number }[];
}

const input = JSON.parse(process.argv[2] ?? "{}") as QuestionsStepInput;
const dataDir = mkdtempSync(path.join(tmpdir(), "questions-step-"));
try {
  const db = openNewDatabaseForBuild(dataDir);
  createSchema(db);
  seedQuestions({ db, random: createRandom(1), scale: 1 }, input.products, input.reviewers, input.reviews);
  const output: QuestionsStepOutput = {
    questions: db.prepare("SELECT id, product_id, reviewer_id FROM questions ORDER BY id").all() as never,
    answers: db
      .prepare("SELECT question_id, reviewer_id, helpful_count FROM answers ORDER BY id")
      .all() as never,
    votes: db.prepare("SELECT reviewer_id, answer_id FROM answer_votes").all() as never,
  };
  db.close();
  process.stdout.write(JSON.stringify(output));
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
