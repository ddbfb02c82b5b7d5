import { useId } from "react";
import { t } from "../../lib/i18n/translate";
import { textLength } from "../../lib/review-rules";

interface Props {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** Default false: a one-line input; true: a text area with a live character count. */
  multiline?: boolean;
  /** Characters needed; default 0. */
  min?: number;
  max: number;
  inputRef?: React.Ref<HTMLInputElement & HTMLTextAreaElement>;
}

/** A labelled text field with its error beside it; the review's text shows how many characters it has. */
export function TextField({
  label,
  value,
  onChange,
  error,
  multiline = false,
  min = 0,
  max,
  inputRef,
}: Props) {
  const id = useId();
  const length = textLength(value.trim());
  const describedBy = [multiline && `${id}-count`, error && `${id}-error`].filter(Boolean).join(" ");
  const common = {
    id,
    value,
    ref: inputRef,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy || undefined,
    "aria-required": true,
    onChange: (event: React.ChangeEvent<HTMLInputElement & HTMLTextAreaElement>) =>
      onChange(event.target.value),
  };
  return (
    <div className="rv-review-form__field">
      <label className="rv-review-form__label" htmlFor={id}>
        {label}
      </label>
      {multiline ? <textarea {...common} rows={7} /> : <input {...common} type="text" autoComplete="off" />}
      {multiline && (
        <p className={`rv-review-form__count${length > max ? " rv-is-over" : ""}`} id={`${id}-count`}>
          {length < min
            ? t("{length} / {max, plural, one {# character} other {# characters}} · at least {min}", {
                length,
                max,
                min,
              })
            : t("{length} / {max, plural, one {# character} other {# characters}}", { length, max })}
        </p>
      )}
      {error && (
        <p className="rv-field-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}
