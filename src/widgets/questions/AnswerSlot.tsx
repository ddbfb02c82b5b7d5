// Under a question, what the viewer may do about answering: the 'Answer' button that opens the
// answer box (loaded when used), or why they cannot answer, or for a guest a way to sign in.
import { Suspense, useEffect, useRef, useState } from "react";
import { Link } from "wouter";
import type { CannotAnswer, Question } from "../../api/types/questions";
import { signInPath } from "../../lib/return-to";
import { useCurrentUrl } from "../../ui/use-current-url";
import { AnswerForm, prefetchAnswerForm } from "./lazy";

const WHY_NOT: Record<Exclude<CannotAnswer, "sign_in">, string> = {
  not_a_buyer: "Only people who bought this product can answer.",
  own_question: "You asked this question.",
  answered: "You have answered this question.",
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
        Bought this product? <Link href={signInPath(`${here}#questions`)}>Sign in to answer</Link>
      </p>
    );
  if (why)
    return (
      <p className="rv-question__why" ref={after} tabIndex={-1}>
        {WHY_NOT[why]}
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
        Answer
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
