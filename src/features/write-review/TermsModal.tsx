import { type FormEvent, useId, useState } from "react";
import { acceptTos } from "../../api/reviewer";
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
    <Modal open={open} onClose={onClose} title="Terms of Service">
      <form className="rv-terms-form" onSubmit={submit} noValidate>
        <p>
          Choose the name shown with your reviews and accept our{" "}
          <a href={termsHref} target="_blank" rel="noopener noreferrer">
            Terms of Service
          </a>
          .
        </p>
        <label htmlFor={`${id}-name`}>Reviewer name</label>
        <input
          id={`${id}-name`}
          value={name}
          maxLength={80}
          autoComplete="nickname"
          onChange={(event) => setName(event.target.value)}
        />
        <label className="rv-terms-form__check">
          <input type="checkbox" checked={accepted} onChange={(event) => setAccepted(event.target.checked)} />
          I accept the Terms of Service
        </label>
        {failed && (
          <p className="rv-form-error" role="alert">
            Your acceptance could not be saved. Please try again.
          </p>
        )}
        <button type="submit" className="rv-button" disabled={!ready || sending}>
          {sending ? "Saving..." : "Accept and continue"}
        </button>
      </form>
    </Modal>
  );
}
