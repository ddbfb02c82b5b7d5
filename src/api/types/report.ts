// Reports of reviews: what a reader sends, and the arbitrator's list and page of reported reviews.
// Who reported is never part of any answer.
import type { ReportDecision, ReportReason, ReportStatus } from "../../lib/review-reports";
import type { DateTime, MetaData } from "./common";
import type { Review } from "./review";

/** POST /reviews/{public_id}/reports */
export interface ReportPayload {
  reason: ReportReason;
  /** Optional, at most REPORT_NOTE_MAX characters. */
  note: string;
}

/** The answer of POST /reviews/{public_id}/reports (201). */
export interface ReportResponse {
  report: { reason: ReportReason; created_at: DateTime };
}

/** One reported review in the arbitrator's list. */
export interface ReportListItem {
  /** The review's public id: the report page is /reviews/arbitrator/reports/{id}. */
  id: string;
  internal_path: string;
  status: ReportStatus;
  /** The reports in this list's status (every report when the status is not filtered). */
  reports_count: number;
  /** Its reasons, most given first. */
  reasons: ReportReason[];
  last_reported_at: DateTime;
  review: { title: string; rating: number; reviewer_name: string };
  /** What the review is about: the product, or the store for a review of the store. */
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

/** One reported review as the arbitrator decides it. */
export interface ReportDetail {
  id: string;
  status: ReportStatus;
  review: Review;
  /** Each reason given with how many reports gave it, most given first (open reports while open). */
  reasons: { reason: ReportReason; count: number }[];
  /** The readers' notes, newest first, without who wrote them. */
  notes: { reason: ReportReason; note: string; created_at: DateTime }[];
  /** The last decision, when there is one. */
  decision: { decision: ReportDecision; note: string; decided_at: DateTime } | null;
}

/** GET /reviews/arbitrator/reports/{public_id}?format=json */
export interface ReportPageResponse {
  report: ReportDetail;
  meta_data: MetaData;
}

/** POST /reviews/arbitrator/reports/{public_id}/decision */
export interface ReportDecisionPayload {
  decision: ReportDecision;
  note: string;
}

/** The answer of POST /reviews/arbitrator/reports/{public_id}/decision (201): the reports as decided. */
export interface ReportDecisionResponse {
  report: ReportDetail;
}
