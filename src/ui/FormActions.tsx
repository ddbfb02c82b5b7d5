import { t } from "../lib/i18n/translate";

interface Props {
  /** The submit button's words: 'Send answer'. */
  submit: string;
  /** True while the form is being sent: the submit button waits. */
  sending: boolean;
  /** Default none: no Cancel button. */
  onCancel?: () => void;
  /** The row's class: where it sits (a dialog's actions, a small inline form's). */
  className: string;
  small?: boolean;
}

/** A form's last row: Cancel where the form can be left, then its submit button. */
export function FormActions({ submit, sending, onCancel, className, small }: Props) {
  const size = small ? " rv-button--small" : "";
  return (
    <p className={className}>
      {onCancel && (
        <button type="button" className={`rv-button rv-button--secondary${size}`} onClick={onCancel}>
          {t("Cancel")}
        </button>
      )}
      <button type="submit" className={`rv-button${size}`} disabled={sending}>
        {submit}
      </button>
    </p>
  );
}
