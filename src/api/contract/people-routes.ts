// The contract's calls between people: questions and answers, following, the feed, Find people,
// and disputes with their arbitration.
import { DISPUTE_MAX_FILE_BYTES, DISPUTE_MAX_FILES } from "../../lib/dispute-files";
import { NoBody, NoContent, NoQuery, Params, Strict } from "./building-blocks";
import type { ContractRoute, RouteKey } from "./contract-route";
import {
  CreateDisputeResponse,
  DisputeDecisionResponse,
  DisputeFileUploadResponse,
  DisputeMessageResponse,
} from "./dispute";
import { DecisionBody, MessageForm, NewDisputeForm } from "./dispute-requests";
import { AnswerQuestionRequest, AskQuestionRequest } from "./question-requests";
import {
  AnswerQuestionResponse,
  AskQuestionResponse,
  QuestionsResponse,
  QuestionsToAnswerResponse,
} from "./questions";
import { HelpfulVote } from "./review";
import { PageQuery, QuestionsQuery } from "./review-requests";
import { FeedResponse, FolloweesResponse, FollowingResponse, PeopleResponse } from "./social";
import { FeedQuery, FollowsQuery, HeartRequest, PeopleQuery } from "./social-requests";

const answerVote = (summary: string) =>
  ({
    summary,
    who: "reviewer",
    params: Params("answerId"),
    query: NoQuery,
    body: NoBody,
    answers: { 200: HelpfulVote },
    errors: [400, 401, 403, 404, 429],
  }) as const;

export const PEOPLE_ROUTES = {
  "GET /api/questions/questions_for_widget": {
    summary: "A product's public questions with their answers, or those of every product of a store.",
    who: "anyone",
    query: QuestionsQuery,
    answers: { 200: QuestionsResponse },
    errors: [400, 404, 429],
  },
  "POST /reviews/questions": {
    summary: "Asks a question about a product; the store and the product's buyers will be asked.",
    who: "reviewer",
    query: NoQuery,
    body: AskQuestionRequest,
    answers: { 201: AskQuestionResponse },
    errors: [400, 401, 403, 404, 429],
  },
  "POST /reviews/questions/:questionId/answers": {
    summary: "Answers a question about a product the reviewer bought, once.",
    who: "reviewer",
    params: Params("questionId"),
    query: NoQuery,
    body: AnswerQuestionRequest,
    answers: { 201: AnswerQuestionResponse },
    errors: [400, 401, 403, 404, 409, 429],
  },
  "PUT /reviews/answers/:answerId/helpful": answerVote("Marks an answer helpful: one vote per person."),
  "DELETE /reviews/answers/:answerId/helpful": answerVote("Takes back a helpful vote on an answer."),
  "PUT /reviews/profile/questions/seen": {
    summary: "Marks every answer to the reviewer's questions so far as seen.",
    who: "reviewer",
    query: NoQuery,
    body: NoBody,
    answers: { 204: NoContent },
    errors: [400, 401],
  },
  "GET /reviews/profile/questions/to_answer": {
    summary: "Public questions about products the reviewer bought that they can still answer, 10 a page.",
    who: "reviewer",
    query: PageQuery,
    answers: { 200: QuestionsToAnswerResponse },
    errors: [400, 401],
  },
  "GET /reviews/profile/follows": {
    summary: "The ids of the stores, products or reviewers the reviewer follows, newest first.",
    who: "reviewer",
    query: FollowsQuery,
    answers: { 200: FolloweesResponse },
    errors: [400, 401],
  },
  "POST /reviews/profile/follows/heart": {
    summary: "Follows or unfollows one store, product or reviewer.",
    who: "reviewer",
    query: NoQuery,
    body: HeartRequest,
    answers: { 204: NoContent },
    errors: [400, 401, 404, 429],
  },
  "GET /reviews/following.json": {
    summary: "What the reviewer follows: stores, products and reviewers, newest first.",
    who: "reviewer",
    query: NoQuery,
    answers: { 200: FollowingResponse },
    errors: [400, 401],
  },
  "GET /reviews/feed_events.json": {
    summary: "What was done, newest first: what the reviewer follows, or everyone's for a guest.",
    who: "anyone",
    query: FeedQuery,
    answers: { 200: FeedResponse },
    errors: [400],
  },
  "GET /reviews/people.json": {
    summary: "Reviewers by most reviews, newest or name; everyone, verified buyers or those followed.",
    who: "anyone",
    query: PeopleQuery,
    answers: { 200: PeopleResponse },
    errors: [400, 401],
  },
  "POST /reviews/profile/dispute-files": {
    summary: "One file of evidence, sent as soon as it is chosen, before its dispute or message.",
    who: "reviewer",
    query: NoQuery,
    body: Strict({}),
    files: { field: "file", count: 1, bytes: DISPUTE_MAX_FILE_BYTES },
    answers: { 201: DisputeFileUploadResponse },
    errors: [400, 401, 411, 413, 429],
  },
  "POST /reviews/profile/disputes": {
    summary: "Opens a dispute about one of the reviewer's orders.",
    who: "reviewer",
    query: NoQuery,
    body: NewDisputeForm,
    files: { field: "dispute[files][]", count: DISPUTE_MAX_FILES, bytes: DISPUTE_MAX_FILE_BYTES },
    answers: { 201: CreateDisputeResponse },
    errors: [400, 401, 409, 411, 413, 429],
  },
  "POST /reviews/profile/disputes/:disputeId/messages": {
    summary: "The owner's message on their dispute's timeline: text, files, or both.",
    who: "reviewer",
    params: Params("disputeId"),
    query: NoQuery,
    body: MessageForm,
    files: { field: "message[files][]", count: DISPUTE_MAX_FILES, bytes: DISPUTE_MAX_FILE_BYTES },
    answers: { 201: DisputeMessageResponse },
    errors: [400, 401, 404, 409, 411, 413, 429],
  },
  "POST /reviews/arbitrator/:disputeId/decision": {
    summary: "The arbitrator decides a dispute.",
    who: "arbitrator",
    params: Params("disputeId"),
    query: NoQuery,
    body: DecisionBody,
    answers: { 201: DisputeDecisionResponse },
    errors: [400, 401, 403, 404, 409],
  },
} as const satisfies Record<RouteKey, ContractRoute>;
