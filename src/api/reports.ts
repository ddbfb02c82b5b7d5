// Reports of reviews: a reader's report and the arbitrator's decision. Every post carries the CSRF
// token (the client adds it).

import type { ApiPath } from "./api-path";
import { api } from "./client";
import type { ReportDecisionResponse, ReportResponse } from "./contract/report";
import type { ReportDecisionPayload, ReportPayload } from "./contract/report-requests";

/** POST /reviews/{public_id}/reports: 201, or 409 when the reader's report is still open. */
export const reportReview = (publicId: string, payload: ReportPayload) =>
  api.post<ReportResponse>(
    `/reviews/${encodeURIComponent(publicId)}/reports` as const satisfies ApiPath<"POST">,
    payload,
    {
      invalidates: ["reports"],
    },
  );

/** POST /reviews/arbitrator/reports/{public_id}/decision: arbitrators only; hiding changes public reviews. */
export const decideReport = (publicId: string, payload: ReportDecisionPayload) =>
  api.post<ReportDecisionResponse>(
    `/reviews/arbitrator/reports/${encodeURIComponent(publicId)}/decision` as const satisfies ApiPath<"POST">,
    payload,
    {
      invalidates: ["reports", "reviews", "questions", "profile"],
    },
  );
