import { type ReactNode, useId, useState } from "react";
import { Link } from "wouter";
import type { Question } from "../../api/contract/questions";
import { formatDate } from "../../lib/date-format";
import { t, tr } from "../../lib/i18n/translate";
import { AnswerItem } from "./AnswerItem";
import { AnswerSlot } from "./AnswerSlot";
import { ReportButton } from "./ReportButton";

/** Answers shown before 'Show n more answers'. */
const ANSWERS_SHOWN = 2;

interface Props {
  question: Question;
  /** The shopper's country, for the date format. */
  country: string;
  /** Default false: names the product the question is about (a store's page lists every product's). */
  showProduct?: boolean;
  /** Called with the question as the host has it once the viewer answered it. */
  onAnswered: (question: Question) => void;
}

/**
 * One question with its answers (the store's first, then the buyers' by most helpful), what the
 * viewer may do about answering, and 'Report' unless it is theirs. Text only, never HTML.
 */
export function QuestionItem({ question, country, showProduct, onAnswered }: Props) {
  const bodyId = useId();
  const [everyAnswer, setEveryAnswer] = useState(false);
  const answers = everyAnswer ? question.answers : question.answers.slice(0, ANSWERS_SHOWN);
  const more = question.answers.length - answers.length;
  const { product } = question;
  return (
    <article className="rv-question" id={`question-${question.id}`} aria-labelledby={bodyId}>
      {showProduct && product && (
        <p className="rv-question__product">
          {
            tr("About <a>{product}</a>", {
              product: product.title,
              a: (text: ReactNode) => (
                <Link key="a" href={product.internal_path} dir="auto">
                  {text}
                </Link>
              ),
            }) as ReactNode[]
          }
        </p>
      )}
      <h3 className="rv-question__body" id={bodyId} dir="auto">
        {question.body}
      </h3>
      <p className="rv-question__meta">
        <span>
          {t("Asked by {name}", { name: question.author_name })} ·{" "}
          <time dateTime={question.created_at}>{formatDate(question.created_at, country)}</time>
        </span>
        {question.awaiting_answer && <span className="rv-question__awaiting">{t("Awaiting an answer")}</span>}
      </p>
      {answers.length > 0 && (
        <ol className="rv-answers" aria-label={t("Answers ({count})", { count: question.answers.length })}>
          {answers.map((answer) => (
            <AnswerItem key={answer.id} answer={answer} country={country} />
          ))}
        </ol>
      )}
      {more > 0 && (
        <button type="button" className="rv-question__more" onClick={() => setEveryAnswer(true)}>
          {t("{more, plural, one {Show # more answer} other {Show # more answers}}", { more })}
        </button>
      )}
      <div className="rv-question__actions">
        <AnswerSlot
          question={question}
          onAnswered={(next) => {
            // The viewer's answer is among them, wherever the order puts it.
            setEveryAnswer(true);
            onAnswered(next);
          }}
        />
        {!question.mine && <ReportButton target={{ kind: "question", question }} />}
      </div>
    </article>
  );
}
