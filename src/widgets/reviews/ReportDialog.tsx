// Reporting a review, in the dialog pattern: a reason, an optional note, Send report; then the
// confirmation, or that this reader's report is already open. A guest is asked to sign in first.
import { type FormEvent, useId, useState } from "react";
import { isApiError } from "../../api/client";
import { reportReview } from "../../api/reports";
import type { Review } from "../../api/types/review";
import { signInFromHere } from "../../lib/return-to";
import { REPORT_NOTE_MAX, REPORT_REASONS, type ReportReason } from "../../lib/review-reports";
import { Modal } from "../../ui/Modal";

interface Props {
  review: Review;
  signedIn: boolean;
  onClose: () => void;
}

type Outcome = "sent" | "already" | null;

const OUTCOME_TEXT: Record<Exclude<Outcome, null>, string> = {
  sent: "Thank you: we received your report. An arbitrator will read the review and decide whether it stays.",
  already: "You have already reported this review. An arbitrator will decide on it soon.",
};

export default function ReportDialog({ review, signedIn, onClose }: Props) {
  const [reason, setReason] = useState<ReportReason | "">("");
  const [note, setNote] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const ids = { note: useId(), error: useId() };
  const subject = review.title || `${review.rating}-star review`;

  if (!signedIn)
    return (
      <Modal open onClose={onClose} title="Sign in to report a review" className="report-dialog">
        <p>Reports come from signed-in readers, so that we can count one per person.</p>
        <p className="alert__actions">
          <button type="button" className="button button--secondary" onClick={onClose}>
            Cancel
          </button>
          <a className="button" href={signInFromHere()}>
            Sign in
          </a>
        </p>
      </Modal>
    );

  if (outcome)
    return (
      <Modal
        open
        onClose={onClose}
        title={outcome === "sent" ? "Report received" : "Already reported"}
        className="report-dialog"
      >
        <p role="status">{OUTCOME_TEXT[outcome]}</p>
        <p className="alert__actions">
          {/* biome-ignore lint/a11y/noAutofocus: the dialog pattern moves focus to its one action */}
          <button type="button" className="button" onClick={onClose} autoFocus>
            OK
          </button>
        </p>
      </Modal>
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason) return setError("Choose a reason.");
    setSending(true);
    setError(null);
    try {
      await reportReview(review.public_id, { reason, note });
      setOutcome("sent");
    } catch (failure) {
      if (isApiError(failure) && failure.status === 409) setOutcome("already");
      else setError("The report was not sent. Please try again.");
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal open onClose={onClose} title="Report this review" className="report-dialog">
      <form onSubmit={submit} noValidate>
        <p className="report-dialog__subject">
          “{subject}” by {review.reviewer.name}
        </p>
        <fieldset aria-describedby={error ? ids.error : undefined}>
          <legend>Why should we look at it?</legend>
          {REPORT_REASONS.map((option) => (
            <label key={option.value} className="report-dialog__choice">
              <input
                type="radio"
                name="reason"
                value={option.value}
                checked={reason === option.value}
                onChange={() => {
                  setReason(option.value);
                  setError(null);
                }}
              />
              {option.label}
            </label>
          ))}
        </fieldset>
        <label htmlFor={ids.note}>Note (optional)</label>
        <textarea
          id={ids.note}
          rows={3}
          maxLength={REPORT_NOTE_MAX}
          value={note}
          onChange={(e) => setNote(e.target.value)}
        />
        {error && (
          <p id={ids.error} role="alert" className="report-dialog__error">
            {error}
          </p>
        )}
        <p className="alert__actions">
          <button type="button" className="button button--secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="button" disabled={sending}>
            Send report
          </button>
        </p>
      </form>
    </Modal>
  );
}
