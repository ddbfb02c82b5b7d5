// Reporting a review, a question or an answer, in the dialog pattern: a reason, an optional note,
// Send report; then the confirmation, or that this reader's report is already open. Signed in only:
// a guest's Report is a link to sign in.
import { type FormEvent, useId, useState } from "react";
import { isApiError } from "../../api/client";
import type { Answer, Question } from "../../api/contract/questions";
import type { ReportPayload } from "../../api/contract/report-requests";
import type { Review } from "../../api/contract/review";
import { reportAnswer, reportQuestion } from "../../api/questions";
import { reportReview } from "../../api/reports";
import { type Message, msg, t } from "../../lib/i18n/translate";
import { REPORT_NOTE_MAX, REPORT_REASONS, type ReportReason } from "../../lib/review-reports";
import { DialogOk } from "../../ui/DialogOk";
import { FormActions } from "../../ui/FormActions";
import { Modal } from "../../ui/Modal";
import "./report.css";

/** What is reported. */
export type ReportTarget =
  | { kind: "review"; review: Review }
  | { kind: "question"; question: Question }
  | { kind: "answer"; answer: Answer };

interface Props {
  target: ReportTarget;
  onClose: () => void;
}

type Outcome = "sent" | "already" | null;

type Kind = ReportTarget["kind"];

/** The dialog's words for each kind of post: whole sentences, never a word put in one. */
const TITLE: Record<Kind, Message> = {
  review: msg("Report this review"),
  question: msg("Report this question"),
  answer: msg("Report this answer"),
};
const RECEIVED: Record<Kind, Message> = {
  review: msg(
    "Thank you: we received your report. An arbitrator will read the review and decide whether it stays.",
  ),
  question: msg(
    "Thank you: we received your report. An arbitrator will read the question and decide whether it stays.",
  ),
  answer: msg(
    "Thank you: we received your report. An arbitrator will read the answer and decide whether it stays.",
  ),
};
const ALREADY: Record<Kind, Message> = {
  review: msg("You have already reported this review. An arbitrator will decide on it soon."),
  question: msg("You have already reported this question. An arbitrator will decide on it soon."),
  answer: msg("You have already reported this answer. An arbitrator will decide on it soon."),
};

/** The line naming what is reported, and how the report is sent. */
function subjectOf(target: ReportTarget): {
  text: string;
  send: (payload: ReportPayload) => Promise<unknown>;
} {
  switch (target.kind) {
    case "review": {
      const { review } = target;
      return {
        text: t("“{title}” by {name}", {
          title:
            review.title ||
            t("{rating, plural, one {#-star review} other {#-star review}}", { rating: review.rating }),
          name: review.reviewer.name,
        }),
        send: (payload) => reportReview(review.public_id, payload),
      };
    }
    case "question":
      return {
        text: t("“{title}” by {name}", { title: target.question.body, name: target.question.author_name }),
        send: (payload) => reportQuestion(target.question.id, payload),
      };
    case "answer":
      return {
        text: t("“{title}” by {name}", { title: target.answer.body, name: target.answer.author_name }),
        send: (payload) => reportAnswer(target.answer.id, payload),
      };
  }
}

export default function ReportDialog({ target, onClose }: Props) {
  const [reason, setReason] = useState<ReportReason | "">("");
  const [note, setNote] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const ids = { note: useId(), error: useId() };
  const { kind } = target;
  const subject = subjectOf(target);

  if (outcome)
    return (
      <Modal
        open
        onClose={onClose}
        title={outcome === "sent" ? t("Report received") : t("Already reported")}
        className="rv-report-dialog"
      >
        <p role="status">{outcome === "sent" ? t(RECEIVED[kind]) : t(ALREADY[kind])}</p>
        <DialogOk onClose={onClose} />
      </Modal>
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason) return setError(t("Choose a reason."));
    setSending(true);
    setError(null);
    try {
      await subject.send({ reason, note });
      setOutcome("sent");
    } catch (failure) {
      if (isApiError(failure) && failure.status === 409) setOutcome("already");
      else setError(t("The report was not sent. Please try again."));
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal open onClose={onClose} title={t(TITLE[kind])} className="rv-report-dialog">
      <form onSubmit={submit} noValidate>
        <p className="rv-report-dialog__subject">{subject.text}</p>
        <fieldset aria-describedby={error ? ids.error : undefined}>
          <legend>{t("Why should we look at it?")}</legend>
          {REPORT_REASONS.map((option) => (
            <label key={option.value} className="rv-report-dialog__choice">
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
              {t(option.label)}
            </label>
          ))}
        </fieldset>
        <label htmlFor={ids.note}>{t("Note (optional)")}</label>
        <textarea
          id={ids.note}
          rows={3}
          maxLength={REPORT_NOTE_MAX}
          value={note}
          onChange={(e) => setNote(e.target.value)}
        />
        {error && (
          <p id={ids.error} role="alert" className="rv-report-dialog__error">
            {error}
          </p>
        )}
        <FormActions
          submit={t("Send report")}
          sending={sending}
          onCancel={onClose}
          className="rv-alert__actions"
        />
      </form>
    </Modal>
  );
}
