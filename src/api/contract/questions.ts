// Questions shoppers ask about a product, and the answers of its store and of the people who bought
// it (src/lib/question-rules.ts has their lengths). Every text is the writer's own, shown as text.
import type { Static } from "typebox";
import { about, PageOf, QUESTIONS_PER_PAGE_MAX, Type } from "./building-blocks";
import { DateTime, Paged } from "./common";

export const Answer = Type.Object({
  id: Type.String(),
  body: Type.String(),
  created_at: DateTime,
  author_kind: about(
    "'store': the store's own answer, shown first; 'buyer': a reviewer who bought the product (Verified buyer).",
    Type.Enum(["store", "buyer"]),
  ),
  author_name: Type.String(),
  author_path: about(
    "A buyer's public profile; null for the store.",
    Type.Union([Type.String(), Type.Null()]),
  ),
  helpful_count: Type.Integer(),
  voted_helpful: about("The viewer marked it helpful (false for a guest).", Type.Boolean()),
  mine: about("The viewer wrote it: no Helpful nor Report for them.", Type.Boolean()),
});
export type Answer = Static<typeof Answer>;

export const CannotAnswer = about(
  "Why the viewer may not answer a question, or null when they may.",
  Type.Enum(["sign_in", "not_a_buyer", "own_question", "answered"]),
);
export type CannotAnswer = Static<typeof CannotAnswer>;

/** The product a question is about, on a store's list and in the profile. */
const QuestionProduct = Type.Object({ title: Type.String(), internal_path: Type.String() });

const questionProperties = {
  id: Type.String(),
  body: Type.String(),
  author_name: Type.String(),
  created_at: DateTime,
  answers: Type.Array(Answer),
  awaiting_answer: Type.Boolean(),
  mine: Type.Boolean(),
  cannot_answer: Type.Union([CannotAnswer, Type.Null()]),
};

export const Question = Type.Object({ ...questionProperties, product: Type.Optional(QuestionProduct) });
export type Question = Static<typeof Question>;

export const QuestionAboutProduct = about(
  "A question that names the product it is about (the profile's lists, the questions to answer).",
  Type.Object({ ...questionProperties, product: QuestionProduct }),
);
export type QuestionAboutProduct = Static<typeof QuestionAboutProduct>;

export const QuestionsResponse = about(
  "The answer of GET /api/questions/questions_for_widget: newest first, 3 a page unless asked otherwise.",
  Type.Object({ ...Paged.properties, questions: PageOf(Question, QUESTIONS_PER_PAGE_MAX) }),
);
export type QuestionsResponse = Static<typeof QuestionsResponse>;

export const AskQuestionResponse = about(
  "The answer of POST /reviews/questions (201).",
  Type.Object({ question: Question, store_name: Type.String() }),
);
export type AskQuestionResponse = Static<typeof AskQuestionResponse>;

export const AnswerQuestionResponse = about(
  "The answer of POST /reviews/questions/{question_id}/answers (201): the question as it now is.",
  Type.Object({ question: Question }),
);
export type AnswerQuestionResponse = Static<typeof AnswerQuestionResponse>;

export const AskedQuestion = about(
  "One of the reviewer's questions in the private profile's Questions tab. Once the tab is shown, PUT /reviews/profile/questions/seen (no body, 204) marks every answer so far as seen.",
  Type.Object({ ...QuestionAboutProduct.properties, new_answers: Type.Integer() }),
);
export type AskedQuestion = Static<typeof AskedQuestion>;

export const GivenAnswer = about(
  "One of the reviewer's answers in the private profile's Questions tab.",
  Type.Object({
    ...Answer.properties,
    question: Type.Object({ id: Type.String(), body: Type.String(), product: QuestionProduct }),
  }),
);
export type GivenAnswer = Static<typeof GivenAnswer>;

export const QuestionsToAnswerResponse = about(
  "GET /reviews/profile/questions/to_answer?page=: questions about products the reviewer bought that they can still answer (not their own, not answered by them), newest first, 10 a page.",
  Type.Object({ ...Paged.properties, questions: PageOf(QuestionAboutProduct) }),
);
export type QuestionsToAnswerResponse = Static<typeof QuestionsToAnswerResponse>;
