// Questions and answers as questions_for_widget answers them, for component tests.
import type { Answer, Question } from "../../../src/api/contract/questions";
import type { ProductData, ShopData } from "../../../src/api/contract/shop";

export const QA_SHOP = { domain: "desk.example", public_token: "tok", platform: "shopify" } as ShopData;

export const qaProduct = (external_id: string) =>
  ({ external_id, encoded_id: `P-${external_id}`, title: `Product ${external_id}` }) as ProductData;

export const answerOf = (id: string, fields: Partial<Answer> = {}): Answer => ({
  id,
  body: `Answer ${id}.`,
  created_at: "2026-01-03T00:00:00Z",
  author_kind: "buyer",
  author_name: `Buyer ${id}`,
  author_path: `/reviews/profile/buyer-${id}`,
  helpful_count: 2,
  voted_helpful: false,
  mine: false,
  ...fields,
});

export const questionOf = (n: number, fields: Partial<Question> = {}): Question => ({
  id: `q${n}`,
  body: `Question ${n}?`,
  author_name: `Asker ${n}`,
  created_at: "2026-01-02T00:00:00Z",
  answers: [],
  awaiting_answer: true,
  mine: false,
  cannot_answer: "sign_in",
  ...fields,
});

/** One page of questions_for_widget's answer. */
export const questionsPage = (questions: Question[], page = 1, totalPages = 1, total = questions.length) => ({
  questions,
  current_page: page,
  total_pages: totalPages,
  total_count: total,
});
