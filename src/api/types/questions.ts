// Questions shoppers ask about a product, and the answers of its store and of the people who bought
// it (src/lib/question-rules.ts has their lengths). Every text is the writer's own, shown as text.
import type { DateTime, EncodedId, Paged } from "./common";

export interface Answer {
  id: EncodedId;
  body: string;
  created_at: DateTime;
  /** 'store': the store's own answer, shown first; 'buyer': a reviewer who bought the product (Verified buyer). */
  author_kind: "store" | "buyer";
  author_name: string;
  /** A buyer's public profile; null for the store. */
  author_path: string | null;
  helpful_count: number;
  /** The viewer marked it helpful (false for a guest). */
  voted_helpful: boolean;
  /** The viewer wrote it: no Helpful nor Report for them. */
  mine: boolean;
}

/** Why the viewer may not answer a question, or null when they may. */
export type CannotAnswer =
  /** A guest: signing in may let them. */
  | "sign_in"
  /** Only people who bought this product can answer. */
  | "not_a_buyer"
  /** The asker does not answer their own question. */
  | "own_question"
  /** One answer per person and question. */
  | "answered";

export interface Question {
  id: EncodedId;
  body: string;
  author_name: string;
  created_at: DateTime;
  /** On a store's list and in the profile: the product it is about. */
  product?: { title: string; internal_path: string };
  /** Every public answer: the store's first, then the most helpful, then the oldest. */
  answers: Answer[];
  /** No answer yet: shown as awaiting an answer. */
  awaiting_answer: boolean;
  /** The viewer asked it. */
  mine: boolean;
  cannot_answer: CannotAnswer | null;
}

/** GET /api/questions/questions_for_widget */
export interface QuestionsParams {
  json_request: boolean;
  shop_domain: string;
  api_token: string;
  platform: string;
  /** The product's external id; without it, the questions of every product of the store. */
  product_id?: string;
  sort_by: "created_at";
  sort_dir: "desc";
  per_page: number;
  page: number;
  /** Words, each found in the question or in one of its answers (at most 200 characters). */
  search?: string;
  /** Only the questions no one has answered yet. */
  unanswered_only?: boolean;
}

/** The answer of GET /api/questions/questions_for_widget: newest first, 3 a page unless asked otherwise. */
export interface QuestionsResponse extends Paged {
  questions: Question[];
}

/** POST /reviews/questions */
export interface AskQuestionRequest {
  question: { product_id: EncodedId; body: string };
}

/** The answer of POST /reviews/questions (201). */
export interface AskQuestionResponse {
  question: Question;
  /** Who will be asked, for the confirmation: the store's name. */
  store_name: string;
}

/** POST /reviews/questions/{question_id}/answers */
export interface AnswerQuestionRequest {
  answer: { body: string };
}

/** The answer of POST /reviews/questions/{question_id}/answers (201): the question as it now is. */
export interface AnswerQuestionResponse {
  question: Question;
}

/** A question that names the product it is about (the profile's lists, the questions to answer). */
export interface QuestionAboutProduct extends Question {
  product: { title: string; internal_path: string };
}

/**
 * One of the reviewer's questions in the private profile's Questions tab. Once the tab is shown,
 * PUT /reviews/profile/questions/seen (no body, 204) marks every answer so far as seen.
 */
export interface AskedQuestion extends QuestionAboutProduct {
  /** Answers given since the asker last looked at the tab. */
  new_answers: number;
}

/** One of the reviewer's answers in the private profile's Questions tab. */
export interface GivenAnswer extends Answer {
  question: { id: EncodedId; body: string; product: { title: string; internal_path: string } };
}

/**
 * GET /reviews/profile/questions/to_answer?page=: questions about products the reviewer bought that
 * they can still answer (not their own, not answered by them), newest first, 10 a page.
 */
export interface QuestionsToAnswerResponse extends Paged {
  questions: QuestionAboutProduct[];
}
