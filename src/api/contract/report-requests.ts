// What a reader sends with a report and an arbitrator with a decision, and the query of the
// arbitrator's list of reports. Who reported is never part of any answer.
import type { Static } from "typebox";
import { REPORT_DECISIONS, REPORT_NOTE_MAX, REPORT_STATUSES } from "../../lib/review-reports";
import { about, Optional, QueryChoice, QueryPage, Strict, Text, Type } from "./building-blocks";
import { ReportReason } from "./report";

/** A note of plain text, optional. */
const Note = Optional(Text(REPORT_NOTE_MAX));

/**
 * POST /reviews/{public_id}/reports, POST /reviews/questions/{question_id}/reports and
 * POST /reviews/answers/{answer_id}/reports: one of the reasons and an optional note.
 */
export const ReportPayload = Strict({ reason: ReportReason, note: Note });
export type ReportPayload = Static<typeof ReportPayload>;

/** POST /reviews/arbitrator/reports/{id}/decision: keep or hide; hiding needs a note, which its author reads. */
export const ReportDecisionPayload = Strict({ decision: Type.Enum(REPORT_DECISIONS), note: Note });
export type ReportDecisionPayload = Static<typeof ReportDecisionPayload>;

/** The arbitrator's list of reports: by reason, by status, a page. */
export const ReportListQuery = Type.Object({
  reason: Type.Optional(
    about(
      "What was reported with a report of this reason in its status; every reason by default.",
      QueryChoice(ReportReason.enum),
    ),
  ),
  status: Type.Optional(about("Every status by default.", QueryChoice(REPORT_STATUSES.map((s) => s.value)))),
  page: Type.Optional(about("20 a page; the first by default.", QueryPage)),
});
