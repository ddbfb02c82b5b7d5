import type { ReportDetail, ReportedKind } from "../../api/contract/report";
import { decideReport } from "../../api/reports";
import { type Message, msg, t } from "../../lib/i18n/translate";
import { REPORT_NOTE_MAX, type ReportDecision } from "../../lib/review-reports";
import { ChoiceWithNoteForm } from "./ChoiceWithNoteForm";

/** Each kind's words: the choices, what to say without a choice, and why a hide needs a note. */
const WORDS: Record<ReportedKind, { keep: Message; hide: Message; choose: Message; why: Message }> = {
  review: {
    keep: msg("Keep the review"),
    hide: msg("Hide the review"),
    choose: msg("Choose to keep or hide the review."),
    why: msg("Write a note to the review's author."),
  },
  question: {
    keep: msg("Keep the question"),
    hide: msg("Hide the question"),
    choose: msg("Choose to keep or hide the question."),
    why: msg("Write why the question is hidden."),
  },
  answer: {
    keep: msg("Keep the answer"),
    hide: msg("Hide the answer"),
    choose: msg("Choose to keep or hide the answer."),
    why: msg("Write why the answer is hidden."),
  },
};

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
  const words = WORDS[kind];
  const choices: [ReportDecision, string][] = [
    ["keep", t(words.keep)],
    ["hide", t(words.hide)],
  ];
  const noteLabel = kind === "review" ? t("Note to the review's author") : t("Note on the decision");
  return (
    <ChoiceWithNoteForm
      heading={t("Decide")}
      legend={t("Decision")}
      name="decision"
      choices={choices}
      chooseMessage={t(words.choose)}
      noteLabel={noteLabel}
      noteMax={REPORT_NOTE_MAX}
      noteMissing={(decision) => (decision !== "hide" ? null : t(words.why))}
      send={(decision, note) => decideReport(publicId, { decision, note })}
      onDecided={(answer) => onDecided(answer.report)}
    />
  );
}
