import { type FormEvent, type ReactNode, useId, useState } from "react";
import { acceptTos } from "../../api/reviewer-writes";
import { t, tr } from "../../lib/i18n/translate";
import { Modal } from "../../ui/Modal";

interface Props {
  open: boolean;
  onClose: () => void;
  /** Called once the host has recorded the acceptance. */
  onAccepted: (reviewerName: string) => void;
  /** The name the input starts with; default empty. */
  defaultName?: string;
  /** Default '/terms'. */
  termsHref?: string;
}

/**
 * The terms-of-service modal: a reviewer name and an accept box. Submitting is possible only with a
 * non-empty name and the box checked; it posts accept_tos with reviewer_name.
 */
export function TermsModal({ open, onClose, onAccepted, defaultName = "", termsHref = "/terms" }: Props) {
  const id = useId();
  const [name, setName] = useState(defaultName);
  const [accepted, setAccepted] = useState(false);
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState(false);
  const ready = name.trim() !== "" && accepted;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready || sending) return; // without a name and the box checked, a submission is ignored
    setSending(true);
    setFailed(false);
    try {
      await acceptTos({ reviewer_name: name.trim() });
      onAccepted(name.trim());
    } catch {
      setFailed(true); // the name and the box stay as they were
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal open={open} onClose={onClose} title={t("Terms of Service")}>
      <form className="rv-terms-form" onSubmit={submit} noValidate>
        <p>
          {
            tr("Choose the name shown with your reviews and accept our <a>Terms of Service</a>.", {
              a: (text: ReactNode) => (
                <a key="a" href={termsHref} target="_blank" rel="noopener noreferrer">
                  {text}
                </a>
              ),
            }) as ReactNode[]
          }
        </p>
        <label htmlFor={`${id}-name`}>{t("Reviewer name")}</label>
        <input
          id={`${id}-name`}
          value={name}
          maxLength={80}
          autoComplete="nickname"
          onChange={(event) => setName(event.target.value)}
        />
        <label className="rv-terms-form__check">
          <input type="checkbox" checked={accepted} onChange={(event) => setAccepted(event.target.checked)} />
          {t("I accept the Terms of Service")}
        </label>
        {failed && (
          <p className="rv-form-error" role="alert">
            {t("Your acceptance could not be saved. Please try again.")}
          </p>
        )}
        <button type="submit" className="rv-button" disabled={!ready || sending}>
          {sending ? t("Saving...") : t("Accept and continue")}
        </button>
      </form>
    </Modal>
  );
}
