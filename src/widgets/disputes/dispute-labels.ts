// The words a dispute's status and decision are shown with: the dispute's facts and the
// arbitrator's list, filters and decision form. Shown through t().
import type { DisputeDecisionOutcome, DisputeStatus } from "../../api/contract/dispute";
import { type Message, msg } from "../../lib/i18n/translate";

export const STATUS_LABELS: Record<DisputeStatus, Message> = {
  open: msg("Open"),
  in_review: msg("In review"),
  resolved: msg("Resolved"),
  rejected: msg("Rejected"),
};

export const DECISION_LABELS: Record<DisputeDecisionOutcome, Message> = {
  in_favour_of_reviewer: msg("In favour of the reviewer"),
  in_favour_of_shop: msg("In favour of the shop"),
  rejected: msg("Rejected"),
};
