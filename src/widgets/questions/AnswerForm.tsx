// The answer box of a question: 'Your answer' with its count, Send answer. Loaded when used, by
// every list that offers it (a product's or a store's questions, the reviewer's questions to
// answer). A refused or failed send keeps the text and says why.
import { type FormEvent, useState } from "react";
import type { Question } from "../../api/contract/questions";
import { answerQuestion } from "../../api/questions";
import { t } from "../../lib/i18n/translate";
import { ANSWER_MAX, ANSWER_MIN } from "../../lib/question-rules";
import { lengthProblem } from "../../lib/written-length";
import { FormActions } from "../../ui/FormActions";
import { refusalMessage } from "./refusal";
import { WrittenText } from "./WrittenText";

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
    <form className="rv-qa-form" onSubmit={submit} noValidate aria-label={t("Answer this question")}>
      <WrittenText label={t("Your answer")} text={text} onChange={setText} max={ANSWER_MAX} error={error} />
      <FormActions
        submit={t("Send answer")}
        sending={sending}
        onCancel={onCancel}
        className="rv-qa-form__actions"
        small
      />
    </form>
  );
}
