// The answer box of a question: 'Your answer' with its count, Send answer. Loaded when used, by
// every list that offers it (a product's or a store's questions, the reviewer's questions to
// answer). A refused or failed send keeps the text and says why.
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { answerQuestion } from "../../api/questions";
import type { Question } from "../../api/types/questions";
import { ANSWER_MAX, ANSWER_MIN } from "../../lib/question-rules";
import { lengthProblem } from "../../lib/written-length";
import { LengthCount } from "./LengthCount";
import { refusalMessage } from "./refusal";

export interface AnswerFormProps {
  question: Question;
  /** Called with the question as the host now has it: its answers, the new one among them. */
  onAnswered: (question: Question) => void;
  /** Default none: no Cancel button. */
  onCancel?: () => void;
}

export default function AnswerForm({ question, onAnswered, onCancel }: AnswerFormProps) {
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const ids = { field: useId(), count: useId(), error: useId() };
  const field = useRef<HTMLTextAreaElement>(null);
  // Opened by a press of 'Answer': the writer goes on in the box.
  useEffect(() => field.current?.focus(), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = lengthProblem(text, { min: ANSWER_MIN, max: ANSWER_MAX });
    if (problem) return setError(problem);
    setSending(true);
    setError(null);
    try {
      const answer = await answerQuestion(question.id, text.trim());
      onAnswered(answer.question);
    } catch (failure) {
      setError(refusalMessage(failure, "answer"));
      setSending(false);
    }
  };

  return (
    <form className="qa-form" onSubmit={submit} noValidate aria-label="Answer this question">
      <label htmlFor={ids.field}>Your answer</label>
      <textarea
        id={ids.field}
        ref={field}
        rows={3}
        value={text}
        onChange={(event) => setText(event.target.value)}
        aria-describedby={error ? `${ids.count} ${ids.error}` : ids.count}
        aria-invalid={error !== null}
      />
      <LengthCount id={ids.count} text={text} max={ANSWER_MAX} />
      {error && (
        <p id={ids.error} role="alert" className="qa-form__error">
          {error}
        </p>
      )}
      <p className="qa-form__actions">
        {onCancel && (
          <button type="button" className="button button--secondary button--small" onClick={onCancel}>
            Cancel
          </button>
        )}
        <button type="submit" className="button button--small" disabled={sending}>
          Send answer
        </button>
      </p>
    </form>
  );
}
