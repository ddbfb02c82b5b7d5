import { type FormEvent, useId, useState } from "react";
import { refusedField } from "../../api/field-error";
import { decideReport } from "../../api/reports";
import type { ReportDetail } from "../../api/types/report";
import { REPORT_NOTE_MAX, type ReportDecision } from "../../lib/review-reports";
import { SubmitRow } from "../../widgets/disputes/SubmitRow";

const CHOICES: [ReportDecision, string][] = [
  ["keep", "Keep the review"],
  ["hide", "Hide the review"],
];

interface Props {
  publicId: string;
  /** Called with the reports as the host has them after the decision. */
  onDecided: (report: ReportDetail) => void;
}

/** Keep or hide, with a note (the author reads it when the review is hidden). */
export function ReportDecisionForm({ publicId, onDecided }: Props) {
  const [decision, setDecision] = useState<ReportDecision | "">("");
  const [note, setNote] = useState("");
  const [errors, setErrors] = useState<{ decision?: string; note?: string }>({});
  const [status, setStatus] = useState<"idle" | "sending" | "failed">("idle");
  const ids = { decision: useId(), note: useId() };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      ...(decision ? {} : { decision: "Choose to keep or hide the review." }),
      ...(decision === "hide" && !note.trim() ? { note: "Write a note to the review's author." } : {}),
    };
    setErrors(found);
    if (!decision || found.note) return;
    setStatus("sending");
    try {
      const answer = await decideReport(publicId, { decision, note });
      setStatus("idle");
      onDecided(answer.report);
    } catch (error) {
      const refused = refusedField(error, ["decision", "note"]);
      if (refused) setErrors({ [refused.field]: refused.message });
      setStatus("failed");
    }
  };

  return (
    <section aria-labelledby="report-decision-heading" className="dispute-section">
      <h2 id="report-decision-heading">Decide</h2>
      <form className="dispute-form" onSubmit={submit} noValidate>
        <fieldset aria-describedby={errors.decision ? `${ids.decision}-error` : undefined}>
          <legend>Decision</legend>
          {CHOICES.map(([value, label]) => (
            <label key={value} className="dispute-form__choice">
              <input
                type="radio"
                name="decision"
                value={value}
                checked={decision === value}
                onChange={() => {
                  setDecision(value);
                  setErrors((e) => ({ ...e, decision: undefined }));
                }}
              />
              {label}
            </label>
          ))}
          {errors.decision && (
            <p id={`${ids.decision}-error`} className="dispute-error">
              {errors.decision}
            </p>
          )}
        </fieldset>
        <div className="dispute-form__field">
          <label htmlFor={ids.note}>Note to the review's author</label>
          <textarea
            id={ids.note}
            rows={4}
            maxLength={REPORT_NOTE_MAX}
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
