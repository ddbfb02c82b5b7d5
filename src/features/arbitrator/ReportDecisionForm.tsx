import { decideReport } from "../../api/reports";
import type { ReportDetail } from "../../api/types/report";
import { REPORT_NOTE_MAX, type ReportDecision } from "../../lib/review-reports";
import { ChoiceWithNoteForm } from "./ChoiceWithNoteForm";

const CHOICES: [ReportDecision, string][] = [
  ["keep", "Keep the review"],
  ["hide", "Hide the review"],
];

interface Props {
  publicId: string;
  /** Called with the reports as the host has them after the decision. */
  onDecided: (report: ReportDetail) => void;
}

/** Keep or hide, with a note (required to hide: the author reads it). */
export function ReportDecisionForm({ publicId, onDecided }: Props) {
  return (
    <ChoiceWithNoteForm
      heading="Decide"
      legend="Decision"
      name="decision"
      choices={CHOICES}
      chooseMessage="Choose to keep or hide the review."
      noteLabel="Note to the review's author"
      noteMax={REPORT_NOTE_MAX}
      noteMissing={(decision) => (decision === "hide" ? "Write a note to the review's author." : null)}
      send={(decision, note) => decideReport(publicId, { decision, note })}
      onDecided={(answer) => onDecided(answer.report)}
    />
  );
}
