// The words a dispute's status and decision are shown with: the dispute's facts and the
// arbitrator's list, filters and decision form.
import type { DisputeDecisionOutcome, DisputeStatus } from "../../api/types/dispute";

export const STATUS_LABELS: Record<DisputeStatus, string> = {
  open: "Open",
  in_review: "In review",
  resolved: "Resolved",
  rejected: "Rejected",
};

export const DECISION_LABELS: Record<DisputeDecisionOutcome, string> = {
  in_favour_of_reviewer: "In favour of the reviewer",
  in_favour_of_shop: "In favour of the shop",
  rejected: "Rejected",
};
