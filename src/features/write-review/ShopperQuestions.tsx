// 'Questions from shoppers' on the orders list: open questions about products the reviewer bought,
// newest first, each with its answers so far and the answer box (loaded when used). An answered
// question leaves the list, and a confirmation takes the focus it had.
import { useEffect, useRef, useState } from "react";
import { Link } from "wouter";
import type { Question } from "../../api/contract/questions";
import { t } from "../../lib/i18n/translate";
import { useAtomValue } from "../../state/jotai";
import { countryAtom } from "../../state/reviewer";
import { RetryAlert } from "../../ui/RetryAlert";
import { QuestionItem } from "../../widgets/questions/QuestionItem";
import type { QuestionsToAnswer } from "./use-questions-to-answer";
import "../../widgets/questions/questions.css";

export function ShopperQuestions({ list }: { list: QuestionsToAnswer }) {
  const country = useAtomValue(countryAtom);
  const [posted, setPosted] = useState<Question | null>(null);
  const confirmation = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (posted) confirmation.current?.focus();
  }, [posted]);

  return (
    <section
      id="shopper-questions"
      aria-labelledby="shopper-questions-heading"
      className="rv-shopper-questions"
    >
      <h2 id="shopper-questions-heading">{t("Questions from shoppers")}</h2>
      <p className="rv-shopper-questions__lead">
        {t("Shoppers ask about products you bought. Your answer, marked Verified buyer, helps them choose.")}
      </p>
      <p
        role="status"
        tabIndex={-1}
        ref={confirmation}
        className={posted ? "rv-questions__confirmation" : ""}
      >
        {posted && (
          <>
            {t("Thank you: your answer is posted.")}{" "}
            {posted.product && (
              <Link href={`${posted.product.internal_path}#questions`}>
                {t("See it on {product}", { product: posted.product.title })}
              </Link>
            )}
          </>
        )}
      </p>
      {list.loading && <p>{t("Loading questions…")}</p>}
      {list.error && (
        <RetryAlert
          className="rv-questions__error"
          text={t("The questions from shoppers didn’t load.")}
          onRetry={list.retry}
        />
      )}
      {list.questions.length > 0 && (
        <ol className="rv-questions__list">
          {list.questions.map((question) => (
            <li key={question.id}>
              <QuestionItem
                question={question}
                country={country}
                showProduct
                onAnswered={(next) => {
                  list.answered(next.id);
                  setPosted({ ...next, product: question.product });
                }}
              />
            </li>
          ))}
        </ol>
      )}
      {!list.loading && !list.error && !list.more && list.questions.length === 0 && (
        <p className="rv-questions__empty">
          {t(
            "No questions are waiting for you. When a shopper asks about something you bought, it shows here.",
          )}
        </p>
      )}
      {list.more && (
        <button type="button" className="rv-button rv-button--secondary" onClick={list.more}>
          {t("More questions")}
        </button>
      )}
    </section>
  );
}
