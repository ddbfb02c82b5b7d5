// The text box of the question and answer forms: its label, the count as the writer types, a hint
// where the form has one, and why the last send was refused; focused when the form opens (by a
// press, or again after sign-in), so the writer goes on in the box.
import { useEffect, useId, useRef } from "react";
import { t } from "../../lib/i18n/translate";
import { writtenLength } from "../../lib/written-length";

interface Props {
  label: string;
  text: string;
  onChange: (text: string) => void;
  max: number;
  hint?: string;
  /** Why the last send was refused, or null. */
  error: string | null;
}

export function WrittenText({ label, text, onChange, max, hint, error }: Props) {
  const ids = { field: useId(), count: useId(), hint: useId(), error: useId() };
  const field = useRef<HTMLTextAreaElement>(null);
  useEffect(() => field.current?.focus(), []);
  // Counted once trimmed, as the host counts; in red past the limit.
  const length = writtenLength(text);
  const describedBy = [ids.count, hint ? ids.hint : "", error ? ids.error : ""].filter(Boolean).join(" ");
  return (
    <>
      <label htmlFor={ids.field}>{label}</label>
      <textarea
        id={ids.field}
        ref={field}
        rows={3}
        value={text}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={describedBy}
        aria-invalid={error !== null}
      />
      <p id={ids.count} className={`rv-qa-form__count${length > max ? " rv-qa-form__count--over" : ""}`}>
        {t("{length} / {max}", { length, max })}
      </p>
      {hint && (
        <p id={ids.hint} className="rv-qa-form__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={ids.error} role="alert" className="rv-qa-form__error">
          {error}
        </p>
      )}
    </>
  );
}
