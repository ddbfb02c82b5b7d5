// The words a dispute's codes are shown with.
import type { DisputeDecisionOutcome, DisputeStatus, TimelineEntry } from "../../api/types/dispute";

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

export const AUTHOR_LABELS: Record<TimelineEntry["author"], string> = {
  reviewer: "Reviewer",
  shop: "Shop",
  arbitrator: "Arbitrator",
};
