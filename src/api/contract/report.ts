// Reports of reviews, questions and answers: what a reader sends, and the arbitrator's list and
// page of what was reported. Who reported is never part of any answer.

import type { Static } from "typebox";
import { REPORT_DECISIONS, REPORT_REASONS, REPORT_STATUSES } from "../../../src/lib/review-reports";
import { about, PageOf, Type } from "./building-blocks";
import { DateTime, MetaData } from "./common";
import { Review } from "./review";

export const ReportReason = Type.Enum(REPORT_REASONS.map((r) => r.value));
export type ReportReason = Static<typeof ReportReason>;

export const ReportStatus = Type.Enum(REPORT_STATUSES.map((s) => s.value));
export type ReportStatus = Static<typeof ReportStatus>;

export const ReportResponse = about(
  "The answer of a reader's report (201).",
  Type.Object({ report: Type.Object({ reason: ReportReason, created_at: DateTime }) }),
);
export type ReportResponse = Static<typeof ReportResponse>;

export const ReportedKind = about("What a report is about.", Type.Enum(["review", "question", "answer"]));
export type ReportedKind = Static<typeof ReportedKind>;

export const ReportedPost = about(
  "A reported question or answer as the arbitrator reads it.",
  Type.Object({
    id: about("The question's or the answer's encoded id.", Type.String()),
    body: about("Plain text: render as text, never as HTML.", Type.String()),
    author_name: about(
      "Who wrote it: a reviewer's name, or the store's for the store's answer.",
      Type.String(),
    ),
    created_at: DateTime,
    product: about(
      "The product it is about.",
      Type.Object({ title: Type.String(), internal_path: Type.String() }),
    ),
    question: about(
      "An answer's question; null for a question.",
      Type.Union([Type.Object({ id: Type.String(), body: Type.String() }), Type.Null()]),
    ),
  }),
);
export type ReportedPost = Static<typeof ReportedPost>;

export const ReportListItem = about(
  "One reported review, question or answer in the arbitrator's list.",
  Type.Object({
    id: about(
      "The review's public id, or the question's or the answer's encoded id (each kind has its own first letter): the report page is /reviews/arbitrator/reports/{id}.",
      Type.String(),
    ),
    kind: ReportedKind,
    internal_path: Type.String(),
    status: ReportStatus,
    reports_count: about(
      "The reports in this list's status (every report when the status is not filtered).",
      Type.Integer(),
    ),
    reasons: about("Its reasons, most given first.", Type.Array(ReportReason)),
    last_reported_at: DateTime,
    review: about(
      "The reported review; null for a question or an answer.",
      Type.Union([
        Type.Object({ title: Type.String(), rating: Type.Integer(), reviewer_name: Type.String() }),
        Type.Null(),
      ]),
    ),
    post: about(
      "The reported question or answer; null for a review.",
      Type.Union([Type.Object({ body: Type.String(), author_name: Type.String() }), Type.Null()]),
    ),
    subject: about("What it is about: the product, or the store for a review of the store.", Type.String()),
  }),
);
export type ReportListItem = Static<typeof ReportListItem>;

export const ReportListResponse = about(
  "GET /reviews/arbitrator/reports?format=json, with reason, status and page.",
  Type.Object({
    reports: PageOf(ReportListItem),
    page: Type.Integer(),
    per_page: Type.Integer(),
    total_results: Type.Integer(),
    meta_data: MetaData,
  }),
);
export type ReportListResponse = Static<typeof ReportListResponse>;

export const ReportDetail = about(
  "One reported review, question or answer as the arbitrator decides it.",
  Type.Object({
    id: Type.String(),
    kind: ReportedKind,
    status: ReportStatus,
    review: about(
      "The reported review; null for a question or an answer.",
      Type.Union([Review, Type.Null()]),
    ),
    post: about(
      "The reported question or answer; null for a review.",
      Type.Union([ReportedPost, Type.Null()]),
    ),
    reasons: about(
      "Each reason given with how many reports gave it, most given first (open reports while open).",
      Type.Array(Type.Object({ reason: ReportReason, count: Type.Integer() })),
    ),
    notes: about(
      "The readers' notes, newest first, without who wrote them.",
      Type.Array(Type.Object({ reason: ReportReason, note: Type.String(), created_at: DateTime })),
    ),
    decision: about(
      "The last decision, when there is one.",
      Type.Union([
        Type.Object({
          decision: Type.Enum(REPORT_DECISIONS),
          note: Type.String(),
          decided_at: DateTime,
        }),
        Type.Null(),
      ]),
    ),
  }),
);
export type ReportDetail = Static<typeof ReportDetail>;

export const ReportDecisionResponse = about(
  "The answer of POST /reviews/arbitrator/reports/{id}/decision (201): the reports as decided.",
  Type.Object({ report: ReportDetail }),
);
export type ReportDecisionResponse = Static<typeof ReportDecisionResponse>;

export const ReportPageResponse = about(
  "GET /reviews/arbitrator/reports/{id}?format=json",
  Type.Object({ report: ReportDetail, meta_data: MetaData }),
);
export type ReportPageResponse = Static<typeof ReportPageResponse>;
