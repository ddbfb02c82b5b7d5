// The form of 'Ask a question' on a product's page: 'Your question' with its count, Send question.
// Loaded when used. A guest may write: sending keeps the text and goes to sign in, which comes
// back here with the form open again and the text in it. A refused or failed send keeps the text
// and says why.
import { type FormEvent, useState } from "react";
import { useLocation } from "wouter";
import { isApiError } from "../../api/client";
import type { AskQuestionResponse } from "../../api/contract/questions";
import { askQuestion } from "../../api/questions";
import { emit } from "../../lib/browser/host-events";
import { dropQuestionDraft, keepQuestionDraft, keptQuestionDraft } from "../../lib/browser/question-draft";
import { t } from "../../lib/i18n/translate";
import { QUESTION_MAX, QUESTION_MIN } from "../../lib/question-rules";
import { signInPath } from "../../lib/return-to";
import { lengthProblem } from "../../lib/written-length";
import { useAtomValue } from "../../state/jotai";
import { signedInAtom } from "../../state/session";
import { FormActions } from "../../ui/FormActions";
import { useCurrentUrl } from "../../ui/use-current-url";
import { refusalMessage } from "./refusal";
import { WrittenText } from "./WrittenText";

interface Props {
  /** The product's encoded id. */
  productId: string;
  onAsked: (answer: AskQuestionResponse) => void;
  onCancel: () => void;
}

export default function AskQuestionForm({ productId, onAsked, onCancel }: Props) {
  const signedIn = useAtomValue(signedInAtom);
  const [, navigate] = useLocation();
  const here = useCurrentUrl();
  const [text, setText] = useState(() => keptQuestionDraft(productId) ?? "");
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  // The host said the session had ended: the next send goes to sign in, as a guest's does.
  const [signedOut, setSignedOut] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = lengthProblem(text, { min: QUESTION_MIN, max: QUESTION_MAX });
    if (problem) return setError(problem);
    if (!signedIn || signedOut) {
      keepQuestionDraft(productId, text);
      return navigate(signInPath(`${here}#questions`));
    }
    setSending(true);
    setError(null);
    try {
      const answer = await askQuestion(productId, text.trim());
      dropQuestionDraft(productId);
      emit("question-asked", { product_id: productId, question_id: answer.question.id });
      onAsked(answer);
    } catch (failure) {
      setSignedOut(isApiError(failure) && failure.status === 401);
      setError(refusalMessage(failure, "question"));
      setSending(false);
    }
  };
  const cancel = () => {
    dropQuestionDraft(productId);
    onCancel();
  };

  return (
    <form className="rv-qa-form" onSubmit={submit} noValidate aria-label={t("Ask a question")}>
      <WrittenText
        label={t("Your question")}
        text={text}
        onChange={setText}
        max={QUESTION_MAX}
        hint={
          signedIn
            ? t("The store and people who bought this product will be asked to answer.")
            : t(
                "The store and people who bought this product will be asked to answer. You will sign in before it is sent; your text is kept.",
              )
        }
        error={error}
      />
      <FormActions
        submit={t("Send question")}
        sending={sending}
        onCancel={cancel}
        className="rv-qa-form__actions"
        small
      />
    </form>
  );
}
