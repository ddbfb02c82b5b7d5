// The arbitrator's decision forms (a dispute's outcome, a reported review's keep or hide): one
// choice among labelled values and a note, checked before sending; a field the host refuses is
// marked with its message, and a failure keeps what was written.
import { type FormEvent, useId, useState } from "react";
import { refusedField } from "../../api/field-error";
import { t } from "../../lib/i18n/translate";
import { SubmitRow } from "../../widgets/disputes/SubmitRow";

interface Props<C extends string, T> {
  heading: string;
  /** The choice's legend and its field name (as the host names it in a refusal). */
  legend: string;
  name: string;
  choices: readonly (readonly [C, string])[];
  /** Said when no choice is made. */
  chooseMessage: string;
  noteLabel: string;
  noteMax: number;
  /** Why the note is required for this choice, or null when it may be empty. */
  noteMissing: (choice: C) => string | null;
  send: (choice: C, note: string) => Promise<T>;
  /** Called with the host's answer. */
  onDecided: (answer: T) => void;
}

export function ChoiceWithNoteForm<C extends string, T>(props: Props<C, T>) {
  const { heading, legend, name, choices, noteLabel, noteMax } = props;
  const [choice, setChoice] = useState<C | "">("");
  const [note, setNote] = useState("");
  const [errors, setErrors] = useState<{ choice?: string; note?: string }>({});
  const [status, setStatus] = useState<"idle" | "sending" | "failed">("idle");
  const ids = { heading: useId(), choice: useId(), note: useId() };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const noteError = choice && !note.trim() ? props.noteMissing(choice) : null;
    setErrors({
      ...(choice ? {} : { choice: props.chooseMessage }),
      ...(noteError ? { note: noteError } : {}),
    });
    if (!choice || noteError) return;
    setStatus("sending");
    try {
      const answer = await props.send(choice, note);
      setStatus("idle");
      props.onDecided(answer);
    } catch (error) {
      const refused = refusedField(error, [name, "note"]);
      if (refused) setErrors({ [refused.field === "note" ? "note" : "choice"]: refused.message });
      setStatus("failed");
    }
  };

  return (
    <section aria-labelledby={ids.heading} className="rv-dispute-section">
      <h2 id={ids.heading}>{heading}</h2>
      <form className="rv-dispute-form" onSubmit={submit} noValidate>
        <fieldset aria-describedby={errors.choice ? `${ids.choice}-error` : undefined}>
          <legend>{legend}</legend>
          {choices.map(([value, label]) => (
            <label key={value} className="rv-dispute-form__choice">
              <input
                type="radio"
                name={name}
                value={value}
                checked={choice === value}
                onChange={() => {
                  setChoice(value);
                  setErrors((e) => ({ ...e, choice: undefined }));
                }}
              />
              {label}
            </label>
          ))}
          {errors.choice && (
            <p id={`${ids.choice}-error`} className="rv-dispute-error">
              {errors.choice}
            </p>
          )}
        </fieldset>
        <div className="rv-dispute-form__field">
          <label htmlFor={ids.note}>{noteLabel}</label>
          <textarea
            id={ids.note}
            rows={4}
            maxLength={noteMax}
            value={note}
            aria-invalid={!!errors.note}
            aria-describedby={errors.note ? `${ids.note}-error` : undefined}
            onChange={(e) => {
              setNote(e.target.value);
              setErrors((x) => ({ ...x, note: undefined }));
            }}
          />
          {errors.note && (
            <p id={`${ids.note}-error`} className="rv-dispute-error">
              {errors.note}
            </p>
          )}
        </div>
        <SubmitRow
          label={t("Record decision")}
          sending={status === "sending"}
          failure={
            status === "failed"
              ? t("The decision was not recorded. Your note is still here: please try again.")
              : null
          }
        />
      </form>
    </section>
  );
}
