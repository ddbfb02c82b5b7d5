import type { ArbitratorDisputeDetail, DisputeDecisionOutcome } from "../../api/contract/dispute";
import { decideDispute } from "../../api/disputes";
import { type Message, t } from "../../lib/i18n/translate";
import { DECISION_LABELS } from "../../widgets/disputes/dispute-labels";
import { ChoiceWithNoteForm } from "./ChoiceWithNoteForm";

const NOTE_MAX = 5000;
const OUTCOMES = Object.entries(DECISION_LABELS) as [DisputeDecisionOutcome, Message][];

interface Props {
  disputeId: string;
  /** Called with the dispute as the host has it after the decision. */
  onDecided: (dispute: ArbitratorDisputeDetail) => void;
}

/** The outcome and a note to both parties; recording it sets the status and adds it to the timeline. */
export function DecisionForm({ disputeId, onDecided }: Props) {
  return (
    <ChoiceWithNoteForm
      heading={t("Decide this dispute")}
      legend={t("Outcome")}
      name="outcome"
      choices={OUTCOMES.map(([outcome, label]) => [outcome, t(label)] as const)}
      chooseMessage={t("Choose an outcome.")}
      noteLabel={t("Note to both parties")}
      noteMax={NOTE_MAX}
      noteMissing={() => t("Write a note to both parties.")}
      send={(outcome, note) => decideDispute(disputeId, outcome, note)}
      onDecided={(answer) => onDecided(answer.dispute)}
    />
  );
}
