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

/**
 * GET /api/questions/questions_for_widget: the widget's owner parameters (as QuestionsParams) with
 * `search` (words in the question or its answers) and `unanswered_only`.
 */
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

/** One of the reviewer's questions in the private profile's Questions tab. */
export interface AskedQuestion extends Question {
  product: { title: string; internal_path: string };
  /** Answers given since the asker last looked at the tab. */
  new_answers: number;
}

/** One of the reviewer's answers in the private profile's Questions tab. */
export interface GivenAnswer extends Answer {
  question: { id: EncodedId; body: string; product: { title: string; internal_path: string } };
}

/** GET /reviews/profile/questions/to_answer: open questions about products the reviewer bought. */
export interface QuestionsToAnswerResponse extends Paged {
  questions: (Question & { product: { title: string; internal_path: string } })[];
}
