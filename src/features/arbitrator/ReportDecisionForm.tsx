import { decideReport } from "../../api/reports";
import type { ReportDetail, ReportedKind } from "../../api/types/report";
import { REPORT_NOTE_MAX, type ReportDecision } from "../../lib/review-reports";
import { ChoiceWithNoteForm } from "./ChoiceWithNoteForm";

interface Props {
  publicId: string;
  /** What was reported: the choices name it ('Hide the answer'). */
  kind: ReportedKind;
  /** Called with the reports as the host has them after the decision. */
  onDecided: (report: ReportDetail) => void;
}

/**
 * Keep or hide, with a note: required to hide (a review's author reads it beside their hidden
 * review; for a question or an answer it is the record of why).
 */
export function ReportDecisionForm({ publicId, kind, onDecided }: Props) {
  const choices: [ReportDecision, string][] = [
    ["keep", `Keep the ${kind}`],
    ["hide", `Hide the ${kind}`],
  ];
  const noteLabel = kind === "review" ? "Note to the review's author" : "Note on the decision";
  return (
    <ChoiceWithNoteForm
      heading="Decide"
      legend="Decision"
      name="decision"
      choices={choices}
      chooseMessage={`Choose to keep or hide the ${kind}.`}
      noteLabel={noteLabel}
      noteMax={REPORT_NOTE_MAX}
      noteMissing={(decision) =>
        decision !== "hide"
          ? null
          : kind === "review"
            ? "Write a note to the review's author."
            : `Write why the ${kind} is hidden.`
      }
      send={(decision, note) => decideReport(publicId, { decision, note })}
      onDecided={(answer) => onDecided(answer.report)}
    />
  );
}
