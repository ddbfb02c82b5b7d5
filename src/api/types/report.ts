// Reports of reviews, questions and answers: what a reader sends, and the arbitrator's list and
// page of what was reported. Who reported is never part of any answer.
import type { ReportDecision, ReportReason, ReportStatus } from "../../lib/review-reports";
import type { DateTime, EncodedId, MetaData } from "./common";
import type { Review } from "./review";

/** What a report is about. */
export type ReportedKind = "review" | "question" | "answer";

/**
 * POST /reviews/{public_id}/reports, POST /reviews/questions/{question_id}/reports and
 * POST /reviews/answers/{answer_id}/reports
 */
export interface ReportPayload {
  reason: ReportReason;
  /** Optional, at most REPORT_NOTE_MAX characters. */
  note: string;
}

/** The answer of a reader's report (201). */
export interface ReportResponse {
  report: { reason: ReportReason; created_at: DateTime };
}

/** A reported question or answer as the arbitrator reads it. */
export interface ReportedPost {
  /** The question's or the answer's encoded id. */
  id: EncodedId;
  /** Plain text: render as text, never as HTML. */
  body: string;
  /** Who wrote it: a reviewer's name, or the store's for the store's answer. */
  author_name: string;
  created_at: DateTime;
  /** The product it is about. */
  product: { title: string; internal_path: string };
  /** An answer's question; null for a question. */
  question: { id: EncodedId; body: string } | null;
}

/** One reported review, question or answer in the arbitrator's list. */
export interface ReportListItem {
  /**
   * The review's public id, or the question's or the answer's encoded id (each kind has its own
   * first letter): the report page is /reviews/arbitrator/reports/{id}.
   */
  id: string;
  kind: ReportedKind;
  internal_path: string;
  status: ReportStatus;
  /** The reports in this list's status (every report when the status is not filtered). */
  reports_count: number;
  /** Its reasons, most given first. */
  reasons: ReportReason[];
  last_reported_at: DateTime;
  /** The reported review; null for a question or an answer. */
  review: { title: string; rating: number; reviewer_name: string } | null;
  /** The reported question or answer; null for a review. */
  post: { body: string; author_name: string } | null;
  /** What it is about: the product, or the store for a review of the store. */
  subject: string;
}

/** GET /reviews/arbitrator/reports?format=json, with reason, status and page. */
export interface ReportListResponse {
  reports: ReportListItem[];
  page: number;
  per_page: number;
  total_results: number;
  meta_data: MetaData;
}

/** One reported review, question or answer as the arbitrator decides it. */
export interface ReportDetail {
  id: string;
  kind: ReportedKind;
  status: ReportStatus;
  /** The reported review; null for a question or an answer. */
  review: Review | null;
  /** The reported question or answer; null for a review. */
  post: ReportedPost | null;
  /** Each reason given with how many reports gave it, most given first (open reports while open). */
  reasons: { reason: ReportReason; count: number }[];
  /** The readers' notes, newest first, without who wrote them. */
  notes: { reason: ReportReason; note: string; created_at: DateTime }[];
  /** The last decision, when there is one. */
  decision: { decision: ReportDecision; note: string; decided_at: DateTime } | null;
}

/** GET /reviews/arbitrator/reports/{id}?format=json */
export interface ReportPageResponse {
  report: ReportDetail;
  meta_data: MetaData;
}

/** POST /reviews/arbitrator/reports/{id}/decision: the same for a review, a question and an answer. */
export interface ReportDecisionPayload {
  decision: ReportDecision;
  note: string;
}

/** The answer of POST /reviews/arbitrator/reports/{id}/decision (201): the reports as decided. */
export interface ReportDecisionResponse {
  report: ReportDetail;
}
