import type { ReactNode } from "react";
import type { AskedQuestion } from "../../api/contract/questions";
import { formatDate } from "../../lib/date-format";
import { t, tr } from "../../lib/i18n/translate";
import { newAnswerIds } from "./new-answers";
import { ProfileQuestion } from "./ProfileQuestion";

interface Props {
  question: AskedQuestion;
  country: string;
}

/**
 * One of the reviewer's questions: its product, when it was asked, and every answer, the store's
 * marked as such, buyers' as Verified buyer, and the ones given since they last looked as 'New
 * answer'. Text only, never HTML.
 */
export function AskedQuestionItem({ question, country }: Props) {
  const fresh = newAnswerIds(question);
  const count = question.answers.length;
  return (
    <ProfileQuestion question={question}>
      <p className="rv-question__meta">
        <span>
          {
            tr("Asked {date}", {
              date: (
                <time key="date" dateTime={question.created_at}>
                  {formatDate(question.created_at, country)}
                </time>
              ),
            }) as ReactNode[]
          }
          {!question.awaiting_answer &&
            ` · ${t("{count, plural, one {# answer} other {# answers}}", { count })}`}
        </span>
        {question.awaiting_answer && <span className="rv-question__awaiting">{t("Awaiting an answer")}</span>}
      </p>
      {count > 0 && (
        <ol className="rv-answers" aria-label={t("Answers ({count})", { count })}>
          {question.answers.map((answer) => (
            <li
              key={answer.id}
              className={`rv-answer${answer.author_kind === "store" ? " rv-answer--store" : ""}`}
            >
              <p className="rv-answer__author">
                {answer.author_name}
                <span className="rv-answer__mark">
                  {answer.author_kind === "store" ? t("Store’s answer") : t("Verified buyer")}
                </span>
                {fresh.has(answer.id) && <span className="rv-profile-question__new">{t("New answer")}</span>}
              </p>
              <p className="rv-answer__body" dir="auto">
                {answer.body}
              </p>
              <p className="rv-answer__meta">
                <time dateTime={answer.created_at}>{formatDate(answer.created_at, country)}</time>
              </p>
            </li>
          ))}
        </ol>
      )}
    </ProfileQuestion>
  );
}
