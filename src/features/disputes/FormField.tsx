import { cloneElement, type ReactElement, useId } from "react";

interface Props {
  label: string;
  /** Shown beside the field and tied to it with aria-describedby; none by default. */
  error?: string | undefined;
  /** A hint under the label; none by default. */
  hint?: string;
  /** The control: an input, select or textarea; it gets the id and aria attributes. */
  children: ReactElement<Record<string, unknown>>;
}

/** A labelled form control with its hint and its error beside it. */
export function FormField({ label, error, hint, children }: Props) {
  const id = useId();
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ") || undefined;
  return (
    <div className="rv-dispute-form__field">
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={`${id}-hint`} className="rv-dispute-muted">
          {hint}
        </p>
      )}
      {cloneElement(children, { id, "aria-invalid": !!error, "aria-describedby": describedBy })}
      {error && (
        <p id={`${id}-error`} className="rv-dispute-error">
          {error}
        </p>
      )}
    </div>
  );
}
