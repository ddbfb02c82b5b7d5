// The Reports list's address: reason, status and page, all in the URL (the URL is the source of truth).
import { defineQuery, pageField, textField } from "../../lib/query-codec";

export interface ReportQuery {
  reason: string;
  status: string;
  page: number;
}

/** 'reason=spam&status=open&page=2'; empty filters and page 1 are left out. */
const REPORT_QUERY = defineQuery<ReportQuery>(
  {
    reason: ["reason", textField(40)],
    status: ["status", textField(40)],
    page: ["page", pageField],
  },
  { reason: "", status: "", page: 1 },
);

export const parseReportQuery = REPORT_QUERY.parse;
export const serializeReportQuery = REPORT_QUERY.serialize;
