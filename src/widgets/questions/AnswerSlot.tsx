// Under a question, what the viewer may do about answering: the 'Answer' button that opens the
// answer box (loaded when used), or why they cannot answer, or for a guest a way to sign in.
import { type ReactNode, Suspense, useEffect, useRef, useState } from "react";
import { Link } from "wouter";
import type { CannotAnswer, Question } from "../../api/contract/questions";
import { type Message, msg, t, tr } from "../../lib/i18n/translate";
import { signInPath } from "../../lib/return-to";
import { useCurrentUrl } from "../../ui/use-current-url";
import { AnswerForm, prefetchAnswerForm } from "./lazy";

const WHY_NOT: Record<Exclude<CannotAnswer, "sign_in">, Message> = {
  not_a_buyer: msg("Only people who bought this product can answer."),
  own_question: msg("You asked this question."),
  answered: msg("You have answered this question."),
};

interface Props {
  question: Question;
  /** Called with the question as the host has it once the viewer's answer is in. */
  onAnswered: (question: Question) => void;
}

export function AnswerSlot({ question, onAnswered }: Props) {
  const [open, setOpen] = useState(false);
  const [posted, setPosted] = useState(false);
  const here = useCurrentUrl();
  const opener = useRef<HTMLButtonElement>(null);
  const after = useRef<HTMLParagraphElement>(null);
  // The box is gone once the answer is in: the focus goes to what took its place.
  useEffect(() => {
    if (posted) after.current?.focus();
  }, [posted]);
  const why = question.cannot_answer;

  if (why === "sign_in")
    return (
      <p className="rv-question__why">
        {
          tr("Bought this product? <a>Sign in to answer</a>", {
            a: (text: ReactNode) => (
              <Link key="a" href={signInPath(`${here}#questions`)}>
                {text}
              </Link>
            ),
          }) as ReactNode[]
        }
      </p>
    );
  if (why)
    return (
      <p className="rv-question__why" ref={after} tabIndex={-1}>
        {t(WHY_NOT[why])}
      </p>
    );
  if (!open)
    return (
      <button
        ref={opener}
        type="button"
        className="rv-pill-button"
        onClick={() => setOpen(true)}
        {...prefetchAnswerForm}
      >
        {t("Button that answers a question\u0004Answer")}
      </button>
    );
  return (
    <Suspense fallback={null}>
      <AnswerForm
        question={question}
        onAnswered={(next) => {
          setOpen(false);
          setPosted(true);
          onAnswered(next);
        }}
        onCancel={() => {
          setOpen(false);
          requestAnimationFrame(() => opener.current?.focus());
        }}
      />
    </Suspense>
  );
}
