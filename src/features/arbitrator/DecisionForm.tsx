import { type FormEvent, useId, useState } from "react";
import { decideDispute } from "../../api/disputes";
import { refusedField } from "../../api/field-error";
import type { ArbitratorDisputeDetail, DisputeDecisionOutcome } from "../../api/types/dispute";
import { DECISION_LABELS } from "../../widgets/disputes/dispute-labels";
import { SubmitRow } from "../../widgets/disputes/SubmitRow";

const NOTE_MAX = 5000;

interface Props {
  disputeId: string;
  /** Called with the dispute as the host has it after the decision. */
  onDecided: (dispute: ArbitratorDisputeDetail) => void;
}

/** The outcome and a note to both parties; recording it sets the status and adds it to the timeline. */
export function DecisionForm({ disputeId, onDecided }: Props) {
  const [outcome, setOutcome] = useState<DisputeDecisionOutcome | "">("");
  const [note, setNote] = useState("");
  const [errors, setErrors] = useState<{ outcome?: string; note?: string }>({});
  const [status, setStatus] = useState<"idle" | "sending" | "failed">("idle");
  const ids = { outcome: useId(), note: useId() };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      ...(outcome ? {} : { outcome: "Choose an outcome." }),
      ...(note.trim() ? {} : { note: "Write a note to both parties." }),
    };
    setErrors(found);
    if (!outcome || !note.trim()) return;
    setStatus("sending");
    try {
      const answer = await decideDispute(disputeId, outcome, note);
      setStatus("idle");
      onDecided(answer.dispute);
    } catch (error) {
      const refused = refusedField(error, ["outcome", "note"]);
      if (refused) setErrors({ [refused.field]: refused.message });
      setStatus("failed");
    }
  };

  return (
    <section aria-labelledby="decision-heading" className="dispute-section">
      <h2 id="decision-heading">Decide this dispute</h2>
      <form className="dispute-form" onSubmit={submit} noValidate>
        <fieldset aria-describedby={errors.outcome ? `${ids.outcome}-error` : undefined}>
          <legend>Outcome</legend>
          {(Object.entries(DECISION_LABELS) as [DisputeDecisionOutcome, string][]).map(([value, label]) => (
            <label key={value} className="dispute-form__choice">
              <input
                type="radio"
                name="outcome"
                value={value}
                checked={outcome === value}
                onChange={() => {
                  setOutcome(value);
                  setErrors((e) => ({ ...e, outcome: undefined }));
                }}
              />
              {label}
            </label>
          ))}
          {errors.outcome && (
            <p id={`${ids.outcome}-error`} className="dispute-error">
              {errors.outcome}
            </p>
          )}
        </fieldset>
        <div className="dispute-form__field">
          <label htmlFor={ids.note}>Note to both parties</label>
          <textarea
            id={ids.note}
            rows={4}
            maxLength={NOTE_MAX}
            value={note}
            aria-invalid={!!errors.note}
            aria-describedby={errors.note ? `${ids.note}-error` : undefined}
            onChange={(e) => {
              setNote(e.target.value);
              setErrors((x) => ({ ...x, note: undefined }));
            }}
          />
          {errors.note && (
            <p id={`${ids.note}-error`} className="dispute-error">
              {errors.note}
            </p>
          )}
        </div>
        <SubmitRow
          label="Record decision"
          sending={status === "sending"}
          failure={
            status === "failed"
              ? "The decision was not recorded. Your note is still here: please try again."
              : null
          }
        />
      </form>
    </section>
  );
}
