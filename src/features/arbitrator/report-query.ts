// The Reports list's address: reason, status and page, all in the URL (the URL is the source of
// truth). A reason or status that is not one of the lists is junk: the default (any) instead.
import { choiceField, defineQuery, pageField } from "../../lib/query-codec";
import {
  REPORT_REASONS,
  REPORT_STATUSES,
  type ReportReason,
  type ReportStatus,
} from "../../lib/review-reports";

export interface ReportQuery {
  /** '' for any reason. */
  reason: ReportReason | "";
  /** '' for any status. */
  status: ReportStatus | "";
  page: number;
}

/** 'reason=spam&status=open&page=2'; the defaults (any, page 1) are left out. */
const REPORT_QUERY = defineQuery<ReportQuery>(
  {
    reason: ["reason", choiceField(REPORT_REASONS)],
    status: ["status", choiceField(REPORT_STATUSES)],
    page: ["page", pageField],
  },
  { reason: "", status: "", page: 1 },
);

export const parseReportQuery = REPORT_QUERY.parse;
export const serializeReportQuery = REPORT_QUERY.serialize;

/** The address's query as the list reads it, for its page data: junk falls back to the default. */
export const reportPageQuery = (search: string) => serializeReportQuery(parseReportQuery(search), search);
