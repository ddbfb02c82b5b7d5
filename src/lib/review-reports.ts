// Reporting a review: the reasons a reader may give, the note's length and the states of a
// reported review, shared by the report dialog, the arbitrator's screens and the reference host.
// The labels are messages: t(label) shows them.
import { type Message, msg } from "./i18n/translate";

export const REPORT_REASONS = [
  { value: "spam", label: msg("Spam or fake") },
  { value: "offensive", label: msg("Offensive or hateful") },
  { value: "off_topic", label: msg("Not about this product or store") },
  { value: "private_information", label: msg("Shares private information") },
  { value: "other", label: msg("Something else") },
] as const;

export type ReportReason = (typeof REPORT_REASONS)[number]["value"];

/** The longest note a reader may add to a report, and the arbitrator to a decision. */
export const REPORT_NOTE_MAX = 1000;

/** A reported review is open while a report awaits a decision; then kept or hidden. */
export const REPORT_STATUSES = [
  { value: "open", label: msg("Open") },
  { value: "kept", label: msg("Kept") },
  { value: "hidden", label: msg("Hidden") },
] as const;

export type ReportStatus = (typeof REPORT_STATUSES)[number]["value"];

export const REPORT_DECISIONS = ["keep", "hide"] as const;
export type ReportDecision = (typeof REPORT_DECISIONS)[number];

/** The label of a reason or status value ('spam' → 'Spam or fake'), for t(); the value when unknown. */
export const labelOf = (list: readonly { value: string; label: Message }[], value: string): Message =>
  list.find((item) => item.value === value)?.label ?? value;
