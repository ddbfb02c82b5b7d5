import { cloneElement, type ReactElement, type ReactNode, useId } from "react";

interface Props {
  label: string;
  /** Shown beside the field and tied to it with aria-describedby; none by default. */
  error?: string | undefined;
  /** A hint under the label, tied to the control with aria-describedby; none by default. */
  hint?: string | undefined;
  /** Shown under the control and its error; nothing by default. */
  after?: ReactNode;
  /** The control: an input, select or textarea; it gets the id and aria attributes. */
  children: ReactElement<Record<string, unknown>>;
}

/** A labelled form control with its hint and its error beside it. */
export function FormField({ label, error, hint, after, children }: Props) {
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
      {after}
    </div>
  );
}
