// What an asker and an answerer send (src/lib/question-rules.ts has their lengths, counted once
// trimmed, which the host checks beyond the schema).
import type { Static } from "typebox";
import { ANSWER_MAX, QUESTION_MAX } from "../../lib/question-rules";
import { Id, Strict, Text } from "./building-blocks";

/** POST /reviews/questions: `{question: {product_id, body}}`, the product's encoded id and the question. */
export const AskQuestionRequest = Strict({ question: Strict({ product_id: Id, body: Text(QUESTION_MAX) }) });
export type AskQuestionRequest = Static<typeof AskQuestionRequest>;

/** POST /reviews/questions/{question_id}/answers: `{answer: {body}}`. */
export const AnswerQuestionRequest = Strict({ answer: Strict({ body: Text(ANSWER_MAX) }) });
export type AnswerQuestionRequest = Static<typeof AnswerQuestionRequest>;
