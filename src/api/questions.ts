// Questions shoppers ask about a product and the answers of its store and of its buyers: the list,
// asking, answering, helpful votes on answers, reports, and the reviewer's own questions (seen and
// to answer). Every post, put and delete carries the CSRF token (the client adds it) and names the
// cached answers it makes stale.

import { withQuery } from "../lib/request-urls";
import type { ApiPath } from "./api-path";
import { api } from "./client";
import type { EncodedId } from "./contract/common";
import type { AnswerQuestionRequest, AskQuestionRequest } from "./contract/question-requests";
import type {
  AnswerQuestionResponse,
  AskQuestionResponse,
  QuestionsResponse,
  QuestionsToAnswerResponse,
} from "./contract/questions";
import type { ReportResponse } from "./contract/report";
import type { ReportPayload } from "./contract/report-requests";
import type { HelpfulVote } from "./contract/review";
import type { QuestionsParams } from "./contract/review-requests";

const slug = encodeURIComponent;

/** The address of one page of questions: the request cache's key. */
export const questionsUrl = (params: QuestionsParams) =>
  withQuery("/api/questions/questions_for_widget" satisfies ApiPath<"GET">, params);

/** `url` from questionsUrl: 3 questions a page, each with every public answer, the store's first. */
export const getQuestions = (url: string) => api.get<QuestionsResponse>(url);

/** POST /reviews/questions: 201 with the question and the store's name; 401 for a guest. */
export const askQuestion = (productId: EncodedId, body: string) =>
  api.post<AskQuestionResponse>(
    "/reviews/questions" satisfies ApiPath<"POST">,
    { question: { product_id: productId, body } } satisfies AskQuestionRequest,
    { invalidates: ["questions", "reviews", "profile"] },
  );

/** POST /reviews/questions/{id}/answers: 201 with the question as it now is; 403, 409 or 404 when refused. */
export const answerQuestion = (questionId: EncodedId, body: string) =>
  api.post<AnswerQuestionResponse>(
    `/reviews/questions/${slug(questionId)}/answers` as const satisfies ApiPath<"POST">,
    { answer: { body } } satisfies AnswerQuestionRequest,
    { invalidates: ["questions", "profile"] },
  );

/** Marks the answer helpful (true) or takes the vote back; rejects when the host refuses (400 or more). */
export function voteAnswerHelpful(answerId: EncodedId, helpful: boolean) {
  const path = `/reviews/answers/${slug(answerId)}/helpful` as const satisfies ApiPath<"PUT"> &
    ApiPath<"DELETE">;
  const options = { invalidates: ["questions"] } as const;
  return helpful ? api.put<HelpfulVote>(path, undefined, options) : api.delete<HelpfulVote>(path, options);
}

/** POST /reviews/questions/{id}/reports: 201, or 409 while the reader's report is open. */
export const reportQuestion = (questionId: EncodedId, payload: ReportPayload) =>
  api.post<ReportResponse>(
    `/reviews/questions/${slug(questionId)}/reports` as const satisfies ApiPath<"POST">,
    payload,
    {
      invalidates: ["reports"],
    },
  );

/** POST /reviews/answers/{id}/reports: 201, or 409 while the reader's report is open. */
export const reportAnswer = (answerId: EncodedId, payload: ReportPayload) =>
  api.post<ReportResponse>(
    `/reviews/answers/${slug(answerId)}/reports` as const satisfies ApiPath<"POST">,
    payload,
    {
      invalidates: ["reports"],
    },
  );

/** PUT /reviews/profile/questions/seen (204): the answers to the reviewer's questions are no longer new. */
export const markQuestionsSeen = () =>
  api.put<null>("/reviews/profile/questions/seen" satisfies ApiPath<"PUT">, undefined, {
    invalidates: ["profile"],
  });

/** The address of a page of the open questions about products the reviewer bought: the cache's key. */
export const questionsToAnswerUrl = (page: number) =>
  withQuery("/reviews/profile/questions/to_answer" satisfies ApiPath<"GET">, { page });

/** `url` from questionsToAnswerUrl: 10 a page, newest first. */
export const getQuestionsToAnswer = (url: string) => api.get<QuestionsToAnswerResponse>(url);
